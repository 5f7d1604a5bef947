import { Schema, type Connection, type Model } from 'mongoose';

/** Bookings of one training resource made together (§2.3 `/training-resources/{id}/booking-groups/{groupId}`). */
export interface StoredBookingGroup {
  _id: number;
  trainingResourceId: number;
  bookingIds: number[];
  createdBy: string;
  createdDate: Date;
}

const bookingGroupSchema = new Schema<StoredBookingGroup>(
  {
    _id: { type: Number, required: true },
    trainingResourceId: { type: Number, required: true, index: true },
    bookingIds: { type: [Number], default: [] },
    createdBy: { type: String, required: true },
    createdDate: { type: Date, required: true },
  },
  { versionKey: false },
);

export const bookingGroupModel = (db: Connection): Model<StoredBookingGroup> =>
  (db.models.BookingGroup as Model<StoredBookingGroup> | undefined) ?? db.model<StoredBookingGroup>('BookingGroup', bookingGroupSchema, 'training_resource_booking_groups');

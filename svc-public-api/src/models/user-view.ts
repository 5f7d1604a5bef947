import { Schema } from 'mongoose';

/** The read model behind /api/v1/users, built only from user events. */
export interface UserView {
  _id: string;
  username: string;
  usernameLower: string;
  email: string | null;
  employeeId: string | null;
  /** Copied from the linked employee, for filterText (copies.users). */
  employeeLastNameLower?: string;
  disabled: boolean;
  roles: string[];
  lastModifiedDate: Date;
}

export const userViewSchema = new Schema<UserView>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    usernameLower: { type: String, required: true, index: true },
    email: { type: String, default: null },
    employeeId: { type: String, default: null },
    employeeLastNameLower: { type: String, default: '' },
    disabled: { type: Boolean, required: true },
    roles: { type: [String], default: [] },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

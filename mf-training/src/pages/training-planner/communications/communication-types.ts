import type { DeliveryStatus, EventNotificationStatus, NotificationType } from '@firecrest/contracts';

/** What svc-training answers for an event's communications (routes/event-communications). */
export interface JoiningInstruction {
  subject: string;
  body: string;
  isDefault: boolean;
  lastModifiedBy: string | null;
  lastModifiedDate: string | null;
}

export interface JoiningInstructionPreview {
  attendeeId: number;
  recipientName: string;
  addresses: Record<NotificationType, string | null>;
  subject: string;
  body: string;
}

export interface EventNotification {
  id: number;
  trainingEventId: number;
  name: string;
  type: NotificationType;
  recipientIds: number[];
  subject: string;
  message: string;
  sendAt: string | null;
  sentDate: string | null;
  status: EventNotificationStatus;
  createdBy: string;
  createdDate: string;
}

export interface CommunicationLogRow {
  id: string;
  source: 'joiningInstruction' | 'notification';
  notificationId: number | null;
  attendeeId: number;
  recipientName: string;
  channel: NotificationType;
  to: string;
  subject: string;
  status: DeliveryStatus;
  error: string | null;
  attempts: number;
  queuedDate: string;
  sentDate: string | null;
  sentBy: string;
}

export const DELIVERY_STATUS: Record<DeliveryStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export const eventApi = (eventId: number) => `/api/training/training-events/${eventId}`;

import type { DeliveryStatus, NotificationType } from '@firecrest/contracts';

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

export const DELIVERY_STATUS: Record<DeliveryStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export const eventApi = (eventId: number) => `/api/training/training-events/${eventId}`;

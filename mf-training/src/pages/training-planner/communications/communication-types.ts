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

/** A message's delivery: its colour and its label's `planner` catalogue key. */
export const DELIVERY_STATUS: Record<DeliveryStatus, { label: string; color: string }> = {
  queued: { label: 'delivery.queued', color: 'blue' },
  sent: { label: 'delivery.sent', color: 'green' },
  delivered: { label: 'delivery.delivered', color: 'green' },
  failed: { label: 'delivery.failed', color: 'red' },
};

export const eventApi = (eventId: number) => `/api/training/training-events/${eventId}`;

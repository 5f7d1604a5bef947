import type { EventSection } from '../event-section';

/** §2.6 joininginstruction, notifications and notificationslogs of an event. */
export const communicationSections: EventSection[] = [];

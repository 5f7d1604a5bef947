import type { EventSection } from '../event-section';

/** §2.6 attendance-register, attendance-list, attendance, evaluations and appraisals of an event. */
export const attendanceSections: EventSection[] = [];

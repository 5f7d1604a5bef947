import type { IntegrationSystem, MappingSource } from '@firecrest/contracts';

export interface MappingScreen {
  /** The path under /admin. */
  path: string;
  title: string;
  system: IntegrationSystem;
  source: MappingSource;
  intro: string;
  noun: { one: string; plural: string; title: string };
}

const SUBJECT_AREAS = { one: 'subject area', plural: 'subject areas', title: 'Subject areas' };
const BOOKING_TYPES = { one: 'booking type', plural: 'booking types', title: 'Booking types' };

/** The four mappings of the route map (§2.3), in the order the tabs show them. */
export const MAPPING_SCREENS: MappingScreen[] = [
  { path: 'rt/subject-area-roster', title: 'Roster skills', system: 'roster', source: 'subject-area', noun: SUBJECT_AREAS, intro: 'A person holds a roster skill while they hold every subject area it is mapped from, active.' },
  { path: 'rt/subject-area-availability', title: 'Availability skills', system: 'availability', source: 'subject-area', noun: SUBJECT_AREAS, intro: 'A person holds an availability skill while they hold every subject area it is mapped from, active.' },
  { path: 'rt/booking-type-roster', title: 'Roster bookings', system: 'roster', source: 'booking-type', noun: BOOKING_TYPES, intro: 'Training bookings of these booking types are shown to the roster system as the skill.' },
  { path: 'rt/booking-type-availability', title: 'Availability bookings', system: 'availability', source: 'booking-type', noun: BOOKING_TYPES, intro: 'Training bookings of these booking types are shown to the availability system as the skill.' },
];

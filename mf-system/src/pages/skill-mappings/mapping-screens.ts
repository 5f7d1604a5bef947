import type { IntegrationSystem, MappingSource } from '@firecrest/contracts';

/** One mapping screen; its texts are catalogue keys (namespace `system`). */
export interface MappingScreen {
  /** The path under /admin. */
  path: string;
  title: string;
  system: IntegrationSystem;
  source: MappingSource;
  intro: string;
  /** The empty list's text. */
  empty: string;
  noun: { title: string; choose: string; none: string };
}

const SUBJECT_AREAS = { title: 'mapping.subjectAreas.title', choose: 'mapping.subjectAreas.choose', none: 'mapping.subjectAreas.none' };
const BOOKING_TYPES = { title: 'mapping.bookingTypes.title', choose: 'mapping.bookingTypes.choose', none: 'mapping.bookingTypes.none' };

/** The four mappings of the route map (§2.3), in the order the tabs show them. */
export const MAPPING_SCREENS: MappingScreen[] = [
  { path: 'rt/subject-area-roster', title: 'mapping.rosterSkills.title', system: 'roster', source: 'subject-area', noun: SUBJECT_AREAS, intro: 'mapping.rosterSkills.intro', empty: 'mapping.rosterSkills.empty' },
  { path: 'rt/subject-area-availability', title: 'mapping.availabilitySkills.title', system: 'availability', source: 'subject-area', noun: SUBJECT_AREAS, intro: 'mapping.availabilitySkills.intro', empty: 'mapping.availabilitySkills.empty' },
  { path: 'rt/booking-type-roster', title: 'mapping.rosterBookings.title', system: 'roster', source: 'booking-type', noun: BOOKING_TYPES, intro: 'mapping.rosterBookings.intro', empty: 'mapping.rosterBookings.empty' },
  { path: 'rt/booking-type-availability', title: 'mapping.availabilityBookings.title', system: 'availability', source: 'booking-type', noun: BOOKING_TYPES, intro: 'mapping.availabilityBookings.intro', empty: 'mapping.availabilityBookings.empty' },
];

/** The catalogue keys of "the code the … system uses", per connected system. */
export const CODE_HELP: Record<IntegrationSystem, string> = { roster: 'mapping.codeHelp.roster', availability: 'mapping.codeHelp.availability' };

import type { FromSchema } from 'json-schema-to-ts';

/**
 * What a skill of the roster or availability system is mapped from (admin `subject-area-roster`,
 * `subject-area-availability`, `booking-type-availability`, `booking-type-roster`): subject areas (the employee-skills
 * integration reads them) or booking types.
 */
export const MAPPING_SOURCES = ['subject-area', 'booking-type'] as const;
export type MappingSource = (typeof MAPPING_SOURCES)[number];
/** The reference kind of the items each source maps. */
export const MAPPING_SOURCE_KIND = { 'subject-area': 'subjectArea', 'booking-type': 'bookingType' } as const satisfies Record<MappingSource, string>;

export const skillMappingBodySchema = {
  $id: 'SkillMappingBody',
  type: 'object',
  required: ['skillCode', 'name', 'itemIds'],
  additionalProperties: false,
  properties: {
    skillCode: { type: 'string', maxLength: 50 },
    name: { type: 'string', maxLength: 200 },
    /** Subject area or booking type ids, by the source. */
    itemIds: { type: 'array', maxItems: 50, items: { type: 'integer', minimum: 1 } },
  },
} as const;
export type SkillMappingBody = FromSchema<typeof skillMappingBodySchema>;

/** One mapping as listed: the external skill and the Firecrest items it is mapped from, with their codes. */
export interface SkillMapping {
  id: number;
  skillCode: string;
  name: string;
  items: { id: number; code: string; name: string }[];
}

/** An item a mapping may name (the subject areas or booking types Firecrest knows). */
export interface MappingOption {
  id: number;
  code: string;
  name: string;
}

import {
  activityAreaBodySchema,
  activityGroupBodySchema,
  activityTypeBodySchema,
  competencyBodySchema,
  competencyProgramBodySchema,
  competencyStatusBodySchema,
  percentageRangeBodySchema,
  subjectAreaBodySchema,
  type FrameworkKind,
  type ModuleKey,
} from '@firecrest/contracts';

export interface FrameworkKindConfig {
  kind: FrameworkKind;
  /** URL segment under `/training/competency-framework`. */
  path: string;
  noun: string;
  module: ModuleKey;
  body: object;
  /** Code and name are also a reference item (what `/api/v1` lists); the other kinds live here alone. */
  reference: boolean;
}

/** The lists of §2.4 (competency setup), each with its permission module (§3.2 role areas). */
export const FRAMEWORK_LISTS: FrameworkKindConfig[] = [
  { kind: 'competency', path: 'competencies', noun: 'Competency', module: 'COMPETENCIES', body: competencyBodySchema, reference: true },
  { kind: 'subjectArea', path: 'subject-areas', noun: 'Subject area', module: 'SUBJECT_AREAS', body: subjectAreaBodySchema, reference: true },
  { kind: 'competencyProgram', path: 'programs', noun: 'Program', module: 'COMPETENCY_PROGRAMS', body: competencyProgramBodySchema, reference: true },
  { kind: 'competencyStatus', path: 'competency-statuses', noun: 'Competency status', module: 'STATUSES', body: competencyStatusBodySchema, reference: true },
  { kind: 'activityGroup', path: 'activity-groups', noun: 'Activity group', module: 'ACTIVITY_GROUPS', body: activityGroupBodySchema, reference: false },
  { kind: 'activityType', path: 'activity-types', noun: 'Activity type', module: 'ACTIVITY_TYPES', body: activityTypeBodySchema, reference: false },
  { kind: 'activityArea', path: 'activity-areas', noun: 'Activity area', module: 'ACTIVITY_TYPES', body: activityAreaBodySchema, reference: false },
  { kind: 'percentageRange', path: 'percentage-ranges', noun: 'Percentage range', module: 'STATUSES', body: percentageRangeBodySchema, reference: false },
];

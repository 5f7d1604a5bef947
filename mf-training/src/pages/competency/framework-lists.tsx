import type { ModuleKey } from '@firecrest/contracts';
import { COMPETENCY_TYPES, EVALUATION_BEHAVIOURS } from '@firecrest/contracts';

/** A form field of a framework item (the body schemas in contracts say what the server accepts). */
export interface FieldSpec {
  name: string;
  /** The label's catalogue key (namespace `training`). */
  label: string;
  kind: 'code' | 'text' | 'textarea' | 'number' | 'percent' | 'switch' | 'date' | 'colour' | 'emails' | 'select' | 'multi';
  required?: boolean;
  /** Fixed options, or another framework list to choose from. */
  options?: readonly string[];
  from?: string;
}

export interface ColumnSpec {
  key: string;
  /** The title's catalogue key. */
  title: string;
  render?: 'colour' | 'yesNo' | 'range';
}

/** One list of §2.4 competency setup: where it lives, what it shows and edits. */
export interface FrameworkList {
  /** `/competency/rt/<segment>/list`. */
  segment: string;
  /** `/api/training/competency-framework/<api>`. */
  api: string;
  /** Catalogue keys (namespace `training`) of the list's name and of one of its items. */
  title: string;
  noun: string;
  module: ModuleKey;
  history: boolean;
  columns: ColumnSpec[];
  fields: FieldSpec[];
  /** The label of an item in links and titles. */
  label(item: Record<string, unknown>): string;
}

const codeName: FieldSpec[] = [
  { name: 'code', label: 'framework.field.code', kind: 'code', required: true },
  { name: 'name', label: 'framework.field.name', kind: 'text', required: true },
];
const codeNameLabel = (i: Record<string, unknown>) => `${i.code} ${i.name}`;

export const FRAMEWORK_LISTS: FrameworkList[] = [
  {
    segment: 'competency',
    api: 'competencies',
    title: 'framework.list.competency.title',
    noun: 'framework.list.competency.item',
    module: 'COMPETENCIES',
    history: false,
    columns: [{ key: 'code', title: 'framework.field.code' }, { key: 'name', title: 'framework.field.name' }, { key: 'competencyType', title: 'framework.field.type' }, { key: 'archiveAfterDate', title: 'framework.field.archiveAfterDate' }],
    fields: [
      ...codeName,
      { name: 'description', label: 'framework.field.description', kind: 'textarea' },
      { name: 'competencyType', label: 'framework.field.competencyType', kind: 'select', options: COMPETENCY_TYPES },
      { name: 'archiveAfterDate', label: 'framework.field.archiveAfterDate', kind: 'date' },
      { name: 'subjectAreaIds', label: 'framework.field.subjectAreaIds', kind: 'multi', from: 'subject-areas' },
    ],
    label: codeNameLabel,
  },
  {
    segment: 'subject-area',
    api: 'subject-areas',
    title: 'framework.list.subjectArea.title',
    noun: 'framework.list.subjectArea.item',
    module: 'SUBJECT_AREAS',
    history: true,
    columns: [{ key: 'code', title: 'framework.field.code' }, { key: 'name', title: 'framework.field.name' }, { key: 'description', title: 'framework.field.description' }],
    fields: [...codeName, { name: 'description', label: 'framework.field.description', kind: 'textarea' }, { name: 'activityGroupId', label: 'framework.field.activityGroupId', kind: 'select', from: 'activity-groups' }],
    label: codeNameLabel,
  },
  {
    segment: 'program',
    api: 'programs',
    title: 'framework.list.program.title',
    noun: 'framework.list.program.item',
    module: 'COMPETENCY_PROGRAMS',
    history: true,
    columns: [{ key: 'code', title: 'framework.field.code' }, { key: 'name', title: 'framework.field.name' }, { key: 'dashboardDefault', title: 'framework.field.dashboardDefault', render: 'yesNo' }],
    fields: [
      ...codeName,
      { name: 'description', label: 'framework.field.description', kind: 'textarea' },
      { name: 'dashboardDefault', label: 'framework.field.dashboardDefault', kind: 'switch' },
      { name: 'completionEmails', label: 'framework.field.completionEmails', kind: 'emails' },
      { name: 'subjectAreaIds', label: 'framework.field.subjectAreaIds', kind: 'multi', from: 'subject-areas' },
    ],
    label: codeNameLabel,
  },
  {
    segment: 'competency-status',
    api: 'competency-statuses',
    title: 'framework.list.competencyStatus.title',
    noun: 'framework.list.competencyStatus.item',
    module: 'STATUSES',
    history: false,
    columns: [{ key: 'name', title: 'framework.field.name' }],
    fields: [{ name: 'name', label: 'framework.field.name', kind: 'text', required: true }],
    label: (i) => String(i.name),
  },
  {
    segment: 'activity-group',
    api: 'activity-groups',
    title: 'framework.list.activityGroup.title',
    noun: 'framework.list.activityGroup.item',
    module: 'ACTIVITY_GROUPS',
    history: false,
    columns: [{ key: 'code', title: 'framework.field.code' }, { key: 'name', title: 'framework.field.name' }, { key: 'evaluationStatusBehaviour', title: 'framework.field.evaluationStatusBehaviour' }, { key: 'increment', title: 'framework.field.increment' }, { key: 'refresherCount', title: 'framework.field.refresherCount' }],
    fields: [
      ...codeName,
      { name: 'evaluationStatusBehaviour', label: 'framework.field.evaluationStatusBehaviour', kind: 'select', options: EVALUATION_BEHAVIOURS },
      { name: 'increment', label: 'framework.field.increment', kind: 'number' },
      { name: 'refresherCount', label: 'framework.field.refresherCount', kind: 'number' },
    ],
    label: codeNameLabel,
  },
  {
    segment: 'activity-type',
    api: 'activity-types',
    title: 'framework.list.activityType.title',
    noun: 'framework.list.activityType.item',
    module: 'ACTIVITY_TYPES',
    history: true,
    columns: [{ key: 'code', title: 'framework.field.code' }, { key: 'name', title: 'framework.field.name' }, { key: 'description', title: 'framework.field.description' }],
    fields: [...codeName, { name: 'description', label: 'framework.field.description', kind: 'textarea' }, { name: 'activityGroupId', label: 'framework.field.activityGroupId', kind: 'select', from: 'activity-groups' }],
    label: codeNameLabel,
  },
  {
    segment: 'activity-area',
    api: 'activity-areas',
    title: 'framework.list.activityArea.title',
    noun: 'framework.list.activityArea.item',
    module: 'ACTIVITY_TYPES',
    history: false,
    columns: [{ key: 'code', title: 'framework.field.code' }, { key: 'name', title: 'framework.field.name' }, { key: 'description', title: 'framework.field.description' }],
    fields: [...codeName, { name: 'description', label: 'framework.field.description', kind: 'textarea' }, { name: 'activityTypeIds', label: 'framework.field.activityTypeIds', kind: 'multi', from: 'activity-types' }],
    label: codeNameLabel,
  },
  {
    segment: 'percentage-range',
    api: 'percentage-ranges',
    title: 'framework.list.percentageRange.title',
    noun: 'framework.list.percentageRange.item',
    module: 'STATUSES',
    history: false,
    columns: [{ key: 'label', title: 'framework.field.label' }, { key: 'range', title: 'framework.field.range', render: 'range' }, { key: 'colour', title: 'framework.field.colour', render: 'colour' }],
    fields: [
      { name: 'label', label: 'framework.field.label', kind: 'text', required: true },
      { name: 'rangeFrom', label: 'framework.field.rangeFrom', kind: 'percent', required: true },
      { name: 'rangeTo', label: 'framework.field.rangeTo', kind: 'percent', required: true },
      { name: 'colour', label: 'framework.field.colour', kind: 'colour', required: true },
    ],
    label: (i) => String(i.label),
  },
];

/** The catalogue keys of the fixed options contracts give (COMPETENCY_TYPES, EVALUATION_BEHAVIOURS): the value is stored as is. */
export const OPTION_KEYS: Record<string, string> = {
  Core: 'framework.option.core',
  'Role specific': 'framework.option.roleSpecific',
  Specialist: 'framework.option.specialist',
  Licence: 'framework.option.licence',
  'Keep status': 'framework.option.keepStatus',
  'Reset to unassessed': 'framework.option.resetToUnassessed',
  Expire: 'framework.option.expire',
};

export const frameworkApi = (list: { api: string }, suffix = '') => `/api/training/competency-framework/${list.api}${suffix}`;

import type { ModuleKey } from '@firecrest/contracts';
import { COMPETENCY_TYPES, EVALUATION_BEHAVIOURS } from '@firecrest/contracts';

/** A form field of a framework item (the body schemas in contracts say what the server accepts). */
export interface FieldSpec {
  name: string;
  label: string;
  kind: 'code' | 'text' | 'textarea' | 'number' | 'percent' | 'switch' | 'date' | 'colour' | 'emails' | 'select' | 'multi';
  required?: boolean;
  /** Fixed options, or another framework list to choose from. */
  options?: readonly string[];
  from?: string;
}

export interface ColumnSpec {
  key: string;
  title: string;
  render?: 'colour' | 'yesNo' | 'range';
}

/** One list of §2.4 competency setup: where it lives, what it shows and edits. */
export interface FrameworkList {
  /** `/competency/rt/<segment>/list`. */
  segment: string;
  /** `/api/training/competency-framework/<api>`. */
  api: string;
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
  { name: 'code', label: 'Code', kind: 'code', required: true },
  { name: 'name', label: 'Name', kind: 'text', required: true },
];
const codeNameLabel = (i: Record<string, unknown>) => `${i.code} ${i.name}`;

export const FRAMEWORK_LISTS: FrameworkList[] = [
  {
    segment: 'competency',
    api: 'competencies',
    title: 'Competencies',
    noun: 'competency',
    module: 'COMPETENCIES',
    history: false,
    columns: [{ key: 'code', title: 'Code' }, { key: 'name', title: 'Name' }, { key: 'competencyType', title: 'Type' }, { key: 'archiveAfterDate', title: 'Archive after' }],
    fields: [
      ...codeName,
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'competencyType', label: 'Competency type', kind: 'select', options: COMPETENCY_TYPES },
      { name: 'archiveAfterDate', label: 'Archive after', kind: 'date' },
      { name: 'subjectAreaIds', label: 'Subject areas', kind: 'multi', from: 'subject-areas' },
    ],
    label: codeNameLabel,
  },
  {
    segment: 'subject-area',
    api: 'subject-areas',
    title: 'Subject areas',
    noun: 'subject area',
    module: 'SUBJECT_AREAS',
    history: true,
    columns: [{ key: 'code', title: 'Code' }, { key: 'name', title: 'Name' }, { key: 'description', title: 'Description' }],
    fields: [...codeName, { name: 'description', label: 'Description', kind: 'textarea' }, { name: 'activityGroupId', label: 'Activity group', kind: 'select', from: 'activity-groups' }],
    label: codeNameLabel,
  },
  {
    segment: 'program',
    api: 'programs',
    title: 'Competency programs',
    noun: 'program',
    module: 'COMPETENCY_PROGRAMS',
    history: true,
    columns: [{ key: 'code', title: 'Code' }, { key: 'name', title: 'Name' }, { key: 'dashboardDefault', title: 'Dashboard default', render: 'yesNo' }],
    fields: [
      ...codeName,
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'dashboardDefault', label: 'Dashboard default', kind: 'switch' },
      { name: 'completionEmails', label: 'Completion emails (comma separated)', kind: 'emails' },
      { name: 'subjectAreaIds', label: 'Subject areas', kind: 'multi', from: 'subject-areas' },
    ],
    label: codeNameLabel,
  },
  {
    segment: 'competency-status',
    api: 'competency-statuses',
    title: 'Competency statuses',
    noun: 'competency status',
    module: 'STATUSES',
    history: false,
    columns: [{ key: 'name', title: 'Name' }],
    fields: [{ name: 'name', label: 'Name', kind: 'text', required: true }],
    label: (i) => String(i.name),
  },
  {
    segment: 'activity-group',
    api: 'activity-groups',
    title: 'Activity groups',
    noun: 'activity group',
    module: 'ACTIVITY_GROUPS',
    history: false,
    columns: [{ key: 'code', title: 'Code' }, { key: 'name', title: 'Name' }, { key: 'evaluationStatusBehaviour', title: 'Evaluation status behaviour' }, { key: 'increment', title: 'Increment' }, { key: 'refresherCount', title: 'Refresher count' }],
    fields: [
      ...codeName,
      { name: 'evaluationStatusBehaviour', label: 'Evaluation status behaviour', kind: 'select', options: EVALUATION_BEHAVIOURS },
      { name: 'increment', label: 'Increment', kind: 'number' },
      { name: 'refresherCount', label: 'Refresher count', kind: 'number' },
    ],
    label: codeNameLabel,
  },
  {
    segment: 'activity-type',
    api: 'activity-types',
    title: 'Activity types',
    noun: 'activity type',
    module: 'ACTIVITY_TYPES',
    history: true,
    columns: [{ key: 'code', title: 'Code' }, { key: 'name', title: 'Name' }, { key: 'description', title: 'Description' }],
    fields: [...codeName, { name: 'description', label: 'Description', kind: 'textarea' }, { name: 'activityGroupId', label: 'Activity group', kind: 'select', from: 'activity-groups' }],
    label: codeNameLabel,
  },
  {
    segment: 'activity-area',
    api: 'activity-areas',
    title: 'Activity areas',
    noun: 'activity area',
    module: 'ACTIVITY_TYPES',
    history: false,
    columns: [{ key: 'code', title: 'Code' }, { key: 'name', title: 'Name' }, { key: 'description', title: 'Description' }],
    fields: [...codeName, { name: 'description', label: 'Description', kind: 'textarea' }, { name: 'activityTypeIds', label: 'Activity types', kind: 'multi', from: 'activity-types' }],
    label: codeNameLabel,
  },
  {
    segment: 'percentage-range',
    api: 'percentage-ranges',
    title: 'Percentage ranges',
    noun: 'percentage range',
    module: 'STATUSES',
    history: false,
    columns: [{ key: 'label', title: 'Label' }, { key: 'range', title: 'Range', render: 'range' }, { key: 'colour', title: 'Colour', render: 'colour' }],
    fields: [
      { name: 'label', label: 'Label', kind: 'text', required: true },
      { name: 'rangeFrom', label: 'Range from (%)', kind: 'percent', required: true },
      { name: 'rangeTo', label: 'Range to (%)', kind: 'percent', required: true },
      { name: 'colour', label: 'Colour', kind: 'colour', required: true },
    ],
    label: (i) => String(i.label),
  },
];

export const frameworkApi = (list: { api: string }, suffix = '') => `/api/training/competency-framework/${list.api}${suffix}`;

import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { Empty } from 'antd';
import { contractBody, contractRules, cpdRules, noteRules, reviewedRecordRules, todayIso, type ContractBody, type CpdBody, type FieldMessage, type NoteBody, type ReviewedRecordBody } from '@firecrest/contracts';
import { api, showDateTime, showDay, useT } from '@firecrest/portal-kit';
import { ContractFields } from './contract-fields';
import { employeeUrl, orNull, toBody, type Employee } from './employee';
import { CpdFields, NoteFields } from './notes-and-cpd';
import { AttachmentsTab } from './attachments-tab';
import { CompetencyRecordFields, heldCompetencies } from './competency-fields';
import { SubjectAreaRecordFields } from './subject-areas-tab';
import { reviewedRecordBody, ReviewedRecordFields, ReviewTag } from './reviewed-records';
import type { RecordNames } from './record-names';
import type { Translate } from '../../lib/translate';
import { ASSESSMENT_REPORT_KEYS, CPD_KEYS, NOTE_KEYS, RISK_ASSESSMENT_KEYS, type RecordKeys } from './record-keys';

export type { RecordKeys } from './record-keys';

/** A record of any kind as the pages handle it: its fields and the address segments that name it. */
export type AnyRecord = Record<string, unknown> & { path: string };

/** Where a record's (or a kind's) changes are read, and which of the answer's fields belong to it. */
export interface HistorySource {
  url: string;
  fields?: (field: string) => boolean;
}

/**
 * One kind of record on an employee's dashboard (spec §2.5): where its list is read, how a details address names one,
 * what its details show, where its history is, and, if it is edited here, its form. The details, new and history
 * pages (record-pages.tsx) are driven by these definitions, one for every sub-area.
 */
export interface RecordType {
  /** The dashboard tab the kind lives under (`contract-list`). */
  tab: string;
  keys: RecordKeys;
  /** Its list, read from a service; null when the employee holds it (contracts). */
  listUrl(employeeId: number): string | null;
  rows(answer: unknown, employee: Employee): AnyRecord[];
  title(record: AnyRecord, names: RecordNames, t: Translate): string;
  /** `label`: a catalogue key. */
  fields: { label: string; value(record: AnyRecord, names: RecordNames, t: Translate): ReactNode }[];
  history(employee: Employee, record?: AnyRecord): HistorySource;
  /** The new page of a kind added otherwise than by a form (attachments: an upload). */
  Adder?: ComponentType<{ employee: Employee }>;
  editor?: {
    /** The form's fields; `records` are the employee's records of the kind (to refuse a duplicate). */
    Fields: ComponentType<{ records: AnyRecord[] }>;
    /** Records made here but changed elsewhere (a competency's expiry is extended under its own right). */
    newOnly?: boolean;
    initial(employee: Employee): object;
    values(record: AnyRecord): object;
    rules(values: never): FieldMessage[];
    /** Saves and answers the path of the saved record. */
    save(employee: Employee, record: AnyRecord | null, values: never): Promise<string>;
  };
}

/** A program is not added itself: the way to one is a subject area of it. */
function ProgramAdder({ employee }: { employee: Employee }) {
  const { t } = useT('personnel');
  return (
    <Empty description={t('record.program.adder')}>
      <Link to={`/personnel/rt/personnel-list/${employee.id}/dashboard/subject-area-list/new`}>{t('record.program.addSubjectArea')}</Link>
    </Empty>
  );
}

const data = (answer: unknown) => ((answer as { data?: Record<string, unknown>[] } | null)?.data ?? []);
const day = (field: string) => (r: AnyRecord) => showDay(r[field] as string | null);
const text = (field: string) => (r: AnyRecord) => (r[field] ? <span style={{ whiteSpace: 'pre-wrap' }}>{String(r[field])}</span> : '—');
const personnelUrl = (employeeId: number, path: string) => `/api/personnel/employees/${employeeId}/${path}`;

/** Notes, CPD entries, risk assessments and assessment reports: svc-personnel's records, with its change history. */
function personnelRecords<V extends object>(spec: {
  tab: string; keys: RecordKeys; path: string; entity: string;
  title(r: AnyRecord, names: RecordNames, t: Translate): string; fields: RecordType['fields'];
  Fields: ComponentType<{ records: AnyRecord[] }>; initial(): Partial<V>; rules(v: V): FieldMessage[]; body(v: V): object;
}): RecordType {
  return {
    tab: spec.tab,
    keys: spec.keys,
    listUrl: (employeeId) => personnelUrl(employeeId, spec.path),
    rows: (answer) => data(answer).map((r) => ({ ...r, path: String(r.id) })),
    title: spec.title,
    fields: [...spec.fields, { label: 'record.recordedBy', value: (r) => String(r.createdBy || '—') }, { label: 'record.lastChanged', value: (r) => showDateTime(r.lastModifiedDate as string) }],
    history: (employee, record) => ({ url: `/api/personnel/history?entity=${spec.entity}&employeeId=${employee.id}${record ? `&entityId=${record.id}` : ''}&itemsPerPage=200` }),
    editor: {
      Fields: spec.Fields,
      initial: spec.initial,
      values: (r) => r,
      rules: spec.rules as never,
      async save(employee, record, values) {
        const url = personnelUrl(employee.id, spec.path);
        const { data: saved } = record ? await api.put<{ id: number }>(`${url}/${record.id}`, spec.body(values)) : await api.post<{ id: number }>(url, spec.body(values));
        return String(saved.id);
      },
    },
  };
}

/** svc-training's records of a person (competencies, subject areas): their changes come from its events (the timeline). */
const trainingHistory = (source: string) => (employee: Employee, record?: AnyRecord): HistorySource => ({
  url: `/api/personnel/employees/${employee.id}/timeline?source=${source}${record ? `&sourceId=${record.id}` : ''}&itemsPerPage=200`,
});

const contracts: RecordType = {
  tab: 'contract-list',
  keys: { noun: 'record.contract.noun', one: 'record.contract.one', plural: 'record.contract.plural', many: 'record.contract.many', new: 'record.contract.new' },
  listUrl: () => null,
  // A contract is named by its place in the employee's list (1 is the first): contracts have no id of their own.
  rows: (_answer, employee) => employee.contracts.map((c, i) => ({ ...c, index: i, path: String(i + 1) })),
  title: (r, names, t) => t('record.contract.title', { station: names.station(r.stationId), date: showDay(r.startDate as string) }),
  fields: [
    { label: 'field.serviceNo', value: (r) => String(r.serviceNumber || '—') },
    { label: 'field.station', value: (r, n) => n.station(r.stationId) },
    { label: 'field.staffGroup', value: (r, n) => n.staffGroup(r.staffGroupId) },
    { label: 'field.role', value: (r, n) => n.employeeRole(r.roleId) },
    { label: 'field.watch', value: (r, n) => n.watch(r.watchId) },
    { label: 'field.roster', value: (r, n) => n.roster(r.rosterId) },
    { label: 'field.startDate', value: day('startDate') },
    { label: 'field.endDate', value: (r, _n, t) => (r.endDate ? showDay(r.endDate as string) : t('open')) },
    { label: 'field.default', value: (r, n) => n.yesNo(Boolean(r.isDefault)) },
  ],
  history: (employee, record) => ({
    url: `/api/personnel/history?entity=employee&entityId=${employee.id}&itemsPerPage=200`,
    fields: (f) => f.startsWith(record ? `contracts.${record.index}.` : 'contracts.'),
  }),
  editor: {
    Fields: () => <ContractFields />,
    initial: (employee) => ({ isDefault: employee.contracts.length === 0, serviceNumber: employee.contracts.at(-1)?.serviceNumber ?? '' }),
    values: (r) => contractBody(r as never),
    rules: ((v: ContractBody) => contractRules([{ ...v, startDate: v.startDate ?? '' }]).filter((e) => e.field !== 'contracts').map((e) => ({ ...e, field: e.field.split('.').at(-1)! }))) as never,
    async save(employee, record, values: ContractBody) {
      const index = record ? (record.index as number) : employee.contracts.length;
      const contract = { ...values, endDate: orNull(values.endDate), isDefault: Boolean(values.isDefault), serviceNumber: values.serviceNumber ?? '' };
      let list = employee.contracts.map(contractBody);
      if (contract.isDefault) list = list.map((c) => ({ ...c, isDefault: false }));
      list[index] = contract;
      await api.put(employeeUrl(employee.id), toBody(employee, { contracts: list }));
      return String(index + 1);
    },
  },
};

const competencies: RecordType = {
  tab: 'competency-list',
  keys: { noun: 'record.competency.noun', one: 'record.competency.one', plural: 'record.competency.plural', many: 'record.competency.many', new: 'record.competency.new' },
  listUrl: (employeeId) => `/api/training/employee-competencies?employeeId=${employeeId}&itemsPerPage=500`,
  // details/{employee}/{competency}/{record} (§2.5 details/{a}/{b}/{c}).
  rows: (answer) => data(answer).map((r) => ({ ...r, path: `${r.employeeId}/${r.competencyId}/${r.id}` })),
  title: (r, n) => n.competency(r.competencyId),
  fields: [
    { label: 'field.competency', value: (r, n) => n.competency(r.competencyId) },
    { label: 'field.program', value: (r, n) => n.program(r.competencyProgramId) },
    { label: 'field.status', value: (r, n) => n.competencyStatus(r.statusId) },
    { label: 'field.startDate', value: day('startDate') },
    { label: 'field.endDate', value: day('endDate') },
    { label: 'field.expiryDate', value: day('expiryDate') },
  ],
  history: trainingHistory('competency'),
  editor: {
    newOnly: true,
    Fields: ({ records }) => <CompetencyRecordFields held={heldCompetencies(records, todayIso())} />,
    initial: () => ({ startDate: todayIso() }),
    values: (r) => r,
    rules: () => [],
    async save(employee, _record, v: { competencyId: number; statusId: number; startDate: string; expiryDate?: string }) {
      const { data: saved } = await api.post<{ id: number }>('/api/training/employee-competencies', { employeeId: employee.id, competencyId: v.competencyId, statusId: v.statusId, startDate: v.startDate, expiryDate: orNull(v.expiryDate) });
      return `${employee.id}/${v.competencyId}/${saved.id}`;
    },
  },
};

const subjectAreas: RecordType = {
  tab: 'subject-area-list',
  keys: { noun: 'record.subjectArea.noun', one: 'record.subjectArea.one', plural: 'record.subjectArea.plural', many: 'record.subjectArea.many', new: 'record.subjectArea.new' },
  listUrl: (employeeId) => `/api/training/employee-subject-areas?employeeId=${employeeId}&itemsPerPage=500`,
  // details/{subject area}/{record} (§2.5 details/{id}/{id}).
  rows: (answer) => data(answer).map((r) => ({ ...r, path: `${r.subjectAreaId}/${r.id}` })),
  title: (r, n) => n.subjectArea(r.subjectAreaId),
  fields: [
    { label: 'field.subjectArea', value: (r, n) => n.subjectArea(r.subjectAreaId) },
    { label: 'field.program', value: (r, n) => n.program(r.competencyProgramId) },
    { label: 'field.status', value: (r, n) => n.subjectAreaStatus(r.statusId) },
  ],
  history: trainingHistory('subjectArea'),
  editor: {
    newOnly: true,
    Fields: SubjectAreaRecordFields,
    initial: () => ({}),
    values: (r) => r,
    rules: () => [],
    async save(employee, _record, v: { subjectAreaId: number; competencyProgramId?: number; statusId: number }) {
      const { data: saved } = await api.post<{ id: number }>('/api/training/employee-subject-areas', { employeeId: employee.id, subjectAreaId: v.subjectAreaId, competencyProgramId: v.competencyProgramId ?? null, activityGroupId: null, statusId: v.statusId });
      return `${v.subjectAreaId}/${saved.id}`;
    },
  },
};

/** A person's programs: those their subject areas are worked through under (§3.2 competency program: subject areas). */
const programs: RecordType = {
  tab: 'program-list',
  keys: { noun: 'record.program.noun', one: 'record.program.one', plural: 'record.program.plural', many: 'record.program.many', new: 'record.program.new' },
  listUrl: (employeeId) => `/api/training/employee-subject-areas?employeeId=${employeeId}&itemsPerPage=500`,
  rows: (answer) => {
    const byProgram = new Map<number, Record<string, unknown>[]>();
    for (const area of data(answer)) if (typeof area.competencyProgramId === 'number') byProgram.set(area.competencyProgramId, [...(byProgram.get(area.competencyProgramId) ?? []), area]);
    return [...byProgram].map(([id, areas]) => ({ id, path: String(id), areas }));
  },
  title: (r, n) => n.program(r.id),
  fields: [
    { label: 'field.program', value: (r, n) => n.program(r.id) },
    {
      label: 'field.subjectAreas',
      value: (r, n) => (r.areas as { subjectAreaId: number; statusId: number }[]).map((a) => `${n.subjectArea(a.subjectAreaId)} (${n.subjectAreaStatus(a.statusId)})`).join(', '),
    },
  ],
  Adder: ProgramAdder,
  // A program's history: every change of the person's competencies and subject areas in it.
  history: (employee, record) => ({ url: `/api/personnel/employees/${employee.id}/timeline?${record ? `programId=${record.id}` : 'source=subjectArea'}&itemsPerPage=200` }),
};

const attachments: RecordType = {
  tab: 'attachment-list',
  keys: { noun: 'record.attachment.noun', one: 'record.attachment.one', plural: 'record.attachment.plural', many: 'record.attachment.many', new: 'record.attachment.new' },
  listUrl: (employeeId) => personnelUrl(employeeId, 'attachments'),
  rows: (answer) => data(answer).map((r) => ({ ...r, path: String(r.id) })),
  title: (r) => String(r.fileName),
  fields: [
    { label: 'record.attachment.file', value: (r) => <a href={personnelUrl(r.employeeId as number, `attachments/${r.id}/content`)}>{String(r.fileName)}</a> },
    { label: 'field.type', value: (r) => String(r.contentType) },
    { label: 'record.attachment.size', value: (r, _n, t) => t('common:attachments.kb', { kb: Math.ceil(Number(r.size) / 1024) }) },
    { label: 'field.description', value: text('description') },
    { label: 'record.attachment.addedBy', value: (r) => String(r.createdBy || '—') },
    { label: 'record.attachment.added', value: (r) => showDateTime(r.createdDate as string) },
  ],
  history: (employee, record) => ({ url: `/api/personnel/history?entity=attachment&employeeId=${employee.id}${record ? `&entityId=${record.id}` : ''}&itemsPerPage=200` }),
  Adder: ({ employee }) => <AttachmentsTab employeeId={employee.id} />,
};

const reviewedFields: RecordType['fields'] = [
  { label: 'field.title', value: (r) => String(r.title) },
  { label: 'reviewed.assessedOn', value: day('date') },
  { label: 'reviewed.assessedBy', value: (r) => String(r.assessor || '—') },
  { label: 'reviewed.outcome', value: text('outcome') },
  { label: 'reviewed.reviewBy', value: (r) => <ReviewTag date={r.reviewDate as string} /> },
];
const reviewed = { Fields: ReviewedRecordFields, initial: () => ({ date: todayIso(), title: '', assessor: '', outcome: '' }), rules: (v: ReviewedRecordBody) => reviewedRecordRules(v), body: reviewedRecordBody, title: (r: AnyRecord) => String(r.title), fields: reviewedFields };

/** Every kind of record with details, new and history pages, by its dashboard tab. */
export const RECORD_TYPES: RecordType[] = [
  contracts,
  personnelRecords<NoteBody>({
    tab: 'note-list', keys: NOTE_KEYS, path: 'notes', entity: 'note',
    title: (r, _n, t) => t('record.note.title', { date: showDay(r.date as string) }),
    fields: [{ label: 'field.date', value: day('date') }, { label: 'field.note', value: text('text') }],
    Fields: NoteFields, initial: () => ({ date: todayIso(), text: '' }), rules: noteRules, body: (v) => ({ date: v.date, text: v.text }),
  }),
  personnelRecords<CpdBody>({
    tab: 'cpd-list', keys: CPD_KEYS, path: 'cpd', entity: 'cpd',
    title: (r) => String(r.event),
    fields: [
      { label: 'field.date', value: day('date') },
      { label: 'field.event', value: text('event') },
      { label: 'field.location', value: text('location') },
      { label: 'cpd.totalHours', value: (r) => String(r.totalHours) },
      { label: 'field.subjectArea', value: (r, n) => n.subjectArea(r.subjectAreaId) },
    ],
    Fields: CpdFields, initial: () => ({ date: todayIso(), event: '', location: '', subjectAreaId: null }), rules: (v) => cpdRules(v),
    body: (v) => ({ date: v.date, event: v.event, location: v.location ?? '', totalHours: v.totalHours, subjectAreaId: v.subjectAreaId ?? null }),
  }),
  competencies,
  attachments,
  subjectAreas,
  programs,
  personnelRecords<ReviewedRecordBody>({ tab: 'risk-assessment-list', keys: RISK_ASSESSMENT_KEYS, path: 'risk-assessments', entity: 'riskAssessment', ...reviewed }),
  personnelRecords<ReviewedRecordBody>({ tab: 'assessment-report-list', keys: ASSESSMENT_REPORT_KEYS, path: 'assessment-reports', entity: 'assessmentReport', ...reviewed }),
];

export const recordTypeOf = (tab: string | undefined) => RECORD_TYPES.find((t) => t.tab === tab);

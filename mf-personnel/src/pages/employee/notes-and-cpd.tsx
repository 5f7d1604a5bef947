import { Form, Input, InputNumber, Select } from 'antd';
import { cpdRules, noteRules, todayIso, type CpdBody, type NoteBody } from '@firecrest/contracts';
import { useT, useTrainingList } from '@firecrest/portal-kit';
import { RecordsTab } from './records-tab';
import { CPD_KEYS, NOTE_KEYS } from './record-keys';

/** A note's form fields (the tab's dialog and the note pages). */
export function NoteFields() {
  const { t } = useT('personnel');
  const required = [{ required: true, whitespace: true, message: t('common:required') }];
  return (
    <>
      <Form.Item name="date" label={t('field.date')} rules={required}><Input type="date" /></Form.Item>
      <Form.Item name="text" label={t('field.note')} rules={required}><Input.TextArea rows={5} maxLength={4000} showCount /></Form.Item>
    </>
  );
}

/** A CPD entry's form fields. */
export function CpdFields() {
  const { t } = useT('personnel');
  const areas = useTrainingList('subjectArea');
  const required = [{ required: true, message: t('common:required') }];
  return (
    <>
      <Form.Item name="date" label={t('field.date')} rules={required}><Input type="date" max={todayIso()} /></Form.Item>
      <Form.Item name="event" label={t('field.event')} rules={[{ required: true, whitespace: true, message: t('common:required') }]}><Input maxLength={200} /></Form.Item>
      <Form.Item name="location" label={t('field.location')}><Input maxLength={200} /></Form.Item>
      <Form.Item name="totalHours" label={t('cpd.totalHours')} rules={required}><InputNumber min={0} max={1000} step={0.5} style={{ width: 160 }} /></Form.Item>
      <Form.Item name="subjectAreaId" label={t('field.subjectArea')}><Select allowClear showSearch optionFilterProp="label" aria-label={t('field.subjectArea')} options={areas.items.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))} /></Form.Item>
    </>
  );
}

export function NotesTab({ employeeId }: { employeeId: number }) {
  const { t } = useT('personnel');
  return (
    <RecordsTab<NoteBody>
      url={`/api/personnel/employees/${employeeId}/notes`}
      detailsPath={`/personnel/rt/personnel-list/${employeeId}/dashboard/note-list/details`}
      keys={NOTE_KEYS}
      initial={{ date: todayIso(), text: '' }}
      rules={noteRules}
      toBody={(v) => ({ date: v.date, text: v.text })}
      columns={[
        { title: t('field.date'), dataIndex: 'date', width: 130 },
        { title: t('field.note'), dataIndex: 'text', render: (text: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span> },
        { title: t('field.by'), dataIndex: 'createdBy', width: 160 },
      ]}
      fields={<NoteFields />}
    />
  );
}

export function CpdTab({ employeeId }: { employeeId: number }) {
  const { t } = useT('personnel');
  const areas = useTrainingList('subjectArea');
  return (
    <RecordsTab<CpdBody>
      url={`/api/personnel/employees/${employeeId}/cpd`}
      detailsPath={`/personnel/rt/personnel-list/${employeeId}/dashboard/cpd-list/details`}
      keys={CPD_KEYS}
      initial={{ date: todayIso(), event: '', location: '', subjectAreaId: null }}
      rules={(v) => cpdRules(v)}
      toBody={(v) => ({ date: v.date, event: v.event, location: v.location ?? '', totalHours: v.totalHours, subjectAreaId: v.subjectAreaId ?? null })}
      columns={[
        { title: t('field.date'), dataIndex: 'date', width: 130 },
        { title: t('field.event'), dataIndex: 'event' },
        { title: t('field.location'), dataIndex: 'location' },
        { title: t('cpd.hours'), dataIndex: 'totalHours', width: 90 },
        { title: t('field.subjectArea'), dataIndex: 'subjectAreaId', render: (id: number | null) => (id ? areas.byId.get(id)?.name : '') },
      ]}
      fields={<CpdFields />}
    />
  );
}

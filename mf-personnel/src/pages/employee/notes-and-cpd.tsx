import { Form, Input, InputNumber, Select } from 'antd';
import { cpdRules, MESSAGES, noteRules, todayIso, type CpdBody, type NoteBody } from '@firecrest/contracts';
import { useTrainingList } from '@firecrest/portal-kit';
import { RecordsTab } from './records-tab';

const required = [{ required: true, message: MESSAGES.required }];

/** A note's form fields (the tab's dialog and the note pages). */
export function NoteFields() {
  return (
    <>
      <Form.Item name="date" label="Date" rules={required}><Input type="date" /></Form.Item>
      <Form.Item name="text" label="Note" rules={[{ required: true, whitespace: true, message: MESSAGES.required }]}><Input.TextArea rows={5} maxLength={4000} showCount /></Form.Item>
    </>
  );
}

/** A CPD entry's form fields. */
export function CpdFields() {
  const areas = useTrainingList('subjectArea');
  return (
    <>
      <Form.Item name="date" label="Date" rules={required}><Input type="date" max={todayIso()} /></Form.Item>
      <Form.Item name="event" label="Event" rules={[{ required: true, whitespace: true, message: MESSAGES.required }]}><Input maxLength={200} /></Form.Item>
      <Form.Item name="location" label="Location"><Input maxLength={200} /></Form.Item>
      <Form.Item name="totalHours" label="Total hours" rules={required}><InputNumber min={0} max={1000} step={0.5} style={{ width: 160 }} /></Form.Item>
      <Form.Item name="subjectAreaId" label="Subject area"><Select allowClear showSearch optionFilterProp="label" aria-label="Subject area" options={areas.items.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))} /></Form.Item>
    </>
  );
}

export function NotesTab({ employeeId }: { employeeId: number }) {
  return (
    <RecordsTab<NoteBody>
      url={`/api/personnel/employees/${employeeId}/notes`}
      detailsPath={`/personnel/rt/personnel-list/${employeeId}/dashboard/note-list/details`}
      noun="Note"
      initial={{ date: todayIso(), text: '' }}
      rules={noteRules}
      toBody={(v) => ({ date: v.date, text: v.text })}
      columns={[
        { title: 'Date', dataIndex: 'date', width: 130 },
        { title: 'Note', dataIndex: 'text', render: (t: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{t}</span> },
        { title: 'By', dataIndex: 'createdBy', width: 160 },
      ]}
      fields={<NoteFields />}
    />
  );
}

export function CpdTab({ employeeId }: { employeeId: number }) {
  const areas = useTrainingList('subjectArea');
  return (
    <RecordsTab<CpdBody>
      url={`/api/personnel/employees/${employeeId}/cpd`}
      detailsPath={`/personnel/rt/personnel-list/${employeeId}/dashboard/cpd-list/details`}
      noun="CPD entry"
      initial={{ date: todayIso(), event: '', location: '', subjectAreaId: null }}
      rules={(v) => cpdRules(v)}
      toBody={(v) => ({ date: v.date, event: v.event, location: v.location ?? '', totalHours: v.totalHours, subjectAreaId: v.subjectAreaId ?? null })}
      columns={[
        { title: 'Date', dataIndex: 'date', width: 130 },
        { title: 'Event', dataIndex: 'event' },
        { title: 'Location', dataIndex: 'location' },
        { title: 'Hours', dataIndex: 'totalHours', width: 90 },
        { title: 'Subject area', dataIndex: 'subjectAreaId', render: (id: number | null) => (id ? areas.byId.get(id)?.name : '') },
      ]}
      fields={<CpdFields />}
    />
  );
}

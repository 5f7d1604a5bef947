import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Empty, Form, Input, Popconfirm, Result, Select, Skeleton, Space, Table, Typography } from 'antd';
import { API_CONSTANTS, APPRAISAL_RATINGS, ATTENDANCE_MESSAGES as A, type AppraisalEvent } from '@firecrest/contracts';
import { api, useSession } from '@firecrest/portal-kit';
import { showDay } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { useSave } from '../../../lib/save';
import type { Attendee } from '../../../lib/training-types';
import type { EventSectionProps } from '../event-section';
import { APPRAISALS_API, confirmedDelegates, takingPart, useEventRecords } from './attendance-data';

const { Instructor, Fdo } = API_CONSTANTS.TrainingEventAttendeeType;
const RATING_ITEMS = Object.entries(APPRAISAL_RATINGS).map(([value, label]) => ({ value: Number(value), label: `${value} – ${label}` }));
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** §2.6 `appraisals`: the appraisals of the event's delegates by its instructors and FDOs. */
export function AppraisalsTab({ event, base }: EventSectionProps) {
  const { records, loading } = useEventRecords<AppraisalEvent>(APPRAISALS_API, event.id);
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const navigate = useNavigate();
  const names = useEmployeeNames(records.flatMap((r) => [r.employeeId, r.appraiserEmployeeId]));
  const name = (employeeId: number) => names.get(employeeId) ?? `Employee ${employeeId}`;
  return (
    <div>
      {canCreate && (
        <Button type="primary" style={{ marginBottom: 16 }} disabled={event.status === 3} onClick={() => navigate(`${base}/new`)}>
          New appraisal
        </Button>
      )}
      <Table<AppraisalEvent>
        rowKey="id"
        size="middle"
        loading={loading}
        pagination={false}
        dataSource={records}
        locale={{ emptyText: <Empty description="No appraisals yet" /> }}
        columns={[
          { title: 'Delegate', key: 'delegate', render: (_, r) => <Link to={`${base}/${r.id}`}>{name(r.employeeId)}</Link> },
          { title: 'Appraiser', key: 'appraiser', render: (_, r) => name(r.appraiserEmployeeId) },
          { title: 'Date', key: 'date', render: (_, r) => showDay(`${r.date}T12:00:00`) },
          { title: 'Rating', key: 'rating', render: (_, r) => `${r.rating} – ${APPRAISAL_RATINGS[r.rating]}` },
          { title: 'Strengths', dataIndex: 'strengths', ellipsis: true },
          { title: 'Development needs', dataIndex: 'developmentNeeds', ellipsis: true },
        ]}
      />
    </div>
  );
}

type Values = Pick<AppraisalEvent, 'attendeeId' | 'appraiserId' | 'date' | 'rating' | 'strengths' | 'developmentNeeds' | 'comments'>;

/** `appraisals/new` and `appraisals/{id}`: one appraisal; open on a complete event too (docs/decisions.md). */
export function AppraisalPage({ event, attendees, base, appraisalId }: EventSectionProps & { appraisalId: number | null }) {
  const isNew = appraisalId === null;
  const { records, loading } = useEventRecords<AppraisalEvent>(APPRAISALS_API, event.id);
  const existing = isNew ? null : (records.find((r) => r.id === appraisalId) ?? null);
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const save = useSave();
  const canWrite = useSession((s) => s.can('COURSES', isNew ? 'create' : 'edit'));
  const canDelete = useSession((s) => s.can('COURSES', 'delete'));
  const delegates = confirmedDelegates(attendees.attendees);
  const appraisers = takingPart(attendees.attendees).filter((a) => a.attendeeType === Instructor || a.attendeeType === Fdo);
  const names = useEmployeeNames([...delegates, ...appraisers].map((a) => a.employeeId).concat(existing ? [existing.employeeId, existing.appraiserEmployeeId] : []));
  const option = (a: Pick<Attendee, 'id' | 'employeeId'>) => ({ value: a.id, label: names.get(a.employeeId) ?? `Employee ${a.employeeId}` });
  // A saved appraisal keeps showing its people even if they have since left the event.
  const withSaved = (list: Attendee[], id: number | undefined, employeeId: number | undefined) => (id && employeeId && !list.some((a) => a.id === id) ? [...list.map(option), option({ id, employeeId })] : list.map(option));

  useEffect(() => {
    form.setFieldsValue(existing ?? { date: today(), strengths: '', developmentNeeds: '', comments: '' });
  }, [existing, form]);

  if (!isNew && !loading && !existing) return <Result status="404" title="No such appraisal" extra={<Link to={base}>Back to the appraisals</Link>} />;
  if (loading || attendees.loading) return <Skeleton active />;

  async function submit(values: Values) {
    const body = { trainingEventId: event.id, ...values };
    const saved = await save(
      () => (existing ? api.put<AppraisalEvent>(`${APPRAISALS_API}/${existing.id}`, body) : api.post<AppraisalEvent>(APPRAISALS_API, body)).then((r) => r.data),
      existing ? 'Appraisal saved' : 'Appraisal created',
      form,
    );
    if (saved) navigate(base);
  }
  async function remove() {
    if (existing && (await save(() => api.delete(`${APPRAISALS_API}/${existing.id}`), 'Appraisal deleted'))) navigate(base);
  }

  return (
    <div style={{ maxWidth: 720 }}>
      <Typography.Title level={4}>{isNew ? 'New appraisal' : 'Appraisal'}</Typography.Title>
      <Form<Values> form={form} layout="vertical" disabled={!canWrite} onFinish={submit} aria-label="Appraisal">
        <Form.Item name="attendeeId" label="Delegate" rules={[{ required: true, message: 'Required' }]}>
          <Select showSearch optionFilterProp="label" disabled={!canWrite || !!existing} placeholder="Choose a delegate" options={withSaved(delegates, existing?.attendeeId, existing?.employeeId)} notFoundContent="No confirmed delegates" />
        </Form.Item>
        <Form.Item name="appraiserId" label="Appraiser" rules={[{ required: true, message: 'Required' }]} extra="An instructor or FDO of the event">
          <Select showSearch optionFilterProp="label" placeholder="Choose the appraiser" options={withSaved(appraisers, existing?.appraiserId, existing?.appraiserEmployeeId)} notFoundContent="No instructors or FDOs on the event" />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Required' }, { validator: (_, v?: string) => (!v || v <= today() ? Promise.resolve() : Promise.reject(new Error(A.futureDate))) }]}>
            <Input type="date" max={today()} />
          </Form.Item>
          <Form.Item name="rating" label="Overall rating" rules={[{ required: true, message: 'Required' }]}>
            <Select style={{ width: 240 }} placeholder="Choose a rating" options={RATING_ITEMS} />
          </Form.Item>
        </Space>
        <Form.Item name="strengths" label="Strengths">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="developmentNeeds" label="Development needs">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="comments" label="Comments">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            Save
          </Button>
          <Button disabled={false} onClick={() => navigate(base)}>
            Back
          </Button>
          {existing && canDelete && (
            <Popconfirm title="Delete this appraisal?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={remove}>
              <Button danger disabled={false}>
                Delete
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
    </div>
  );
}

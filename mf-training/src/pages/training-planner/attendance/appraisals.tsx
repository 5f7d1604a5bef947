import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Empty, Form, Input, Popconfirm, Result, Select, Skeleton, Space, Table, Typography } from 'antd';
import { API_CONSTANTS, type AppraisalEvent } from '@firecrest/contracts';
import { api, useSession, useT } from '@firecrest/portal-kit';
import { showDay } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { useTrainingSave } from '../../../lib/save';
import type { Attendee } from '../../../lib/training-types';
import type { EventSectionProps } from '../event-section';
import { APPRAISALS_API, confirmedDelegates, takingPart, useEventRecords } from './attendance-data';
import { APPRAISAL_RATING_KEYS, employeeLabel } from '../planner-labels';

const { Instructor, Fdo } = API_CONSTANTS.TrainingEventAttendeeType;
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** §2.6 `appraisals`: the appraisals of the event's delegates by its instructors and FDOs. */
export function AppraisalsTab({ event, base }: EventSectionProps) {
  const { t } = useT('planner');
  const { records, loading } = useEventRecords<AppraisalEvent>(APPRAISALS_API, event.id);
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const navigate = useNavigate();
  const names = useEmployeeNames(records.flatMap((r) => [r.employeeId, r.appraiserEmployeeId]));
  const name = (employeeId: number) => employeeLabel(t, names, employeeId);
  return (
    <div>
      {canCreate && (
        <Button type="primary" style={{ marginBottom: 16 }} disabled={event.status === 3} onClick={() => navigate(`${base}/new`)}>
          {t('appraisals.new')}
        </Button>
      )}
      <Table<AppraisalEvent>
        rowKey="id"
        size="middle"
        loading={loading}
        pagination={false}
        dataSource={records}
        locale={{ emptyText: <Empty description={t('appraisals.empty')} /> }}
        columns={[
          { title: t('training:attendeeType.delegate'), key: 'delegate', render: (_, r) => <Link to={`${base}/${r.id}`}>{name(r.employeeId)}</Link> },
          { title: t('appraisals.appraiser'), key: 'appraiser', render: (_, r) => name(r.appraiserEmployeeId) },
          { title: t('form.date'), key: 'date', render: (_, r) => showDay(`${r.date}T12:00:00`) },
          { title: t('appraisals.rating'), key: 'rating', render: (_, r) => `${r.rating} – ${t(APPRAISAL_RATING_KEYS[r.rating]!)}` },
          { title: t('appraisals.strengths'), dataIndex: 'strengths', ellipsis: true },
          { title: t('appraisals.developmentNeeds'), dataIndex: 'developmentNeeds', ellipsis: true },
        ]}
      />
    </div>
  );
}

type Values = Pick<AppraisalEvent, 'attendeeId' | 'appraiserId' | 'date' | 'rating' | 'strengths' | 'developmentNeeds' | 'comments'>;

/** `appraisals/new` and `appraisals/{id}`: one appraisal; open on a complete event too (docs/decisions.md). */
export function AppraisalPage({ event, attendees, base, appraisalId }: EventSectionProps & { appraisalId: number | null }) {
  const { t } = useT('planner');
  const isNew = appraisalId === null;
  const ratingItems = Object.entries(APPRAISAL_RATING_KEYS).map(([value, key]) => ({ value: Number(value), label: `${value} – ${t(key)}` }));
  const required = { required: true, message: t('common:required') };
  const { records, loading } = useEventRecords<AppraisalEvent>(APPRAISALS_API, event.id);
  const existing = isNew ? null : (records.find((r) => r.id === appraisalId) ?? null);
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const canWrite = useSession((s) => s.can('COURSES', isNew ? 'create' : 'edit'));
  const canDelete = useSession((s) => s.can('COURSES', 'delete'));
  const delegates = confirmedDelegates(attendees.attendees);
  const appraisers = takingPart(attendees.attendees).filter((a) => a.attendeeType === Instructor || a.attendeeType === Fdo);
  const names = useEmployeeNames([...delegates, ...appraisers].map((a) => a.employeeId).concat(existing ? [existing.employeeId, existing.appraiserEmployeeId] : []));
  const option = (a: Pick<Attendee, 'id' | 'employeeId'>) => ({ value: a.id, label: employeeLabel(t, names, a.employeeId) });
  // A saved appraisal keeps showing its people even if they have since left the event.
  const withSaved = (list: Attendee[], id: number | undefined, employeeId: number | undefined) => (id && employeeId && !list.some((a) => a.id === id) ? [...list.map(option), option({ id, employeeId })] : list.map(option));

  useEffect(() => {
    form.setFieldsValue(existing ?? { date: today(), strengths: '', developmentNeeds: '', comments: '' });
  }, [existing, form]);
  const save = useTrainingSave({
    save: (values: Values) => {
      const body = { trainingEventId: event.id, ...values };
      return existing ? api.put<AppraisalEvent>(`${APPRAISALS_API}/${existing.id}`, body) : api.post<AppraisalEvent>(APPRAISALS_API, body);
    },
    invalidates: [APPRAISALS_API],
    saved: existing ? t('appraisals.saved') : t('appraisals.created'),
    form,
    onSaved: () => navigate(base),
  });
  const remove = useTrainingSave({ save: (id: number) => api.delete(`${APPRAISALS_API}/${id}`), invalidates: [APPRAISALS_API], saved: t('appraisals.deleted'), onSaved: () => navigate(base) });

  if (!isNew && !loading && !existing) return <Result status="404" title={t('notFound.appraisal')} extra={<Link to={base}>{t('appraisals.back')}</Link>} />;
  if (loading || attendees.loading) return <Skeleton active />;


  return (
    <div style={{ maxWidth: 720 }}>
      <Typography.Title level={4}>{isNew ? t('appraisals.new') : t('appraisals.title')}</Typography.Title>
      <Form<Values> form={form} layout="vertical" disabled={!canWrite} onFinish={(v) => save.mutate(v)} aria-label={t('appraisals.title')}>
        <Form.Item name="attendeeId" label={t('training:attendeeType.delegate')} rules={[required]}>
          <Select showSearch optionFilterProp="label" disabled={!canWrite || !!existing} placeholder={t('appraisals.chooseDelegate')} options={withSaved(delegates, existing?.attendeeId, existing?.employeeId)} notFoundContent={t('appraisals.noDelegates')} />
        </Form.Item>
        <Form.Item name="appraiserId" label={t('appraisals.appraiser')} rules={[required]} extra={t('appraisals.appraiserHelp')}>
          <Select showSearch optionFilterProp="label" placeholder={t('appraisals.chooseAppraiser')} options={withSaved(appraisers, existing?.appraiserId, existing?.appraiserEmployeeId)} notFoundContent={t('appraisals.noAppraisers')} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="date" label={t('form.date')} rules={[required, { validator: (_, v?: string) => (!v || v <= today() ? Promise.resolve() : Promise.reject(new Error(t('appraisals.futureDate')))) }]}>
            <Input type="date" max={today()} />
          </Form.Item>
          <Form.Item name="rating" label={t('appraisals.overallRating')} rules={[required]}>
            <Select style={{ width: 240 }} placeholder={t('appraisals.chooseRating')} options={ratingItems} />
          </Form.Item>
        </Space>
        <Form.Item name="strengths" label={t('appraisals.strengths')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="developmentNeeds" label={t('appraisals.developmentNeeds')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="comments" label={t('form.comments')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common:save')}
          </Button>
          <Button disabled={false} onClick={() => navigate(base)}>
            {t('notFound.back')}
          </Button>
          {existing && canDelete && (
            <Popconfirm title={t('appraisals.confirmDelete')} okText={t('common:delete')} cancelText={t('common:cancel')} okButtonProps={{ danger: true }} onConfirm={() => existing && remove.mutate(existing.id)}>
              <Button danger disabled={false}>
                {t('common:delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
    </div>
  );
}

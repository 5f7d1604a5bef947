import { useState } from 'react';
import { Alert, Button, Empty, Form, Input, Modal, Radio, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { mayEvaluate, shownEvaluationStatus, type EvaluationEvent, type EvaluationResult, type EvaluationStatus } from '@firecrest/contracts';
import { api, useSession, useT } from '@firecrest/portal-kit';
import { useEmployeeNames } from '../../../lib/employees';
import { useReferenceList } from '../../../lib/reference-lists';
import { useTrainingSave } from '../../../lib/save';
import type { EventSectionProps } from '../event-section';
import { confirmedDelegates, EVALUATIONS_API, useEventRecords } from './attendance-data';
import { employeeLabel, EVALUATION_RESULT_KEYS, EVALUATION_STATUS_KEYS } from '../planner-labels';

const STATUS_COLOURS: Record<EvaluationStatus, string> = { pending: 'default', queued: 'blue', applied: 'green', notApplied: 'orange' };
const RESULT_COLOURS: Record<EvaluationResult, string> = { pass: 'green', fail: 'red', notAssessed: 'default' };
const STATUS_HELP: Record<EvaluationStatus, string> = {
  pending: 'evaluations.help.pending',
  queued: 'evaluations.help.queued',
  applied: 'evaluations.help.applied',
  notApplied: 'evaluations.help.notApplied',
};

interface Row {
  attendeeId: number;
  employeeId: number;
  evaluation: EvaluationEvent | null;
}
interface Values {
  results: Record<string, EvaluationResult>;
  comment: string;
}

/**
 * §2.6 `evaluations`: each delegate's outcome on the event's competencies (pass, fail, not assessed) and its §4.2
 * status. Recording needs the training event evaluation permission (§6); an applied evaluation is final. Evaluations stay open on a complete event
 * until applied (docs/decisions.md).
 */
export function EvaluationsTab({ event, attendees }: EventSectionProps) {
  const { t } = useT('planner');
  const { records, loading } = useEventRecords<EvaluationEvent>(EVALUATIONS_API, event.id);
  const competencies = useReferenceList('competency');
  // §6: recording a training event evaluation needs the role's training event evaluation permission (the server's rule too).
  const canEvaluate = useSession((s) => mayEvaluate(s.user?.permissions, 'trainingEvent'));
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<Row | null>(null);
  const byAttendee = new Map(records.map((e) => [e.attendeeId, e]));
  const rows: Row[] = [
    ...confirmedDelegates(attendees.attendees).map((a) => ({ attendeeId: a.id, employeeId: a.employeeId, evaluation: byAttendee.get(a.id) ?? null })),
    ...records.filter((e) => !confirmedDelegates(attendees.attendees).some((a) => a.id === e.attendeeId)).map((e) => ({ attendeeId: e.attendeeId, employeeId: e.employeeId, evaluation: e })),
  ];
  const names = useEmployeeNames(rows.map((r) => r.employeeId));
  const name = (r: Row) => employeeLabel(t, names, r.employeeId);
  const competencyName = (id: number) => competencies.byId.get(id)?.name ?? t('prerequisites.competency', { id });
  // Nobody evaluated yet: pending whatever the event's status (only a recorded evaluation is queued for the job).
  const status = (r: Row) => (r.evaluation ? shownEvaluationStatus(r.evaluation.status, event.status) : 'pending');
  const final = (r: Row) => !!r.evaluation && r.evaluation.status !== 'pending';

  function open(r: Row) {
    const results = Object.fromEntries(event.competencyIds.map((id) => [String(id), r.evaluation?.outcomes.find((o) => o.competencyId === id)?.result ?? 'notAssessed']));
    form.setFieldsValue({ results, comment: r.evaluation?.comment ?? '' });
    setEditing(r);
  }
  const save = useTrainingSave({
    save: ({ row, values }: { row: Row; values: Values }) => {
      const body = { trainingEventId: event.id, attendeeId: row.attendeeId, outcomes: event.competencyIds.map((id) => ({ competencyId: id, result: values.results[String(id)] ?? 'notAssessed' })), comment: values.comment ?? '' };
      return row.evaluation ? api.put(`${EVALUATIONS_API}/${row.evaluation.id}`, body) : api.post(EVALUATIONS_API, body);
    },
    invalidates: [EVALUATIONS_API],
    saved: (_, { row }) => t('evaluations.saved', { name: name(row) }),
    form,
    onSaved: () => setEditing(null),
  });
  function submit(values: Values) {
    if (editing) save.mutate({ row: editing, values });
  }

  if (!event.competencyIds.length) return <Empty description={t('evaluations.noCompetencies')} />;
  return (
    <div>
      {!canEvaluate && <Alert type="info" showIcon title={t('evaluations.denied')} style={{ marginBottom: 16 }} />}
      {event.status === 3 && <Alert type="warning" showIcon title={t('evaluations.cancelled')} style={{ marginBottom: 16 }} />}
      <Table<Row>
        rowKey="attendeeId"
        size="middle"
        loading={loading || attendees.loading}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: <Empty description={t('evaluations.empty')} /> }}
        columns={[
          { title: t('training:attendeeType.delegate'), key: 'name', render: (_, r) => name(r) },
          ...event.competencyIds.map((id) => ({
            title: competencyName(id),
            key: `c${id}`,
            render: (_: unknown, r: Row) => {
              const result = r.evaluation?.outcomes.find((o) => o.competencyId === id)?.result;
              return result ? <Tag color={RESULT_COLOURS[result]}>{t(EVALUATION_RESULT_KEYS[result]!)}</Tag> : <Typography.Text type="secondary">{t('evaluations.notEvaluated')}</Typography.Text>;
            },
          })),
          {
            title: t('list.status'),
            key: 'status',
            render: (_, r) => (
              <Tooltip title={t(STATUS_HELP[status(r)])}>
                <Tag color={STATUS_COLOURS[status(r)]} data-testid={`evaluation-status-${r.attendeeId}`}>
                  {t(EVALUATION_STATUS_KEYS[status(r)]!)}
                </Tag>
              </Tooltip>
            ),
          },
          { title: t('status.comment'), key: 'comment', render: (_, r) => r.evaluation?.comment },
          {
            title: '',
            key: 'actions',
            width: 120,
            render: (_, r) =>
              canEvaluate && (
                <Button size="small" disabled={final(r)} aria-label={t('evaluations.evaluateNamed', { name: name(r) })} onClick={() => open(r)}>
                  {r.evaluation ? t('evaluations.edit') : t('evaluations.evaluate')}
                </Button>
              ),
          },
        ]}
      />
      <Modal open={!!editing} title={editing ? t('evaluations.evaluateNamed', { name: name(editing) }) : ''} okText={t('evaluations.save')} cancelText={t('common:cancel')} onOk={() => form.submit()} okButtonProps={{ loading: save.isPending }} onCancel={() => setEditing(null)} forceRender>
        <Form<Values> form={form} layout="vertical" onFinish={submit}>
          {event.competencyIds.map((id) => (
            <Form.Item key={id} name={['results', String(id)]} label={competencyName(id)}>
              <Radio.Group optionType="button" aria-label={competencyName(id)} options={Object.entries(EVALUATION_RESULT_KEYS).map(([value, key]) => ({ value, label: t(key) }))} />
            </Form.Item>
          ))}
          <Space style={{ marginBottom: 8 }}>
            <Button size="small" onClick={() => form.setFieldValue('results', Object.fromEntries(event.competencyIds.map((id) => [String(id), 'pass'])))}>
              {t('evaluations.passAll')}
            </Button>
          </Space>
          <Form.Item name="comment" label={t('status.comment')}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

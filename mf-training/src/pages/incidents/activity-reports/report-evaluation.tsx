import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { mayEvaluate, type EvaluationResult } from '@firecrest/contracts';
import { api, showDay, useSession, useT } from '@firecrest/portal-kit';
import { useEmployeeNames } from '../../../lib/employees';
import { useReferenceList } from '../../../lib/reference-lists';
import { useTrainingSave } from '../../../lib/save';
import { RESULT_KEYS } from './report-labels';
import { REPORTS, actionPlanPath, type ActivityReportRow } from './report-api';

const RESULT_COLOURS: Record<EvaluationResult, string> = { pass: 'green', fail: 'red', notAssessed: 'default' };
type Outcome = { employeeId: number; competencyId: number; result: EvaluationResult };

/**
 * The incident evaluation (§2.6 car-list/evaluation): an outcome per person and competency exercised, once the report
 * is complete; applying it updates the competency records and raises an action plan for each person with a fail.
 */
export function ReportEvaluation({ report }: { report: ActivityReportRow }) {
  const { t } = useT('incidents');
  const evaluate = useTrainingSave({
    save: (body: { outcomes: Outcome[]; comment: string }) => api.post(`${REPORTS}/${report.id}/evaluation`, body),
    // The report (now evaluated) and the competency records the outcomes updated.
    invalidates: [REPORTS, '/api/training/employee-competencies'],
    saved: t('evaluation.applied'),
  });
  const permissions = useSession((s) => s.user?.permissions);
  const competencies = useReferenceList('competency');
  const names = useEmployeeNames(report.activities.map((a) => a.employeeId));
  const rows = useMemo<Outcome[]>(() => report.activities.flatMap((a) => a.competencyIds.map((competencyId) => ({ employeeId: a.employeeId, competencyId, result: 'pass' as const }))), [report.activities]);
  const [results, setResults] = useState<Record<string, EvaluationResult>>({});
  const [comment, setComment] = useState('');
  const key = (o: { employeeId: number; competencyId: number }) => `${o.employeeId}:${o.competencyId}`;
  const columns = [
    { title: t('form.employee'), dataIndex: 'employeeId', render: (e: number) => names.get(e) ?? t('report.employee', { id: e }) },
    { title: t('evaluation.competency'), dataIndex: 'competencyId', render: (c: number) => competencies.byId.get(c)?.name ?? c },
  ];

  if (report.evaluation) {
    const plans = report.evaluation.actionPlanIds;
    const failedPeople = [...new Set(report.evaluation.outcomes.filter((o) => o.result === 'fail').map((o) => o.employeeId))];
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="success" showIcon title={report.evaluation.evaluatedDate ? t('evaluation.doneOn', { by: report.evaluation.evaluatedBy, date: showDay(report.evaluation.evaluatedDate) }) : t('evaluation.done', { by: report.evaluation.evaluatedBy })} />
        <Table rowKey={key} pagination={false} dataSource={report.evaluation.outcomes} columns={[...columns, { title: t('evaluation.outcome'), dataIndex: 'result', render: (r: EvaluationResult) => <Tag color={RESULT_COLOURS[r]}>{t(RESULT_KEYS[r])}</Tag> }]} />
        {report.evaluation.comment && <div>{t('evaluation.comment', { comment: report.evaluation.comment })}</div>}
        {plans.length > 0 && (
          <div>
            {t('evaluation.plansRaised')}{' '}
            {plans.map((planId, i) => (
              <Link key={planId} to={actionPlanPath(failedPeople[i] ?? 0, planId)} style={{ marginRight: 12 }}>{t('evaluation.plan', { id: planId, name: names.get(failedPeople[i] ?? 0) ?? t('evaluation.employee') })}</Link>
            ))}
          </div>
        )}
      </Space>
    );
  }
  if (report.status !== 'complete') return <Alert type="info" showIcon title={t('evaluation.notComplete')} />;
  if (!mayEvaluate(permissions, 'incident')) return <Alert type="warning" showIcon title={t('evaluation.denied')} />;
  if (!rows.length) return <Alert type="info" showIcon title={t('evaluation.nothing')} />;

  const apply = () => evaluate.mutate({ outcomes: rows.map((r) => ({ ...r, result: results[key(r)] ?? r.result })), comment });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table
        rowKey={key}
        pagination={false}
        dataSource={rows}
        columns={[
          ...columns,
          {
            title: t('evaluation.outcome'),
            key: 'result',
            render: (_: unknown, r: Outcome) => (
              <Select<EvaluationResult>
                aria-label={t('evaluation.outcomeFor', { name: names.get(r.employeeId) ?? r.employeeId, competency: competencies.byId.get(r.competencyId)?.name ?? r.competencyId })}
                style={{ width: 160 }}
                value={results[key(r)] ?? r.result}
                onChange={(v) => setResults((s) => ({ ...s, [key(r)]: v }))}
                options={Object.entries(RESULT_KEYS).map(([value, key]) => ({ value: value as EvaluationResult, label: t(key) }))}
              />
            ),
          },
        ]}
      />
      <Input.TextArea aria-label={t('evaluation.commentLabel')} rows={2} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={t('report.commentOptional')} />
      <Popconfirm title={t('evaluation.confirm')} okText={t('evaluation.apply')} onConfirm={apply}>
        <Button type="primary" loading={evaluate.isPending}>{t('evaluation.applyEvaluation')}</Button>
      </Popconfirm>
    </Space>
  );
}

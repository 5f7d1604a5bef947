import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { ACTIVITY_REPORT_MESSAGES as R, EVALUATION_RESULTS, evaluationDeniedMessage, mayEvaluate, type EvaluationResult } from '@firecrest/contracts';
import { api, useSession } from '@firecrest/portal-kit';
import { useEmployeeNames } from '../../../lib/employees';
import { useReferenceList } from '../../../lib/reference-lists';
import { useSave } from '../../../lib/save';
import { REPORTS, actionPlanPath, type ActivityReportRow } from './report-api';

const RESULT_COLOURS: Record<EvaluationResult, string> = { pass: 'green', fail: 'red', notAssessed: 'default' };
type Outcome = { employeeId: number; competencyId: number; result: EvaluationResult };

/**
 * The incident evaluation (§2.6 car-list/evaluation): an outcome per person and competency exercised, once the report
 * is complete; applying it updates the competency records and raises an action plan for each person with a fail.
 */
export function ReportEvaluation({ report, onEvaluated }: { report: ActivityReportRow; onEvaluated(): void }) {
  const save = useSave();
  const permissions = useSession((s) => s.user?.permissions);
  const competencies = useReferenceList('competency');
  const names = useEmployeeNames(report.activities.map((a) => a.employeeId));
  const rows = useMemo<Outcome[]>(() => report.activities.flatMap((a) => a.competencyIds.map((competencyId) => ({ employeeId: a.employeeId, competencyId, result: 'pass' as const }))), [report.activities]);
  const [results, setResults] = useState<Record<string, EvaluationResult>>({});
  const [comment, setComment] = useState('');
  const key = (o: { employeeId: number; competencyId: number }) => `${o.employeeId}:${o.competencyId}`;
  const columns = [
    { title: 'Employee', dataIndex: 'employeeId', render: (e: number) => names.get(e) ?? `Employee ${e}` },
    { title: 'Competency', dataIndex: 'competencyId', render: (c: number) => competencies.byId.get(c)?.name ?? c },
  ];

  if (report.evaluation) {
    const plans = report.evaluation.actionPlanIds;
    const failedPeople = [...new Set(report.evaluation.outcomes.filter((o) => o.result === 'fail').map((o) => o.employeeId))];
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="success" showIcon title={`Evaluated by ${report.evaluation.evaluatedBy}${report.evaluation.evaluatedDate ? ` on ${new Date(report.evaluation.evaluatedDate).toLocaleDateString()}` : ''}; the outcomes were applied to the competency records.`} />
        <Table rowKey={key} pagination={false} dataSource={report.evaluation.outcomes} columns={[...columns, { title: 'Outcome', dataIndex: 'result', render: (r: EvaluationResult) => <Tag color={RESULT_COLOURS[r]}>{EVALUATION_RESULTS[r]}</Tag> }]} />
        {report.evaluation.comment && <div>Comment: {report.evaluation.comment}</div>}
        {plans.length > 0 && (
          <div>
            Action plans raised:{' '}
            {plans.map((planId, i) => (
              <Link key={planId} to={actionPlanPath(failedPeople[i] ?? 0, planId)} style={{ marginRight: 12 }}>Action plan {planId} ({names.get(failedPeople[i] ?? 0) ?? 'employee'})</Link>
            ))}
          </div>
        )}
      </Space>
    );
  }
  if (report.status !== 'complete') return <Alert type="info" showIcon title={`${R.notComplete}.`} />;
  if (!mayEvaluate(permissions, 'incident')) return <Alert type="warning" showIcon title={evaluationDeniedMessage('incident')} />;
  if (!rows.length) return <Alert type="info" showIcon title="Nobody on this report exercised a competency: there is nothing to evaluate." />;

  async function apply() {
    const outcomes = rows.map((r) => ({ ...r, result: results[key(r)] ?? r.result }));
    if (await save(() => api.post(`${REPORTS}/${report.id}/evaluation`, { outcomes, comment }), 'Evaluation applied')) onEvaluated();
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table
        rowKey={key}
        pagination={false}
        dataSource={rows}
        columns={[
          ...columns,
          {
            title: 'Outcome',
            key: 'result',
            render: (_: unknown, r: Outcome) => (
              <Select<EvaluationResult>
                aria-label={`Outcome for ${names.get(r.employeeId) ?? r.employeeId}, ${competencies.byId.get(r.competencyId)?.name ?? r.competencyId}`}
                style={{ width: 160 }}
                value={results[key(r)] ?? r.result}
                onChange={(v) => setResults((s) => ({ ...s, [key(r)]: v }))}
                options={Object.entries(EVALUATION_RESULTS).map(([value, label]) => ({ value: value as EvaluationResult, label }))}
              />
            ),
          },
        ]}
      />
      <Input.TextArea aria-label="Evaluation comment" rows={2} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder="Comment (optional)" />
      <Popconfirm title="Apply this evaluation? Passes go on the competency records and each fail raises an action plan; it cannot be changed afterwards." okText="Apply" onConfirm={apply}>
        <Button type="primary">Apply evaluation</Button>
      </Popconfirm>
    </Space>
  );
}

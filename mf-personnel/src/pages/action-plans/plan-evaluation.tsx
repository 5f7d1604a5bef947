import { useState } from 'react';
import { Alert, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { EVALUATION_RESULTS, actionPlanClosed, evaluationDeniedMessage, mayEvaluate, type EvaluationResult } from '@firecrest/contracts';
import { api, problemMessage, useSession, useToast, useTrainingList } from '@firecrest/portal-kit';
import { PLANS, type ActionPlanRow } from './plan-api';

const RESULT_COLOURS: Record<EvaluationResult, string> = { pass: 'green', fail: 'red', notAssessed: 'default' };

/** The action plan evaluation (§2.5 dashboard/{id}/evaluation): an outcome per competency of the plan; passes go on the records. */
export function PlanEvaluation({ plan, onEvaluated }: { plan: ActionPlanRow; onEvaluated(): void }) {
  const toast = useToast();
  const permissions = useSession((s) => s.user?.permissions);
  const competencies = useTrainingList('competency');
  const [results, setResults] = useState<Record<number, EvaluationResult>>({});
  const [comment, setComment] = useState('');
  const name = (c: number) => competencies.byId.get(c)?.name ?? `Competency ${c}`;

  if (plan.evaluation) {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="success" showIcon title={`Evaluated by ${plan.evaluation.evaluatedBy}${plan.evaluation.evaluatedDate ? ` on ${new Date(plan.evaluation.evaluatedDate).toLocaleDateString()}` : ''}; passes were applied to the competency records.`} />
        <Table rowKey="competencyId" pagination={false} dataSource={plan.evaluation.outcomes} columns={[{ title: 'Competency', dataIndex: 'competencyId', render: name }, { title: 'Outcome', dataIndex: 'result', render: (r: EvaluationResult) => <Tag color={RESULT_COLOURS[r]}>{EVALUATION_RESULTS[r]}</Tag> }]} />
        {plan.evaluation.comment && <div>Comment: {plan.evaluation.comment}</div>}
      </Space>
    );
  }
  if (actionPlanClosed(plan.status)) return <Alert type="info" showIcon title="The plan was closed without an evaluation." />;
  if (!plan.competencyIds.length) return <Alert type="info" showIcon title="The plan names no competencies: there is nothing to evaluate." />;
  if (!mayEvaluate(permissions, 'actionPlan')) return <Alert type="warning" showIcon title={evaluationDeniedMessage('actionPlan')} />;

  async function apply() {
    try {
      await api.post(`${PLANS}/${plan.id}/evaluation`, { outcomes: plan.competencyIds.map((competencyId) => ({ competencyId, result: results[competencyId] ?? 'pass' })), comment });
      toast.success('Evaluation applied');
      onEvaluated();
    } catch (e) {
      toast.error(problemMessage(e));
    }
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table
        rowKey={(c) => c}
        pagination={false}
        dataSource={plan.competencyIds}
        columns={[
          { title: 'Competency', render: (_: unknown, c: number) => name(c) },
          {
            title: 'Outcome',
            render: (_: unknown, c: number) => (
              <Select<EvaluationResult> aria-label={`Outcome for ${name(c)}`} style={{ width: 160 }} value={results[c] ?? 'pass'} onChange={(v) => setResults((s) => ({ ...s, [c]: v }))} options={Object.entries(EVALUATION_RESULTS).map(([value, label]) => ({ value: value as EvaluationResult, label }))} />
            ),
          },
        ]}
      />
      <Input.TextArea aria-label="Evaluation comment" rows={2} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder="Comment (optional)" />
      <Popconfirm title="Apply this evaluation? Passes go on the competency records; it cannot be changed afterwards." okText="Apply" onConfirm={apply}>
        <Button type="primary">Apply evaluation</Button>
      </Popconfirm>
    </Space>
  );
}

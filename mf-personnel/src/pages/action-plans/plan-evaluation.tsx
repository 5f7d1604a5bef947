import { useState } from 'react';
import { Alert, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { EVALUATION_RESULTS, actionPlanClosed, mayEvaluate, type EvaluationResult } from '@firecrest/contracts';
import { api, formatDate, useLanguage, useSave, useSession, useT, useTrainingList } from '@firecrest/portal-kit';
import { RESULT_KEYS } from '../../lib/plan-labels';
import { PLANS, type ActionPlanRow } from './plan-api';

const RESULT_COLOURS: Record<EvaluationResult, string> = { pass: 'green', fail: 'red', notAssessed: 'default' };

/** The action plan evaluation (§2.5 dashboard/{id}/evaluation): an outcome per competency of the plan; passes go on the records. */
export function PlanEvaluation({ plan }: { plan: ActionPlanRow }) {
  const { t } = useT('personnel');
  const language = useLanguage((s) => s.language);
  const permissions = useSession((s) => s.user?.permissions);
  const competencies = useTrainingList('competency');
  const [results, setResults] = useState<Record<number, EvaluationResult>>({});
  const [comment, setComment] = useState('');
  const apply = useSave({
    save: () => api.post(`${PLANS}/${plan.id}/evaluation`, { outcomes: plan.competencyIds.map((competencyId) => ({ competencyId, result: results[competencyId] ?? 'pass' })), comment }),
    // The passes go on the person's competency records.
    invalidates: [PLANS, '/api/training/employee-competencies'],
    saved: t('plan.evaluationApplied'),
  });
  const name = (c: number) => competencies.byId.get(c)?.name ?? t('plan.competencyNumbered', { id: c });

  if (plan.evaluation) {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert
          type="success"
          showIcon
          title={plan.evaluation.evaluatedDate
            ? t('plan.evaluatedOn', { name: plan.evaluation.evaluatedBy, date: formatDate(plan.evaluation.evaluatedDate, language) })
            : t('plan.evaluatedBy', { name: plan.evaluation.evaluatedBy })}
        />
        <Table rowKey="competencyId" pagination={false} dataSource={plan.evaluation.outcomes} columns={[{ title: t('field.competency'), dataIndex: 'competencyId', render: name }, { title: t('reviewed.outcome'), dataIndex: 'result', render: (r: EvaluationResult) => <Tag color={RESULT_COLOURS[r]}>{t(RESULT_KEYS[r])}</Tag> }]} />
        {plan.evaluation.comment && <div>{t('plan.commentIs', { comment: plan.evaluation.comment })}</div>}
      </Space>
    );
  }
  if (actionPlanClosed(plan.status)) return <Alert type="info" showIcon title={t('plan.closedUnevaluated')} />;
  if (!plan.competencyIds.length) return <Alert type="info" showIcon title={t('plan.nothingToEvaluate')} />;
  if (!mayEvaluate(permissions, 'actionPlan')) return <Alert type="warning" showIcon title={t('plan.evaluationDenied')} />;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table
        rowKey={(c) => c}
        pagination={false}
        dataSource={plan.competencyIds}
        columns={[
          { title: t('field.competency'), render: (_: unknown, c: number) => name(c) },
          {
            title: t('reviewed.outcome'),
            render: (_: unknown, c: number) => (
              <Select<EvaluationResult> aria-label={t('plan.outcomeFor', { name: name(c) })} style={{ width: 160 }} value={results[c] ?? 'pass'} onChange={(v) => setResults((s) => ({ ...s, [c]: v }))} options={(Object.keys(EVALUATION_RESULTS) as EvaluationResult[]).map((value) => ({ value, label: t(RESULT_KEYS[value]) }))} />
            ),
          },
        ]}
      />
      <Input.TextArea aria-label={t('plan.evaluationComment')} rows={2} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={t('plan.commentOptional')} />
      <Popconfirm title={t('plan.confirmApply')} okText={t('plan.apply')} onConfirm={() => apply.mutate()}>
        <Button type="primary" loading={apply.isPending}>{t('plan.applyEvaluation')}</Button>
      </Popconfirm>
    </Space>
  );
}

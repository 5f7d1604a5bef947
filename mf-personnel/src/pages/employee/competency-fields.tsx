import { useEffect } from 'react';
import { Col, Form, Input, Row, Select } from 'antd';
import { mayEvaluate } from '@firecrest/contracts';
import { useSession, useT, useTrainingList } from '@firecrest/portal-kit';

/** A new competency record's fields; `held` are the competencies the person already holds (refused again). */
export function CompetencyRecordFields({ held }: { held: Set<number> }) {
  const { t } = useT('personnel');
  const competencies = useTrainingList('competency');
  const statuses = useTrainingList('competencyStatus');
  // A status other than unassessed is a manual evaluation (§6): without the permission a competency is only assigned.
  const mayAssess = useSession((s) => mayEvaluate(s.user?.permissions, 'manual'));
  const form = Form.useFormInstance();
  const unassessed = statuses.items.find((s) => s.name.toUpperCase() === 'UNASSESSED');
  const offered = mayAssess ? statuses.items : statuses.items.filter((s) => s === unassessed);
  useEffect(() => {
    if (!mayAssess && unassessed) form.setFieldValue('statusId', unassessed.id);
  }, [mayAssess, unassessed, form]);
  return (
    <>
      <Form.Item
        name="competencyId"
        label={t('field.competency')}
        rules={[{ required: true, message: t('common:required') }, { validator: (_, id: number) => (held.has(id) ? Promise.reject(new Error(t('rule.competencyAlreadyAdded'))) : Promise.resolve()) }]}
      >
        <Select showSearch optionFilterProp="label" aria-label={t('field.competency')} options={competencies.items.map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))} />
      </Form.Item>
      <Form.Item name="statusId" label={t('field.status')} rules={[{ required: true, message: t('common:required') }]} extra={mayAssess ? undefined : t('competencies.addedUnassessed')}>
        <Select aria-label={t('field.status')} options={offered.map((s) => ({ value: s.id, label: s.name }))} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}><Form.Item name="startDate" label={t('field.startDate')} rules={[{ required: true, message: t('common:required') }]}><Input type="date" /></Form.Item></Col>
        <Col span={12}>
          <Form.Item
            name="expiryDate"
            label={t('field.expiryDate')}
            dependencies={['startDate']}
            rules={[({ getFieldValue }) => ({ validator: (_, d: string) => (d && d < getFieldValue('startDate') ? Promise.reject(new Error(t('rule.endAfterStart'))) : Promise.resolve()) })]}
          >
            <Input type="date" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** The competencies a person holds today (not ended). */
export const heldCompetencies = (records: readonly object[], today: string) =>
  new Set((records as { competencyId: number; endDate?: string | null }[]).filter((r) => !r.endDate || r.endDate >= today).map((r) => r.competencyId));

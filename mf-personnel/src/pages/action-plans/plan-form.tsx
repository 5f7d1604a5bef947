import { Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { ACTION_PLAN_TYPES, todayIso, type ActionPlanBody, type ActionPlanType } from '@firecrest/contracts';
import { EmployeeSelect, FormFooter, useT, useTrainingList } from '@firecrest/portal-kit';
import { PLAN_TYPE_KEYS } from '../../lib/plan-labels';

export type PlanValues = Omit<ActionPlanBody, 'employeeId' | 'source' | 'sourceId'>;

/** An action plan's fields (§3.2): type, description, resolve-by date, assessor, line manager, comment, competencies and subject areas. */
export function PlanForm({ form, initial, disabled, saving, submitLabel, onSubmit, onCancel, children }: {
  /** The caller's, to show the server's field messages (useSave). */
  form: FormInstance<PlanValues>;
  initial: Partial<PlanValues>;
  disabled: boolean;
  saving: boolean;
  submitLabel: string;
  onSubmit(values: PlanValues): void;
  onCancel(): void;
  children?: React.ReactNode;
}) {
  const { t } = useT('personnel');
  const required = { required: true, message: t('common:required') };
  const competencies = useTrainingList('competency');
  const subjectAreas = useTrainingList('subjectArea');
  return (
    <Form form={form} layout="vertical" disabled={disabled} initialValues={{ type: 'development', competencyIds: [], subjectAreaIds: [], comment: '', ...initial }} onFinish={onSubmit} style={{ maxWidth: 900 }}>
      {children}
      <Row gutter={16}>
        <Col xs={24} md={8}><Form.Item name="type" label={t('field.type')} rules={[required]}><Select options={(Object.keys(ACTION_PLAN_TYPES) as ActionPlanType[]).map((value) => ({ value, label: t(PLAN_TYPE_KEYS[value]) }))} /></Form.Item></Col>
        <Col xs={24} md={8}>
          <Form.Item name="resolveByDate" label={t('plan.resolveBy')} rules={[required]}>
            <Input type="date" min={initial.resolveByDate && initial.resolveByDate < todayIso() ? undefined : todayIso()} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('field.description')} rules={[{ ...required, whitespace: true }]}><Input.TextArea rows={3} maxLength={2000} /></Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}><Form.Item name="assessorEmployeeId" label={t('plan.assessor')}><EmployeeSelect allowClear /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="lineManagerEmployeeId" label={t('plan.lineManager')}><EmployeeSelect allowClear /></Form.Item></Col>
      </Row>
      <Form.Item name="competencyIds" label={t('field.competencies')}><Select mode="multiple" showSearch optionFilterProp="label" options={competencies.items.map((c) => ({ value: c.id, label: c.name }))} /></Form.Item>
      <Form.Item name="subjectAreaIds" label={t('field.subjectAreas')}><Select mode="multiple" showSearch optionFilterProp="label" options={subjectAreas.items.map((s) => ({ value: s.id, label: s.name }))} /></Form.Item>
      <Form.Item name="comment" label={t('field.comment')}><Input.TextArea rows={2} maxLength={2000} /></Form.Item>
      <FormFooter disabled={disabled} saving={saving} submitLabel={submitLabel} onCancel={onCancel} />
    </Form>
  );
}

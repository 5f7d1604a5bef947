import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { ACTION_PLAN_TYPES, MESSAGES, todayIso, type ActionPlanBody } from '@firecrest/contracts';
import { EmployeeSelect, useTrainingList } from '@firecrest/portal-kit';

export type PlanValues = Omit<ActionPlanBody, 'employeeId' | 'source' | 'sourceId'>;

/** An action plan's fields (§3.2): type, description, resolve-by date, assessor, line manager, comment, competencies and subject areas. */
export function PlanForm({ initial, disabled, submitLabel, onSubmit, onCancel, children }: {
  initial: Partial<PlanValues>;
  disabled: boolean;
  submitLabel: string;
  onSubmit(values: PlanValues, form: ReturnType<typeof Form.useForm<PlanValues>>[0]): Promise<void>;
  onCancel(): void;
  children?: React.ReactNode;
}) {
  const [form] = Form.useForm<PlanValues>();
  const competencies = useTrainingList('competency');
  const subjectAreas = useTrainingList('subjectArea');
  return (
    <Form form={form} layout="vertical" disabled={disabled} initialValues={{ type: 'development', competencyIds: [], subjectAreaIds: [], comment: '', ...initial }} onFinish={(v) => onSubmit(v, form)} style={{ maxWidth: 900 }}>
      {children}
      <Row gutter={16}>
        <Col xs={24} md={8}><Form.Item name="type" label="Type" rules={[{ required: true, message: MESSAGES.required }]}><Select options={Object.entries(ACTION_PLAN_TYPES).map(([value, label]) => ({ value, label }))} /></Form.Item></Col>
        <Col xs={24} md={8}>
          <Form.Item name="resolveByDate" label="Resolve by" rules={[{ required: true, message: MESSAGES.required }]}>
            <Input type="date" min={initial.resolveByDate && initial.resolveByDate < todayIso() ? undefined : todayIso()} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description" rules={[{ required: true, whitespace: true, message: MESSAGES.required }]}><Input.TextArea rows={3} maxLength={2000} /></Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}><Form.Item name="assessorEmployeeId" label="Assessor"><EmployeeSelect allowClear /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="lineManagerEmployeeId" label="Line manager"><EmployeeSelect allowClear /></Form.Item></Col>
      </Row>
      <Form.Item name="competencyIds" label="Competencies"><Select mode="multiple" showSearch optionFilterProp="label" options={competencies.items.map((c) => ({ value: c.id, label: c.name }))} /></Form.Item>
      <Form.Item name="subjectAreaIds" label="Subject areas"><Select mode="multiple" showSearch optionFilterProp="label" options={subjectAreas.items.map((s) => ({ value: s.id, label: s.name }))} /></Form.Item>
      <Form.Item name="comment" label="Comment"><Input.TextArea rows={2} maxLength={2000} /></Form.Item>
      {!disabled && (
        <Space>
          <Button type="primary" htmlType="submit">{submitLabel}</Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Space>
      )}
    </Form>
  );
}

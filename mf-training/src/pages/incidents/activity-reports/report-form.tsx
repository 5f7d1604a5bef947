import { Button, Card, Col, Form, Input, Row, Select, Space, type FormInstance } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ActivityReportBody } from '@firecrest/contracts';
import { FormFooter, useT } from '@firecrest/portal-kit';
import { EmployeeSelect } from '../../../lib/employees';
import { useReferenceList } from '../../../lib/reference-lists';

export type ReportValues = Omit<ActivityReportBody, 'incidentId'>;

/** The crew's activities: each person, what they did, the competencies they exercised; and a comment on the whole. */
export function ReportForm({ form, initial, disabled, saving, submitLabel, onSubmit, onCancel }: {
  /** The form the save shows the server's field messages on. */
  form: FormInstance<ReportValues>;
  initial?: ReportValues;
  disabled: boolean;
  saving: boolean;
  submitLabel: string;
  onSubmit(values: ReportValues): void;
  onCancel(): void;
}) {
  const { t } = useT('incidents');
  const competencies = useReferenceList('competency');
  const options = competencies.items.map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }));
  return (
    <Form form={form} layout="vertical" disabled={disabled} initialValues={initial ?? { activities: [{}], comment: '' }} onFinish={onSubmit} style={{ maxWidth: 1000 }}>
      <Form.List name="activities">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {fields.map((field, i) => (
              <Card key={field.key} size="small" title={t('form.crewMember', { n: i + 1 })} extra={fields.length > 1 && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('form.removeCrewMember', { n: i + 1 })} onClick={() => remove(field.name)} />}>
                <Row gutter={16}>
                  <Col xs={24} md={8}><Form.Item name={[field.name, 'employeeId']} label={t('form.employee')} rules={[{ required: true, message: t('common:field.thisRequired') }]}><EmployeeSelect /></Form.Item></Col>
                  <Col xs={24} md={16}><Form.Item name={[field.name, 'activity']} label={t('form.activity')} rules={[{ required: true, whitespace: true, message: t('common:field.thisRequired') }]}><Input maxLength={500} placeholder={t('form.activityPlaceholder')} /></Form.Item></Col>
                </Row>
                <Form.Item name={[field.name, 'competencyIds']} label={t('form.competencies')} initialValue={[]}><Select mode="multiple" showSearch optionFilterProp="label" options={options} loading={competencies.loading} /></Form.Item>
                <Form.Item name={[field.name, 'comment']} label={t('form.comment')}><Input.TextArea rows={2} maxLength={2000} /></Form.Item>
              </Card>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ competencyIds: [] })}>{t('form.addCrewMember')}</Button>
          </Space>
        )}
      </Form.List>
      <Form.Item name="comment" label={t('form.reportComment')} style={{ marginTop: 16 }}><Input.TextArea rows={3} maxLength={2000} /></Form.Item>
      <FormFooter disabled={disabled} saving={saving} submitLabel={submitLabel} onCancel={onCancel} />
    </Form>
  );
}

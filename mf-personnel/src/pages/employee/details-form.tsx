import { Alert, Button, Card, Checkbox, Col, Form, Input, Radio, Row, Space } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { FieldMessage } from '@firecrest/contracts';
import { useT } from '@firecrest/portal-kit';
import { LineManagersField } from './line-managers-field';
import { ruleText } from '../../lib/rule-messages';
import type { Translate } from '../../lib/translate';

export interface DetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  nationalInsuranceNo: string;
  externalSystemId: string;
  serviceStartDate: string;
  dateOfBirth: string;
  phones: { prefix: string; number: string }[];
  defaultPhone: number;
  flags: string[];
  learningRequirements: string;
  cateringRequirements: string;
  lineManagerIds: number[];
}

export const FLAGS = [
  { value: 'flexiDutyOfficer', label: 'details.flag.flexiDutyOfficer' },
  { value: 'instructor', label: 'details.flag.instructor' },
  { value: 'assessor', label: 'details.flag.assessor' },
  { value: 'verifier', label: 'details.flag.verifier' },
] as const;
type Flag = (typeof FLAGS)[number]['value'];


/** The form's values as body fields (phones with their default flag, dates or null). */
export function detailsBody(v: DetailsValues) {
  const flag = (f: Flag) => v.flags?.includes(f) ?? false;
  return {
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
    email: v.email ?? '',
    address: v.address ?? '',
    nationalInsuranceNo: v.nationalInsuranceNo ?? '',
    externalSystemId: v.externalSystemId ?? '',
    serviceStartDate: v.serviceStartDate || null,
    dateOfBirth: v.dateOfBirth || null,
    phones: (v.phones ?? []).map((p, i) => ({ prefix: p?.prefix ?? '', number: p?.number ?? '', isDefault: i === v.defaultPhone })),
    flexiDutyOfficer: flag('flexiDutyOfficer'),
    instructor: flag('instructor'),
    assessor: flag('assessor'),
    verifier: flag('verifier'),
    learningRequirements: v.learningRequirements ?? '',
    cateringRequirements: v.cateringRequirements ?? '',
    lineManagerIds: v.lineManagerIds ?? [],
  };
}

/** Rule messages about a whole list ("At least one phone number must be default") rather than one input. */
export const listMessages = (errors: FieldMessage[], list: string, t: Translate) => errors.filter((e) => e.field === list).map((e) => ruleText(t, e.message));

/** The §3.2 details of an employee; `readOnly` when the user may not save. */
export function DetailsFields({ readOnly, phoneMessages, lineManagerIds = [] }: { readOnly: boolean; phoneMessages: string[]; lineManagerIds?: number[] }) {
  const { t } = useT('personnel');
  const required = [{ required: true, whitespace: true, message: t('common:required') }];
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}><Form.Item name="firstName" label={t('field.firstName')} rules={required}><Input maxLength={100} /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="lastName" label={t('field.lastName')} rules={required}><Input maxLength={100} /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="email" label={t('field.email')} rules={[{ type: 'email', message: t('details.emailInvalid') }]}><Input maxLength={200} /></Form.Item></Col>
        <Col xs={24} md={6}><Form.Item name="dateOfBirth" label={t('details.birthDate')}><Input type="date" /></Form.Item></Col>
        <Col xs={24} md={6}><Form.Item name="serviceStartDate" label={t('details.serviceStartDate')}><Input type="date" /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="address" label={t('field.address')}><Input.TextArea rows={2} maxLength={300} /></Form.Item></Col>
        <Col xs={24} md={6}><Form.Item name="nationalInsuranceNo" label={t('details.nationalInsuranceNo')}><Input maxLength={13} /></Form.Item></Col>
        <Col xs={24} md={6}><Form.Item name="externalSystemId" label={t('details.externalSystemId')}><Input maxLength={64} /></Form.Item></Col>
      </Row>
      <Card size="small" title={t('details.phones')} style={{ marginBottom: 16 }}>
        {phoneMessages.map((m) => <Alert key={m} type="error" showIcon title={m} style={{ marginBottom: 8 }} />)}
        <Form.Item name="defaultPhone" noStyle>
          <Radio.Group style={{ width: '100%' }} disabled={readOnly}>
            <Form.List name="phones">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, index) => (
                    <Space key={field.key} align="baseline" wrap>
                      <Form.Item name={[field.name, 'prefix']} label={t('details.prefix')}><Input style={{ width: 90 }} maxLength={6} /></Form.Item>
                      <Form.Item name={[field.name, 'number']} label={t('details.number')} rules={required}><Input style={{ width: 200 }} maxLength={30} /></Form.Item>
                      <Radio value={index}>{t('field.default')}</Radio>
                      {!readOnly && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('details.removePhone')} onClick={() => remove(field.name)} />}
                    </Space>
                  ))}
                  {!readOnly && fields.length < 5 && <div><Button icon={<PlusOutlined />} onClick={() => add({ prefix: '', number: '' })}>{t('details.addPhone')}</Button></div>}
                </>
              )}
            </Form.List>
          </Radio.Group>
        </Form.Item>
      </Card>
      <LineManagersField current={lineManagerIds} />
      <Form.Item name="flags" label={t('details.alsoWorksAs')}><Checkbox.Group options={FLAGS.map((f) => ({ value: f.value, label: t(f.label) }))} /></Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}><Form.Item name="learningRequirements" label={t('details.learningRequirements')}><Input.TextArea rows={2} maxLength={1000} /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="cateringRequirements" label={t('details.cateringRequirements')}><Input.TextArea rows={2} maxLength={1000} /></Form.Item></Col>
      </Row>
    </>
  );
}

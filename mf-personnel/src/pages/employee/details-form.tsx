import { Alert, Button, Card, Checkbox, Col, Form, Input, Radio, Row, Space } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { MESSAGES, type FieldMessage } from '@firecrest/contracts';
import { LineManagersField } from './line-managers-field';

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
  { value: 'flexiDutyOfficer', label: 'Flexi duty officer' },
  { value: 'instructor', label: 'Instructor' },
  { value: 'assessor', label: 'Assessor' },
  { value: 'verifier', label: 'Verifier' },
] as const;
type Flag = (typeof FLAGS)[number]['value'];

const required = [{ required: true, whitespace: true, message: MESSAGES.required }];

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
export const listMessages = (errors: FieldMessage[], list: string) => errors.filter((e) => e.field === list).map((e) => e.message);

/** The §3.2 details of an employee; `readOnly` when the user may not save. */
export function DetailsFields({ readOnly, phoneMessages, lineManagerIds = [] }: { readOnly: boolean; phoneMessages: string[]; lineManagerIds?: number[] }) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}><Form.Item name="firstName" label="First name" rules={required}><Input maxLength={100} /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="lastName" label="Last name" rules={required}><Input maxLength={100} /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="email" label="Email" rules={[{ type: 'email', message: 'Enter a valid email address' }]}><Input maxLength={200} /></Form.Item></Col>
        <Col xs={24} md={6}><Form.Item name="dateOfBirth" label="Birth date"><Input type="date" /></Form.Item></Col>
        <Col xs={24} md={6}><Form.Item name="serviceStartDate" label="Service start date"><Input type="date" /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="address" label="Address"><Input.TextArea rows={2} maxLength={300} /></Form.Item></Col>
        <Col xs={24} md={6}><Form.Item name="nationalInsuranceNo" label="National insurance no"><Input maxLength={13} /></Form.Item></Col>
        <Col xs={24} md={6}><Form.Item name="externalSystemId" label="External system id"><Input maxLength={64} /></Form.Item></Col>
      </Row>
      <Card size="small" title="Phone numbers" style={{ marginBottom: 16 }}>
        {phoneMessages.map((m) => <Alert key={m} type="error" showIcon title={m} style={{ marginBottom: 8 }} />)}
        <Form.Item name="defaultPhone" noStyle>
          <Radio.Group style={{ width: '100%' }} disabled={readOnly}>
            <Form.List name="phones">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, index) => (
                    <Space key={field.key} align="baseline" wrap>
                      <Form.Item name={[field.name, 'prefix']} label="Prefix"><Input style={{ width: 90 }} maxLength={6} /></Form.Item>
                      <Form.Item name={[field.name, 'number']} label="Number" rules={required}><Input style={{ width: 200 }} maxLength={30} /></Form.Item>
                      <Radio value={index}>Default</Radio>
                      {!readOnly && <Button type="text" danger icon={<DeleteOutlined />} aria-label="Remove phone number" onClick={() => remove(field.name)} />}
                    </Space>
                  ))}
                  {!readOnly && fields.length < 5 && <div><Button icon={<PlusOutlined />} onClick={() => add({ prefix: '', number: '' })}>Add phone number</Button></div>}
                </>
              )}
            </Form.List>
          </Radio.Group>
        </Form.Item>
      </Card>
      <LineManagersField current={lineManagerIds} />
      <Form.Item name="flags" label="Also works as"><Checkbox.Group options={FLAGS.map((f) => ({ ...f }))} /></Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}><Form.Item name="learningRequirements" label="Learning requirements"><Input.TextArea rows={2} maxLength={1000} /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="cateringRequirements" label="Catering requirements"><Input.TextArea rows={2} maxLength={1000} /></Form.Item></Col>
      </Row>
    </>
  );
}

import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { TRAINING_MESSAGES as M, VALIDITY_UNITS } from '@firecrest/contracts';
import { useFetched } from '@firecrest/portal-kit';
import { frameworkApi } from './framework-lists';

const required = [{ required: true, message: M.required }];

/**
 * §3.2 refresher rules of a competency (or, under `list`, of one of its profiles): default or custom (per activity
 * group), validity, refresher count, dates.
 */
export function RefresherRulesField({ disabled, list = ['refresherRules'], title = 'Refresher rules', addLabel = 'Add refresher rule', ruleLabel = 'rule', level = 4 }: {
  disabled?: boolean;
  list?: (string | number)[];
  title?: string;
  addLabel?: string;
  /** How a rule's remove button names it ("Remove rule 2"). */
  ruleLabel?: string;
  level?: 4 | 5;
}) {
  const groups = useFetched<{ data: { id: number; code: string; name: string }[] }>(frameworkApi({ api: 'activity-groups' }));
  const groupOptions = (groups.data?.data ?? []).map((g) => ({ value: g.id, label: `${g.code} ${g.name}` }));
  return (
    <Form.List name={list}>
      {(items, { add, remove }) => (
        <div>
          <Typography.Title level={level}>{title}</Typography.Title>
          {items.length === 0 && <Typography.Paragraph type="secondary">No refresher rules yet.</Typography.Paragraph>}
          {items.map(({ key, name }) => (
            <Card key={key} size="small" style={{ marginBottom: 12 }} title={`Rule ${name + 1}`} extra={!disabled && <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${ruleLabel} ${name + 1}`} onClick={() => remove(name)} />}>
              <Row gutter={12}>
                <Col xs={24} md={8}><Form.Item name={[name, 'name']} label="Rule name" rules={required}><Input disabled={disabled} /></Form.Item></Col>
                <Col xs={12} md={4}>
                  <Form.Item name={[name, 'isDefault']} label="Kind" rules={required}>
                    <Select disabled={disabled} options={[{ value: true, label: 'Default' }, { value: false, label: 'Custom' }]} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}><Form.Item name={[name, 'activityGroupId']} label="Activity group"><Select allowClear disabled={disabled} options={groupOptions} /></Form.Item></Col>
                <Col xs={12} md={3}><Form.Item name={[name, 'validityPeriod']} label="Valid for" rules={[...required, { type: 'number', min: 1, message: M.valueGreaterThanZero }]}><InputNumber min={1} precision={0} disabled={disabled} /></Form.Item></Col>
                <Col xs={12} md={3}><Form.Item name={[name, 'validityUnit']} label="Unit" rules={required}><Select disabled={disabled} options={VALIDITY_UNITS.map((u) => ({ value: u, label: u }))} /></Form.Item></Col>
                <Col xs={12} md={4}><Form.Item name={[name, 'refresherCount']} label="Refresher count"><InputNumber min={0} precision={0} disabled={disabled} /></Form.Item></Col>
                <Col xs={12} md={5}><Form.Item name={[name, 'startDate']} label="Start date" rules={required}><Input type="date" disabled={disabled} /></Form.Item></Col>
                <Col xs={12} md={5}><Form.Item name={[name, 'endDate']} label="End date"><Input type="date" disabled={disabled} /></Form.Item></Col>
                <Col xs={24} md={10}><Form.Item name={[name, 'comment']} label="Comment"><Input disabled={disabled} /></Form.Item></Col>
              </Row>
            </Card>
          ))}
          {!disabled && (
            <Button icon={<PlusOutlined />} onClick={() => add({ isDefault: true, validityUnit: 'years', validityPeriod: 1, refresherCount: 0 })}>
              {addLabel}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}

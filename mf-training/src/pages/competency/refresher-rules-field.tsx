import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { TRAINING_MESSAGES as M, VALIDITY_UNITS } from '@firecrest/contracts';
import { useFetched, useLocations, useOrganisationList } from '@firecrest/portal-kit';
import { frameworkApi } from './framework-lists';

const required = [{ required: true, message: M.required }];

/** §3.2 refresher rules of a competency: default or custom (per activity group), validity, refresher count, dates. */
export function RefresherRulesField({ disabled }: { disabled?: boolean }) {
  const groups = useFetched<{ data: { id: number; code: string; name: string }[] }>(frameworkApi({ api: 'activity-groups' }));
  const groupOptions = (groups.data?.data ?? []).map((g) => ({ value: g.id, label: `${g.code} ${g.name}` }));
  return (
    <Form.List name="refresherRules">
      {(items, { add, remove }) => (
        <div>
          <Typography.Title level={4}>Refresher rules</Typography.Title>
          {items.length === 0 && <Typography.Paragraph type="secondary">No refresher rules yet.</Typography.Paragraph>}
          {items.map(({ key, name }) => (
            <Card key={key} size="small" style={{ marginBottom: 12 }} title={`Rule ${name + 1}`} extra={!disabled && <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove rule ${name + 1}`} onClick={() => remove(name)} />}>
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
              Add refresher rule
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}

/** §3.2 competency profiles: who the competency is for (employee role, staff group, location) over a date range. */
export function ProfilesField({ disabled }: { disabled?: boolean }) {
  const roles = useOrganisationList('employeeRole');
  const groups = useOrganisationList('staffGroup');
  const locations = useLocations();
  const opts = (items: { id: number; name: string }[]) => items.map((i) => ({ value: i.id, label: i.name }));
  return (
    <Form.List name="profiles">
      {(items, { add, remove }) => (
        <div style={{ marginTop: 16 }}>
          <Typography.Title level={4}>Profiles</Typography.Title>
          {items.length === 0 && <Typography.Paragraph type="secondary">No profiles yet: the competency applies to no one in particular.</Typography.Paragraph>}
          {items.map(({ key, name }) => (
            <Space key={key} wrap align="start" style={{ display: 'flex', marginBottom: 8 }}>
              <Form.Item name={[name, 'employeeRoleId']} label="Employee role"><Select allowClear disabled={disabled} style={{ width: 180 }} options={opts(roles.items)} /></Form.Item>
              <Form.Item name={[name, 'staffGroupId']} label="Staff group"><Select allowClear disabled={disabled} style={{ width: 180 }} options={opts(groups.items)} /></Form.Item>
              <Form.Item name={[name, 'locationId']} label="Location"><Select allowClear showSearch optionFilterProp="label" disabled={disabled} style={{ width: 200 }} options={locations.items.map((l) => ({ value: l.id, label: `${l.callSign} ${l.name}` }))} /></Form.Item>
              <Form.Item name={[name, 'startDate']} label="Start date" rules={required}><Input type="date" disabled={disabled} /></Form.Item>
              <Form.Item name={[name, 'endDate']} label="End date"><Input type="date" disabled={disabled} /></Form.Item>
              {!disabled && <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove profile ${name + 1}`} onClick={() => remove(name)} style={{ marginTop: 30 }} />}
            </Space>
          ))}
          {!disabled && <Button icon={<PlusOutlined />} onClick={() => add({})}>Add profile</Button>}
        </div>
      )}
    </Form.List>
  );
}

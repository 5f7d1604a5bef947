import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { MESSAGES } from '@firecrest/contracts';
import { useLocations, useOrganisationList } from '@firecrest/portal-kit';

/** Select options of one organisation list. */
function useOptions(kind: 'watch' | 'roster' | 'staffGroup' | 'employeeRole') {
  return useOrganisationList(kind).items.map((i) => ({ value: i.id, label: i.name }));
}

/** The fields of one contract (spec §3.2 Contract); `prefix` places them inside a larger form. */
export function ContractFields({ prefix = [] as (string | number)[], withDefault = true }) {
  const locations = useLocations();
  const stations = locations.items.filter((l) => l.kind === 'station').map((s) => ({ value: s.id, label: `${s.callSign} ${s.name}` }));
  const [watches, rosters, staffGroups, roles] = [useOptions('watch'), useOptions('roster'), useOptions('staffGroup'), useOptions('employeeRole')];
  const name = (n: string) => [...prefix, n];
  const select = (options: { value: number; label: string }[], label: string) => <Select allowClear showSearch optionFilterProp="label" options={options} aria-label={label} />;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}><Form.Item name={name('stationId')} label="Station">{select(stations, 'Station')}</Form.Item></Col>
      <Col xs={24} md={12}><Form.Item name={name('serviceNumber')} label="Service no"><Input maxLength={30} /></Form.Item></Col>
      <Col xs={24} md={12}><Form.Item name={name('staffGroupId')} label="Staff group">{select(staffGroups, 'Staff group')}</Form.Item></Col>
      <Col xs={24} md={12}><Form.Item name={name('roleId')} label="Employee role">{select(roles, 'Employee role')}</Form.Item></Col>
      <Col xs={24} md={12}><Form.Item name={name('watchId')} label="Watch">{select(watches, 'Watch')}</Form.Item></Col>
      <Col xs={24} md={12}><Form.Item name={name('rosterId')} label="Roster">{select(rosters, 'Roster')}</Form.Item></Col>
      <Col xs={12} md={8}><Form.Item name={name('startDate')} label="Start date" rules={[{ required: true, message: MESSAGES.required }]}><Input type="date" /></Form.Item></Col>
      <Col xs={12} md={8}>
        <Form.Item
          name={name('endDate')}
          label="End date"
          dependencies={[name('startDate')]}
          rules={[({ getFieldValue }) => ({ validator: (_, end: string) => (end && end < getFieldValue(name('startDate')) ? Promise.reject(new Error(MESSAGES.endAfterStart)) : Promise.resolve()) })]}
        >
          <Input type="date" />
        </Form.Item>
      </Col>
      {withDefault && <Col xs={24} md={8}><Form.Item name={name('isDefault')} valuePropName="checked" label=" "><Checkbox>Default contract</Checkbox></Form.Item></Col>}
    </Row>
  );
}

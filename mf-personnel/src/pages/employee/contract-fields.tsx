import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useLocations, useOrganisationList, useT } from '@firecrest/portal-kit';

/** Select options of one organisation list. */
function useOptions(kind: 'watch' | 'roster' | 'staffGroup' | 'employeeRole') {
  return useOrganisationList(kind).items.map((i) => ({ value: i.id, label: i.name }));
}

/** The fields of one contract (spec §3.2 Contract); `prefix` places them inside a larger form. */
export function ContractFields({ prefix = [] as (string | number)[], withDefault = true }) {
  const { t } = useT('personnel');
  const locations = useLocations();
  const stations = locations.items.filter((l) => l.kind === 'station').map((s) => ({ value: s.id, label: `${s.callSign} ${s.name}` }));
  const [watches, rosters, staffGroups, roles] = [useOptions('watch'), useOptions('roster'), useOptions('staffGroup'), useOptions('employeeRole')];
  const name = (n: string) => [...prefix, n];
  const select = (options: { value: number; label: string }[], label: string) => <Select allowClear showSearch optionFilterProp="label" options={options} aria-label={label} />;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}><Form.Item name={name('stationId')} label={t('field.station')}>{select(stations, t('field.station'))}</Form.Item></Col>
      <Col xs={24} md={12}><Form.Item name={name('serviceNumber')} label={t('field.serviceNo')}><Input maxLength={30} /></Form.Item></Col>
      <Col xs={24} md={12}><Form.Item name={name('staffGroupId')} label={t('field.staffGroup')}>{select(staffGroups, t('field.staffGroup'))}</Form.Item></Col>
      <Col xs={24} md={12}><Form.Item name={name('roleId')} label={t('field.employeeRole')}>{select(roles, t('field.employeeRole'))}</Form.Item></Col>
      <Col xs={24} md={12}><Form.Item name={name('watchId')} label={t('field.watch')}>{select(watches, t('field.watch'))}</Form.Item></Col>
      <Col xs={24} md={12}><Form.Item name={name('rosterId')} label={t('field.roster')}>{select(rosters, t('field.roster'))}</Form.Item></Col>
      <Col xs={12} md={8}><Form.Item name={name('startDate')} label={t('field.startDate')} rules={[{ required: true, message: t('common:required') }]}><Input type="date" /></Form.Item></Col>
      <Col xs={12} md={8}>
        <Form.Item
          name={name('endDate')}
          label={t('field.endDate')}
          dependencies={[name('startDate')]}
          rules={[({ getFieldValue }) => ({ validator: (_, end: string) => (end && end < getFieldValue(name('startDate')) ? Promise.reject(new Error(t('rule.endAfterStart'))) : Promise.resolve()) })]}
        >
          <Input type="date" />
        </Form.Item>
      </Col>
      {withDefault && <Col xs={24} md={8}><Form.Item name={name('isDefault')} valuePropName="checked" label=" "><Checkbox>{t('contracts.defaultContract')}</Checkbox></Form.Item></Col>}
    </Row>
  );
}

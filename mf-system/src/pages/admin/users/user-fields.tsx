import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select } from 'antd';
import { EmployeeSelect, read, useLocations, useT } from '@firecrest/portal-kit';
import { CHANNELS, LANDING_PAGES, ROLES, type RoleSummary } from './user-types';

/** Roles of a user; at least one (spec §5.2). */
export function RolesField() {
  const { t } = useT('system');
  const roles = useQuery(read<{ data: RoleSummary[] }>(ROLES));
  return (
    <Form.Item name="roleIds" label={t('users.roles')} rules={[{ required: true, type: 'array', min: 1, message: t('form.atLeastOneRole') }]}>
      <Select mode="multiple" aria-label={t('users.roles')} loading={roles.isFetching} options={(roles.data?.data ?? []).map((r) => ({ value: r.id, label: r.accessAllLocations ? t('userFields.allLocations', { name: r.name }) : r.name }))} />
    </Form.Item>
  );
}

/** The administration fields of a user (spec §3.2 User) besides username and password. */
export function UserFields() {
  const { t } = useT('system');
  const locations = useLocations();
  const options = locations.items.map((l) => ({ value: l.id, label: `${l.callSign} ${l.name}` }));
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}><Form.Item name="name" label={t('users.name')} rules={[{ required: true, whitespace: true, message: t('common:required') }]}><Input maxLength={200} /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="email" label={t('users.email')} rules={[{ type: 'email', message: t('form.validEmail') }]}><Input maxLength={254} /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="phoneNumber" label={t('userFields.phone')} rules={[{ pattern: /^[0-9 +()-]*$/, message: t('userFields.phoneRule') }]}><Input maxLength={30} /></Form.Item></Col>
        <Col xs={24} md={12}>
          <Form.Item name="employeeId" label={t('userFields.employee')} extra={t('userFields.employeeHelp')}
            getValueProps={(v: string | null) => ({ value: v ? Number(v) : undefined })} normalize={(v?: number) => (v == null ? null : String(v))}>
            <EmployeeSelect allowClear />
          </Form.Item>
        </Col>
      </Row>
      <RolesField />
      <Row gutter={16}>
        <Col xs={24} md={12}><Form.Item name="defaultLocationId" label={t('userFields.defaultLocation')}><Select allowClear showSearch optionFilterProp="label" aria-label={t('userFields.defaultLocation')} options={options} /></Form.Item></Col>
        <Col xs={24} md={12}>
          <Form.Item name="locationIds" label={t('userFields.managedLocations')} extra={t('userFields.managedLocationsHelp')}>
            <Select mode="multiple" allowClear optionFilterProp="label" aria-label={t('userFields.managedLocations')} options={options} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}><Form.Item name="landingPage" label={t('userFields.landingPage')}><Select aria-label={t('userFields.landingPage')} options={LANDING_PAGES.map((o) => ({ value: o.value, label: t(o.label) }))} /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="notificationChannels" label={t('userFields.channels')}><Select mode="multiple" aria-label={t('userFields.channels')} options={CHANNELS.map((o) => ({ value: o.value, label: t(o.label) }))} /></Form.Item></Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}><Form.Item name={['linkedAccounts', 'microsoft']} label={t('userFields.microsoft')}><Input maxLength={200} /></Form.Item></Col>
        <Col xs={24} md={8}><Form.Item name={['linkedAccounts', 'roster']} label={t('userFields.roster')}><Input maxLength={200} /></Form.Item></Col>
        <Col xs={24} md={8}><Form.Item name={['linkedAccounts', 'availability']} label={t('userFields.availability')}><Input maxLength={200} /></Form.Item></Col>
      </Row>
    </>
  );
}

/** Password and its confirmation ("Passwords don't match"). */
export function PasswordFields({ minLength }: { minLength: number }) {
  const { t } = useT('system');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="password" label={t('userFields.password')} rules={[{ required: true, message: t('common:required') }, { min: minLength, message: t('userFields.minLength', { count: minLength }) }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="confirm"
          label={t('userFields.confirm')}
          dependencies={['password']}
          rules={[{ required: true, message: t('common:required') }, ({ getFieldValue }) => ({ validator: (_, v) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('form.passwordsDontMatch')))) })]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Col>
    </Row>
  );
}

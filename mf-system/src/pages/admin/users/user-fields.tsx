import { Col, Form, Input, Row, Select } from 'antd';
import { MESSAGES } from '@firecrest/contracts';
import { EmployeeSelect, useFetched, useLocations } from '@firecrest/portal-kit';
import { CHANNELS, LANDING_PAGES, ROLES, type RoleSummary } from './user-types';

/** Roles of a user; at least one (spec §5.2). */
export function RolesField() {
  const roles = useFetched<{ data: RoleSummary[] }>(ROLES);
  return (
    <Form.Item name="roleIds" label="Roles" rules={[{ required: true, type: 'array', min: 1, message: MESSAGES.atLeastOneRole }]}>
      <Select mode="multiple" aria-label="Roles" loading={roles.loading} options={(roles.data?.data ?? []).map((r) => ({ value: r.id, label: r.accessAllLocations ? `${r.name} (all locations)` : r.name }))} />
    </Form.Item>
  );
}

/** The administration fields of a user (spec §3.2 User) besides username and password. */
export function UserFields() {
  const locations = useLocations();
  const options = locations.items.map((l) => ({ value: l.id, label: `${l.callSign} ${l.name}` }));
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}><Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: MESSAGES.required }]}><Input maxLength={200} /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="email" label="Email" rules={[{ type: 'email', message: 'Enter a valid email address' }]}><Input maxLength={254} /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="phoneNumber" label="Phone number" rules={[{ pattern: /^[0-9 +()-]*$/, message: 'Digits, spaces, +, ( ) and - only' }]}><Input maxLength={30} /></Form.Item></Col>
        <Col xs={24} md={12}>
          <Form.Item name="employeeId" label="Employee" extra="The employee this account belongs to (the REST API's users show it)."
            getValueProps={(v: string | null) => ({ value: v ? Number(v) : undefined })} normalize={(v?: number) => (v == null ? null : String(v))}>
            <EmployeeSelect allowClear />
          </Form.Item>
        </Col>
      </Row>
      <RolesField />
      <Row gutter={16}>
        <Col xs={24} md={12}><Form.Item name="defaultLocationId" label="Default location"><Select allowClear showSearch optionFilterProp="label" aria-label="Default location" options={options} /></Form.Item></Col>
        <Col xs={24} md={12}>
          <Form.Item name="locationIds" label="Managed locations" extra="Without a role that reaches all locations, the user sees the people of these and of the default location only.">
            <Select mode="multiple" allowClear optionFilterProp="label" aria-label="Managed locations" options={options} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}><Form.Item name="landingPage" label="Default landing page"><Select aria-label="Default landing page" options={LANDING_PAGES} /></Form.Item></Col>
        <Col xs={24} md={12}><Form.Item name="notificationChannels" label="Notifications by"><Select mode="multiple" aria-label="Notifications by" options={CHANNELS} /></Form.Item></Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}><Form.Item name={['linkedAccounts', 'microsoft']} label="Microsoft account"><Input maxLength={200} /></Form.Item></Col>
        <Col xs={24} md={8}><Form.Item name={['linkedAccounts', 'roster']} label="Roster system account"><Input maxLength={200} /></Form.Item></Col>
        <Col xs={24} md={8}><Form.Item name={['linkedAccounts', 'availability']} label="Availability system account"><Input maxLength={200} /></Form.Item></Col>
      </Row>
    </>
  );
}

/** Password and its confirmation ("Passwords don't match"). */
export function PasswordFields({ minLength }: { minLength: number }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="password" label="Password" rules={[{ required: true, message: MESSAGES.required }, { min: minLength, message: `At least ${minLength} characters` }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="confirm"
          label="Confirm password"
          dependencies={['password']}
          rules={[{ required: true, message: MESSAGES.required }, ({ getFieldValue }) => ({ validator: (_, v) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(MESSAGES.passwordsDontMatch))) })]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Col>
    </Row>
  );
}

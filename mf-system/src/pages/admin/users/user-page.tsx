import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Checkbox, Col, Descriptions, Form, Input, Modal, Result, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@firecrest/contracts';
import { api, problemMessage, showFieldErrors, useFetched, useSession, useToast } from '@firecrest/portal-kit';
import { PasswordFields, UserFields } from './user-fields';
import { LinkedSignIns } from './linked-sign-ins';
import { USERS, USERS_PAGE, type UserDetail } from './user-types';

/** What the update route takes, from the form (empty strings as null where the server wants null). */
const updateBody = (v: UserDetail) => ({
  name: v.name,
  email: v.email || null,
  phoneNumber: v.phoneNumber ?? '',
  roleIds: v.roleIds ?? [],
  employeeId: v.employeeId || null,
  defaultLocationId: v.defaultLocationId ?? null,
  locationIds: v.locationIds ?? [],
  landingPage: v.landingPage ?? 'dashboard',
  notificationChannels: v.notificationChannels ?? [],
  linkedAccounts: { microsoft: v.linkedAccounts?.microsoft ?? '', roster: v.linkedAccounts?.roster ?? '', availability: v.linkedAccounts?.availability ?? '' },
});

/** /admin/rt/users/user/{id}: the account, its roles and locations; lock, disable, reset password. */
export function UserPage() {
  const { id } = useParams();
  const { modal } = App.useApp();
  const toast = useToast();
  const canEdit = useSession((s) => s.can('USERS', 'edit'));
  const user = useFetched<UserDetail>(`${USERS}/${id}`);
  const [form] = Form.useForm<UserDetail>();
  const [resetForm] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const [resetting, setResetting] = useState(false);

  async function save(values: UserDetail) {
    setSaving(true);
    try {
      await api.put(`${USERS}/${id}`, updateBody(values));
      toast.success('User saved');
      user.reload();
    } catch (e) {
      showFieldErrors(form, e);
      toast.error(`Unable To Save User: ${problemMessage(e)}`);
    } finally {
      setSaving(false);
    }
  }
  const act = (action: string, done: string) => async () => {
    try {
      await api.post(`${USERS}/${id}/${action}`);
      toast.success(done);
      user.reload();
    } catch (e) {
      toast.error(`Unable To Save User: ${problemMessage(e)}`);
    }
  };
  const confirm = (title: string, content: string, onOk: () => Promise<void>) => modal.confirm({ title, content, okText: 'Yes', onOk });

  async function reset({ password }: { password: string }) {
    try {
      await api.post(`${USERS}/${id}/reset-password`, { password });
      toast.success('Password reset: it must be changed at the next sign-in');
      setResetting(false);
      user.reload();
    } catch (e) {
      if (!showFieldErrors(resetForm, e)) toast.error(problemMessage(e));
    }
  }

  if (user.loading && !user.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!user.data) return <Result status="404" title="User not found" subTitle={user.error} extra={<Link to={USERS_PAGE}><Button>Back to users</Button></Link>} />;
  const u = user.data;
  return (
    <div style={{ maxWidth: 960 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{u.name}</Typography.Title>
        <Link to={`${USERS_PAGE}/user/${u.id}/history`}><Button icon={<HistoryOutlined />}>History</Button></Link>
      </Space>
      <Descriptions size="small" style={{ margin: '16px 0' }} column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label="Username">{u.username}</Descriptions.Item>
        <Descriptions.Item label="State">{u.disabled ? <Tag>Disabled</Tag> : u.locked ? <Tag color="red">Locked</Tag> : <Tag color="green">Active</Tag>}{u.mustChangePassword && <Tag color="orange">Must change password</Tag>}</Descriptions.Item>
        <Descriptions.Item label="Last sign-in">{u.lastLoginAt ? new Date(u.lastLoginAt).toLocaleString() : 'never'}</Descriptions.Item>
      </Descriptions>
      {canEdit && (
        <Space wrap style={{ marginBottom: 16 }}>
          {u.locked
            ? <Button onClick={act('unlock', 'Account unlocked')}>Unlock</Button>
            : <Button onClick={() => confirm('Lock this account?', 'The user is signed out and cannot sign in until unlocked.', act('lock', 'Account locked'))}>Lock</Button>}
          {u.disabled
            ? <Button onClick={act('enable', 'Account enabled')}>Enable</Button>
            : <Button danger onClick={() => confirm('Disable this account?', 'The user is signed out; their API keys stop working.', act('disable', 'Account disabled'))}>Disable</Button>}
          <Button onClick={() => { resetForm.resetFields(); setResetting(true); }}>Reset password</Button>
        </Space>
      )}
      <Form form={form} layout="vertical" initialValues={u} onFinish={save} disabled={!canEdit} key={u.id + (u as { lastModifiedDate?: string }).lastModifiedDate} onFinishFailed={() => toast.error(MESSAGES.fillAllRequired)}>
        <UserFields />
        {canEdit && <Button type="primary" htmlType="submit" loading={saving}>Save</Button>}
      </Form>
      <LinkedSignIns userId={u.id} canEdit={canEdit} />
      <Modal open={resetting} title="Reset password" okText="Reset" onOk={() => resetForm.submit()} onCancel={() => setResetting(false)} forceRender>
        <Typography.Paragraph type="secondary">The user must change this password when they next sign in; their other sessions end now.</Typography.Paragraph>
        <Form form={resetForm} layout="vertical" onFinish={reset}>
          <PasswordFields minLength={PASSWORD_MIN_LENGTH} />
        </Form>
      </Modal>
    </div>
  );
}

/** /admin/rt/users/new. */
export function NewUserPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  async function save(v: UserDetail & { password: string; mustChangePassword: boolean }) {
    setSaving(true);
    try {
      const { data } = await api.post<{ id: string }>(USERS, { username: (v as { username?: string }).username, name: v.name, ...(v.email ? { email: v.email } : {}), password: v.password, roleIds: v.roleIds, mustChangePassword: v.mustChangePassword });
      // The rest of the account's fields go through the update route.
      await api.put(`${USERS}/${data.id}`, updateBody(v));
      toast.success('User created');
      navigate(`${USERS_PAGE}/user/${data.id}`);
    } catch (e) {
      showFieldErrors(form, e);
      toast.error(`Unable To Save User: ${problemMessage(e)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div style={{ maxWidth: 960 }}>
      <Typography.Title level={2}>New user</Typography.Title>
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ roleIds: [], locationIds: [], landingPage: 'dashboard', notificationChannels: ['email'], mustChangePassword: true }} onFinishFailed={() => toast.error(MESSAGES.fillAllRequired)}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="username" label="Username" rules={[{ required: true, message: MESSAGES.required }, { pattern: /^[A-Za-z0-9._@-]{3,100}$/, message: '3 to 100 letters, digits, . _ @ or -' }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <PasswordFields minLength={PASSWORD_MIN_LENGTH} />
        <Form.Item name="mustChangePassword" valuePropName="checked"><Checkbox>Must change the password at first sign-in</Checkbox></Form.Item>
        <UserFields />
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>Save</Button>
          <Button htmlType="button" onClick={() => navigate(USERS_PAGE)}>Cancel</Button>
        </Space>
      </Form>
    </div>
  );
}

interface UserChange {
  id?: string;
  action: string;
  byUsername: string;
  at: string | null;
  changes: Record<string, unknown>;
}

/** /admin/rt/users/user/{id}/history. */
export function UserHistoryPage() {
  const { id } = useParams();
  const history = useFetched<{ data: UserChange[] }>(`${USERS}/${id}/history`);
  return (
    <div>
      <Typography.Title level={2}>User history</Typography.Title>
      {history.error && <Alert type="error" showIcon title={history.error} />}
      <Table<UserChange>
        rowKey={(r) => r.id ?? 'created'}
        loading={history.loading}
        dataSource={history.data?.data ?? []}
        pagination={false}
        columns={[
          { title: 'When', dataIndex: 'at', render: (d: string | null) => (d ? new Date(d).toLocaleString() : '') },
          { title: 'Change', dataIndex: 'action', render: (a: string) => <Tag>{a}</Tag> },
          { title: 'By', dataIndex: 'byUsername' },
          { title: 'Fields', dataIndex: 'changes', render: (c: Record<string, unknown>) => Object.entries(c).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('; ') },
        ]}
      />
    </div>
  );
}


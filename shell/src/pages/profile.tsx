import { useEffect, useState } from 'react';
import { App, Button, Card, Checkbox, Empty, Form, Input, Popconfirm, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { ProfileBody } from '@firecrest/contracts';
import { api, problemMessage, showDay, useFetched, useSession } from '@firecrest/portal-kit';

interface Profile {
  username: string;
  name: string;
  email: string | null;
  pendingEmail: string | null;
  phoneNumber: string;
  defaultLocationId: number | null;
  landingPage: 'dashboard' | 'personnel' | 'calendar';
  notificationChannels: ('gartan' | 'email' | 'sms')[];
  linkedIdentities: { id: string; provider: string; providerName: string; label: string; linkedAt: string }[];
}

const LANDING = [
  { value: 'dashboard', label: 'Application dashboard' },
  { value: 'personnel', label: 'Personnel dashboard' },
  { value: 'calendar', label: 'Calendar' },
];
const CHANNELS = [
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'SMS' },
  { value: 'gartan', label: 'Gartan message' },
];

/** Profile and account (spec §2.8): the signed-in user's own details, e-mail with confirmation, linked sign-ins. */
export function ProfilePage() {
  const { message } = App.useApp();
  const profile = useFetched<Profile>('/api/auth/profile');
  const [form] = Form.useForm<ProfileBody>();
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const load = useSession((s) => s.load);
  useEffect(() => {
    if (profile.data) form.setFieldsValue(profile.data);
  }, [profile.data, form]);

  const run = async (what: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await what();
      message.success(done);
      profile.reload();
    } catch (e) {
      message.error(problemMessage(e));
    } finally {
      setBusy(false);
    }
  };

  if (profile.loading && !profile.data) return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
  if (!profile.data) return <Empty description={profile.error ?? 'Your profile could not be loaded.'} />;
  const p = profile.data;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 760 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>My profile</Typography.Title>
      <Card title="Details">
        <Form form={form} layout="vertical" disabled={busy}
          onFinish={(values) => void run(async () => { await api.put('/api/auth/profile', values); await load(); }, 'Profile saved')}>
          <Form.Item label="Username"><Input value={p.username} disabled /></Form.Item>
          <Form.Item label="Name" name="name" rules={[{ required: true, message: 'Required' }]}><Input /></Form.Item>
          <Form.Item label="Phone" name="phoneNumber" rules={[{ pattern: /^[0-9 +()-]*$/, message: 'Digits, spaces, +, ( ) and - only' }]}><Input /></Form.Item>
          <Form.Item label="Default location" extra="Set by your administrator.">
            <Input value={p.defaultLocationId ? `Location ${p.defaultLocationId}` : 'None'} disabled />
          </Form.Item>
          <Form.Item label="Open after sign-in" name="landingPage"><Select options={LANDING} /></Form.Item>
          <Form.Item label="Notification channels" name="notificationChannels"><Checkbox.Group options={CHANNELS} /></Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>Save</Button>
        </Form>
      </Card>
      <Card title="E-mail address">
        <Typography.Paragraph>
          Current: <strong>{p.email ?? 'none'}</strong>
          {p.pendingEmail && <> · <Tag color="orange">waiting for confirmation: {p.pendingEmail}</Tag></>}
        </Typography.Paragraph>
        <Space.Compact style={{ width: '100%' }}>
          <Input aria-label="New e-mail address" placeholder="New e-mail address" value={email} onChange={(e) => setEmail(e.target.value)} disabled={busy} />
          <Button disabled={busy || !/^[^\s@]+@[^\s@]+$/.test(email.trim())}
            onClick={() => void run(async () => { await api.post('/api/auth/profile/email', { email: email.trim() }); setEmail(''); }, 'A confirmation link is on its way to the new address')}>
            Change
          </Button>
        </Space.Compact>
      </Card>
      <Card title="Linked sign-ins">
        <Table rowKey="id" size="small" pagination={false} dataSource={p.linkedIdentities}
          locale={{ emptyText: <Empty description="No external sign-in is linked. Use a sign-in button on the login page to link one." /> }}
          columns={[
            { title: 'Provider', dataIndex: 'providerName' },
            { title: 'Account', dataIndex: 'label' },
            { title: 'Linked', dataIndex: 'linkedAt', render: showDay },
            {
              title: '',
              key: 'unlink',
              render: (_: unknown, row) => (
                <Popconfirm title="Unlink this sign-in?" okText="Unlink" onConfirm={() => run(() => api.delete(`/api/auth/profile/identities/${row.id}`), 'Sign-in unlinked')}>
                  <Button danger size="small">Unlink</Button>
                </Popconfirm>
              ),
            },
          ]} />
      </Card>
      <Card title="Security">
        <Space>
          <Link to="/update-password"><Button>Change password</Button></Link>
          <Link to="/system/api/api-keys"><Button>My API keys</Button></Link>
        </Space>
      </Card>
    </Space>
  );
}

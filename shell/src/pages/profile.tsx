import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Empty, Form, Input, Popconfirm, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LANGUAGES, type Language, type ProfileBody } from '@firecrest/contracts';
import { api, errorOf, i18n, LANGUAGE_NAMES, read, showDay, Trans, useLanguage, useSave, useSession, useT } from '@firecrest/portal-kit';

interface Profile {
  username: string;
  name: string;
  email: string | null;
  pendingEmail: string | null;
  phoneNumber: string;
  defaultLocationId: number | null;
  landingPage: 'dashboard' | 'personnel' | 'calendar';
  notificationChannels: ('gartan' | 'email' | 'sms')[];
  language: Language | null;
  linkedIdentities: { id: string; provider: string; providerName: string; label: string; linkedAt: string }[];
}

const LANDING = [
  { value: 'dashboard', label: 'profile.landingDashboard' },
  { value: 'personnel', label: 'profile.landingPersonnel' },
  { value: 'calendar', label: 'profile.landingCalendar' },
];
const CHANNELS = [
  { value: 'email', label: 'profile.channelEmail' },
  { value: 'sms', label: 'profile.channelSms' },
  { value: 'gartan', label: 'profile.channelGartan' },
];
const PROFILE = '/api/auth/profile';
// Each language in itself, whatever the portal's language is now.
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: <span lang={value}>{LANGUAGE_NAMES[value]}</span> }));

/** Profile and account (spec §2.8): the signed-in user's own details, e-mail with confirmation, linked sign-ins. */
export function ProfilePage() {
  const { t } = useT('shell');
  const language = useLanguage((s) => s.language);
  const profile = useQuery(read<Profile>(PROFILE));
  const profileError = errorOf(profile);
  const [form] = Form.useForm<ProfileBody>();
  const [email, setEmail] = useState('');
  const load = useSession((s) => s.load);
  useEffect(() => {
    // No choice yet: the language in force (the configured default) is what saving keeps.
    if (profile.data) form.setFieldsValue({ ...profile.data, language: profile.data.language ?? language });
  }, [profile.data, form, language]);

  // The sentence said once it worked is read then: saving may just have switched the language.
  const said = (key: string) => () => i18n.t(key, { ns: 'shell' });
  const save = useSave({
    save: async (values: ProfileBody) => {
      await api.put(PROFILE, values);
      await load();
    },
    invalidates: [PROFILE],
    saved: said('profile.saved'),
    form,
  });
  const changeEmail = useSave({ save: () => api.post(`${PROFILE}/email`, { email: email.trim() }), invalidates: [PROFILE], saved: said('profile.emailSent'), onSaved: () => setEmail('') });
  const unlink = useSave({ save: (id: string) => api.delete(`${PROFILE}/identities/${id}`), invalidates: [PROFILE], saved: said('profile.unlinked') });
  const busy = save.isPending || changeEmail.isPending || unlink.isPending;

  if (profile.isFetching && !profile.data) return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
  if (!profile.data) return <Empty description={profileError ?? t('profile.loadFailed')} />;
  const p = profile.data;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 760 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>{t('profile.title')}</Typography.Title>
      <Card title={t('profile.details')}>
        <Form form={form} layout="vertical" disabled={busy}
          onFinish={(values) => save.mutate(values)}>
          <Form.Item label={t('profile.username')}><Input value={p.username} disabled /></Form.Item>
          <Form.Item label={t('profile.name')} name="name" rules={[{ required: true, message: t('common:required') }]}><Input /></Form.Item>
          <Form.Item label={t('profile.phone')} name="phoneNumber" rules={[{ pattern: /^[0-9 +()-]*$/, message: t('profile.phoneRule') }]}><Input /></Form.Item>
          <Form.Item label={t('profile.defaultLocation')} extra={t('profile.defaultLocationHelp')}>
            <Input value={p.defaultLocationId ? t('profile.location', { id: p.defaultLocationId }) : t('profile.none')} disabled />
          </Form.Item>
          <Form.Item label={t('profile.landingPage')} name="landingPage"><Select options={LANDING.map((o) => ({ ...o, label: t(o.label) }))} /></Form.Item>
          <Form.Item label={t('profile.language')} name="language" extra={t('profile.languageHelp')}><Select options={LANGUAGE_OPTIONS} /></Form.Item>
          <Form.Item label={t('profile.channels')} name="notificationChannels"><Checkbox.Group options={CHANNELS.map((o) => ({ ...o, label: t(o.label) }))} /></Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>{t('common:save')}</Button>
        </Form>
      </Card>
      <Card title={t('profile.email')}>
        <Typography.Paragraph>
          <Trans t={t} i18nKey="profile.currentEmail" values={{ email: p.email ?? t('profile.noEmail') }} components={[<strong />]} />
          {p.pendingEmail && <> · <Tag color="orange">{t('profile.pendingEmail', { email: p.pendingEmail })}</Tag></>}
        </Typography.Paragraph>
        <Space.Compact style={{ width: '100%' }}>
          <Input aria-label={t('profile.newEmail')} placeholder={t('profile.newEmail')} value={email} onChange={(e) => setEmail(e.target.value)} disabled={busy} />
          <Button disabled={busy || !/^[^\s@]+@[^\s@]+$/.test(email.trim())}
            onClick={() => changeEmail.mutate()}>
            {t('profile.change')}
          </Button>
        </Space.Compact>
      </Card>
      <Card title={t('profile.linked')}>
        <Table rowKey="id" size="small" pagination={false} dataSource={p.linkedIdentities}
          locale={{ emptyText: <Empty description={t('profile.noLinked')} /> }}
          columns={[
            { title: t('profile.provider'), dataIndex: 'providerName' },
            { title: t('profile.account'), dataIndex: 'label' },
            { title: t('profile.linkedAt'), dataIndex: 'linkedAt', render: showDay },
            {
              title: '',
              key: 'unlink',
              render: (_: unknown, row) => (
                <Popconfirm title={t('profile.unlinkConfirm')} okText={t('profile.unlink')} cancelText={t('common:cancel')} onConfirm={() => unlink.mutate(row.id)}>
                  <Button danger size="small">{t('profile.unlink')}</Button>
                </Popconfirm>
              ),
            },
          ]} />
      </Card>
      <Card title={t('profile.security')}>
        <Space>
          <Link to="/update-password"><Button>{t('password.change')}</Button></Link>
          <Link to="/system/api/api-keys"><Button>{t('profile.apiKeys')}</Button></Link>
        </Space>
      </Card>
    </Space>
  );
}

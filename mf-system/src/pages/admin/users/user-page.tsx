import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Checkbox, Col, Descriptions, Form, Input, Modal, Result, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import { PASSWORD_MIN_LENGTH, type UserChange } from '@firecrest/contracts';
import { api, errorOf, listLocale, problemMessage, read, showDateTime, showFieldErrors, useCrumbName, useSave, useSession, useT, useToast } from '@firecrest/portal-kit';
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
  const { t } = useT('system');
  const { id } = useParams();
  const { modal } = App.useApp();
  const toast = useToast();
  const canEdit = useSession((s) => s.can('USERS', 'edit'));
  const url = `${USERS}/${id}`;
  const user = useQuery(read<UserDetail>(url));
  useCrumbName(`${USERS_PAGE}/user/${id}`, user.data?.name ?? null);
  const [form] = Form.useForm<UserDetail>();
  const [resetForm] = Form.useForm<{ password: string }>();
  const [resetting, setResetting] = useState(false);
  const saveFailed = (e: unknown) => toast.error(t('user.saveFailed', { problem: problemMessage(e) }));

  const save = useSave({
    save: (values: UserDetail) => api.put(url, updateBody(values)),
    invalidates: [url],
    saved: t('user.saved'),
    onFailed: (e) => {
      showFieldErrors(form, e);
      saveFailed(e);
      return true;
    },
  });
  const action = useSave({
    save: ({ action }: { action: string; done: string }) => api.post(`${url}/${action}`),
    invalidates: [url],
    saved: (_, { done }) => done,
    onFailed: (e) => {
      saveFailed(e);
      return true;
    },
  });
  const act = (name: string, done: string) => () => action.mutateAsync({ action: name, done }).catch(() => undefined);
  const confirm = (title: string, content: string, onOk: () => Promise<unknown>) => modal.confirm({ title, content, okText: t('user.yes'), cancelText: t('common:cancel'), onOk });
  const reset = useSave({
    save: (body: { password: string }) => api.post(`${url}/reset-password`, body),
    invalidates: [url],
    saved: t('user.passwordReset'),
    form: resetForm,
    onSaved: () => setResetting(false),
  });

  if (user.isFetching && !user.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!user.data) return <Result status="404" title={t('user.notFound')} subTitle={errorOf(user)} extra={<Link to={USERS_PAGE}><Button>{t('user.back')}</Button></Link>} />;
  const u = user.data;
  return (
    <div style={{ maxWidth: 960 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{u.name}</Typography.Title>
        <Link to={`${USERS_PAGE}/user/${u.id}/history`}><Button icon={<HistoryOutlined />}>{t('user.history')}</Button></Link>
      </Space>
      <Descriptions size="small" style={{ margin: '16px 0' }} column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('users.username')}>{u.username}</Descriptions.Item>
        <Descriptions.Item label={t('users.state')}>{u.disabled ? <Tag>{t('users.disabled')}</Tag> : u.locked ? <Tag color="red">{t('users.locked')}</Tag> : <Tag color="green">{t('users.active')}</Tag>}{u.mustChangePassword && <Tag color="orange">{t('user.mustChange')}</Tag>}</Descriptions.Item>
        <Descriptions.Item label={t('users.lastSignIn')}>{u.lastLoginAt ? showDateTime(u.lastLoginAt) : t('users.never')}</Descriptions.Item>
      </Descriptions>
      {canEdit && (
        <Space wrap style={{ marginBottom: 16 }}>
          {u.locked
            ? <Button onClick={act('unlock', t('user.unlocked'))}>{t('user.unlock')}</Button>
            : <Button onClick={() => confirm(t('user.lockConfirm'), t('user.lockText'), act('lock', t('user.lockedDone')))}>{t('user.lock')}</Button>}
          {u.disabled
            ? <Button onClick={act('enable', t('user.enabled'))}>{t('user.enable')}</Button>
            : <Button danger onClick={() => confirm(t('user.disableConfirm'), t('user.disableText'), act('disable', t('user.disabledDone')))}>{t('user.disable')}</Button>}
          <Button onClick={() => { resetForm.resetFields(); setResetting(true); }}>{t('user.resetPassword')}</Button>
        </Space>
      )}
      <Form form={form} layout="vertical" initialValues={u} onFinish={(values) => save.mutate(values)} disabled={!canEdit} key={u.id + (u as { lastModifiedDate?: string }).lastModifiedDate} onFinishFailed={() => toast.error(t('form.fillAllRequired'))}>
        <UserFields />
        {canEdit && <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common:save')}</Button>}
      </Form>
      <LinkedSignIns userId={u.id} canEdit={canEdit} />
      <Modal open={resetting} title={t('user.resetPassword')} okText={t('user.reset')} cancelText={t('common:cancel')} onOk={() => resetForm.submit()} onCancel={() => setResetting(false)} forceRender>
        <Typography.Paragraph type="secondary">{t('user.resetText')}</Typography.Paragraph>
        <Form form={resetForm} layout="vertical" onFinish={({ password }) => reset.mutate({ password })}>
          <PasswordFields minLength={PASSWORD_MIN_LENGTH} />
        </Form>
      </Modal>
    </div>
  );
}

/** /admin/rt/users/new. */
export function NewUserPage() {
  const { t } = useT('system');
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm();
  const save = useSave({
    save: async (v: UserDetail & { password: string; mustChangePassword: boolean }) => {
      const { data } = await api.post<{ id: string }>(USERS, { username: (v as { username?: string }).username, name: v.name, ...(v.email ? { email: v.email } : {}), password: v.password, roleIds: v.roleIds, mustChangePassword: v.mustChangePassword });
      // The rest of the account's fields go through the update route.
      await api.put(`${USERS}/${data.id}`, updateBody(v));
      return data;
    },
    invalidates: [USERS],
    saved: t('user.created'),
    onSaved: (data) => navigate(`${USERS_PAGE}/user/${data.id}`),
    onFailed: (e) => {
      showFieldErrors(form, e);
      toast.error(t('user.saveFailed', { problem: problemMessage(e) }));
      return true;
    },
  });

  return (
    <div style={{ maxWidth: 960 }}>
      <Typography.Title level={2}>{t('users.new')}</Typography.Title>
      <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)} initialValues={{ roleIds: [], locationIds: [], landingPage: 'dashboard', notificationChannels: ['email'], mustChangePassword: true }} onFinishFailed={() => toast.error(t('form.fillAllRequired'))}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="username" label={t('users.username')} rules={[{ required: true, message: t('common:required') }, { pattern: /^[A-Za-z0-9._@-]{3,100}$/, message: t('user.usernameRule') }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <PasswordFields minLength={PASSWORD_MIN_LENGTH} />
        <Form.Item name="mustChangePassword" valuePropName="checked"><Checkbox>{t('user.mustChangeFirst')}</Checkbox></Form.Item>
        <UserFields />
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common:save')}</Button>
          <Button htmlType="button" onClick={() => navigate(USERS_PAGE)}>{t('common:cancel')}</Button>
        </Space>
      </Form>
    </div>
  );
}

/** The catalogue keys of the changes a user's history names (others are shown as recorded). */
const ACTION_KEYS: Record<string, string> = { created: 'common:history.created', updated: 'common:history.updated', deleted: 'common:history.deleted' };

/** /admin/rt/users/user/{id}/history. */
export function UserHistoryPage() {
  const { t } = useT('system');
  const { id } = useParams();
  const history = useQuery(read<{ data: UserChange[] }>(`${USERS}/${id}/history`));
  const error = errorOf(history);
  return (
    <div>
      <Typography.Title level={2}>{t('user.historyTitle')}</Typography.Title>
      {error && <Alert type="error" showIcon title={error} />}
      <Table<UserChange>
        rowKey={(r) => r.id ?? 'created'}
        loading={history.isFetching}
        dataSource={history.data?.data ?? []}
        locale={listLocale(t('common:history.empty'), error)}
        pagination={false}
        columns={[
          { title: t('common:history.when'), dataIndex: 'at', render: (d: string | null) => (d ? showDateTime(d) : '') },
          { title: t('common:history.change'), dataIndex: 'action', render: (a: string) => <Tag>{a in ACTION_KEYS ? t(ACTION_KEYS[a]!) : a}</Tag> },
          { title: t('common:history.by'), dataIndex: 'byUsername' },
          { title: t('common:history.changedFields'), dataIndex: 'changes', render: (c: Record<string, unknown>) => Object.entries(c).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('; ') },
        ]}
      />
    </div>
  );
}


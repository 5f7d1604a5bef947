import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { UserChange } from '@firecrest/contracts';
import { errorOf, fieldLabel, listLocale, read, showDateTime, useCrumbName, useSession, useT } from '@firecrest/portal-kit';
import type { Translate } from '../../lib/translate';
import { employeeUrl, type Employee } from './employee';

interface LinkedUser {
  id: string;
  username: string;
  name: string;
  email: string | null;
  disabled: boolean;
  locked: boolean;
  lastLoginAt: string | null;
}

const userPage = (employeeId: number | string, userId: string) => `/personnel/rt/personnel-list/${employeeId}/dashboard/user/${userId}/${employeeId}`;
const stateTags = (u: LinkedUser, t: Translate) => [
  u.disabled && <Tag key="d" color="red">{t('user.disabled')}</Tag>,
  u.locked && <Tag key="l" color="orange">{t('user.locked')}</Tag>,
  !u.disabled && !u.locked && <Tag key="a" color="green">{t('list.active')}</Tag>,
];
/** How a change to the account is named (the gateway's actions). */
const ACTION_KEYS: Record<string, string> = { created: 'common:history.created', updated: 'common:history.updated', deleted: 'common:history.deleted' };

/** The user tab: the sign-in accounts linked to this person (users carry the employee they are). */
export function UserTab({ employeeId }: { employeeId: number }) {
  const { t } = useT('personnel');
  const canView = useSession((s) => s.can('USERS', 'view'));
  const users = useQuery(read<{ data: LinkedUser[] }>(canView ? `/api/admin/users/search?employeeId=${employeeId}` : null));
  const usersError = errorOf(users);
  if (!canView) return <Alert type="info" showIcon title={t('user.mayNotView')} />;
  return (
    <>
      {usersError && <Alert type="error" showIcon title={usersError} action={<Button onClick={() => void users.refetch()}>{t('common:retry')}</Button>} />}
      <Table<LinkedUser>
        rowKey="id"
        loading={users.isFetching}
        dataSource={users.data?.data ?? []}
        pagination={false}
        locale={listLocale(t('user.noneLinked'), usersError)}
        columns={[
          { title: t('user.username'), render: (_, u) => <Link to={userPage(employeeId, u.id)}>{u.username}</Link> },
          { title: t('field.name'), dataIndex: 'name' },
          { title: t('field.email'), dataIndex: 'email' },
          { title: t('user.state'), render: (_, u) => stateTags(u, t) },
          { title: t('user.lastSignIn'), dataIndex: 'lastLoginAt', render: showDateTime },
        ]}
      />
    </>
  );
}

/** `…/dashboard/user/{user}/{employee}`: the linked account and its changes (who changed what, when). */
export function EmployeeUserPage() {
  const { userId, id } = useParams();
  const { t } = useT('personnel');
  const employee = useQuery(read<Employee>(employeeUrl(id!)));
  const employeeError = errorOf(employee);
  const user = useQuery(read<LinkedUser>(`/api/admin/users/${userId}`));
  const userError = errorOf(user);
  const history = useQuery(read<{ data: UserChange[] }>(`/api/admin/users/${userId}/history`));
  const historyError = errorOf(history);
  useCrumbName(`/personnel/rt/personnel-list/${id}`, employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : null);
  useCrumbName(`/personnel/rt/personnel-list/${id}/dashboard/user`, t('tab.user'));
  useCrumbName(`/personnel/rt/personnel-list/${id}/dashboard/user/${userId}`, user.data?.username);
  useCrumbName(`/personnel/rt/personnel-list/${id}/dashboard/user/${userId}/${id}/history`, t('history'));
  const error = userError ?? employeeError;
  if (error) return <Alert type="error" showIcon title={error} action={<Button onClick={() => (void user.refetch(), void employee.refetch())}>{t('common:retry')}</Button>} />;
  if (!user.data || !employee.data) return <Skeleton active />;
  const u = user.data;
  return (
    <div>
      <Typography.Title level={2} translate="no">{u.username}</Typography.Title>
      <Typography.Paragraph>
        <Link to={`/personnel/rt/personnel-list/${id}/dashboard/user`}>{t('user.backLink', { name: `${employee.data.firstName} ${employee.data.lastName}` })}</Link>
      </Typography.Paragraph>
      <Card title={t('user.account')} style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} items={[
          { key: 'name', label: t('field.name'), children: u.name },
          { key: 'email', label: t('field.email'), children: u.email ?? '—' },
          { key: 'state', label: t('user.state'), children: stateTags(u, t) },
          { key: 'last', label: t('user.lastSignIn'), children: showDateTime(u.lastLoginAt) },
        ]} />
      </Card>
      <Typography.Title level={3}>{t('history')}</Typography.Title>
      {historyError && <Alert type="error" showIcon title={historyError} />}
      <Table<UserChange>
        rowKey={(c) => c.id ?? 'created'}
        loading={history.isFetching}
        dataSource={history.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('common:history.empty')} /> }}
        columns={[
          { title: t('common:history.when'), dataIndex: 'at', render: showDateTime },
          { title: t('common:history.change'), dataIndex: 'action', render: (action: string) => (ACTION_KEYS[action] ? t(ACTION_KEYS[action]) : action) },
          { title: t('common:history.by'), dataIndex: 'byUsername' },
          { title: t('user.whatItSet'), render: (_, c) => Object.entries(c.changes).map(([k, v]) => `${fieldLabel(k)}: ${Array.isArray(v) ? v.join(', ') : typeof v === 'object' && v ? JSON.stringify(v) : String(v ?? '—')}`).join('; ') },
        ]}
      />
    </div>
  );
}

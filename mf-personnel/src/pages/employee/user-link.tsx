import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import { fieldLabel, listLocale, showDateTime, useCrumbName, useFetched, useSession } from '@firecrest/portal-kit';
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

interface UserChange {
  id?: string;
  action: string;
  byUsername: string;
  at: string | null;
  /** The fields the change set, with their new values. */
  changes: Record<string, unknown>;
}

const userPage = (employeeId: number | string, userId: string) => `/personnel/rt/personnel-list/${employeeId}/dashboard/user/${userId}/${employeeId}`;
const stateTags = (u: LinkedUser) => [u.disabled && <Tag key="d" color="red">Disabled</Tag>, u.locked && <Tag key="l" color="orange">Locked</Tag>, !u.disabled && !u.locked && <Tag key="a" color="green">Active</Tag>];

/** The user tab: the sign-in accounts linked to this person (users carry the employee they are). */
export function UserTab({ employeeId }: { employeeId: number }) {
  const canView = useSession((s) => s.can('USERS', 'view'));
  const users = useFetched<{ data: LinkedUser[] }>(canView ? `/api/admin/users/search?employeeId=${employeeId}` : null);
  if (!canView) return <Alert type="info" showIcon title="You may not view user accounts, so this person’s account cannot be shown." />;
  return (
    <>
      {users.error && <Alert type="error" showIcon title={users.error} action={<Button onClick={users.reload}>Retry</Button>} />}
      <Table<LinkedUser>
        rowKey="id"
        loading={users.loading}
        dataSource={users.data?.data ?? []}
        pagination={false}
        locale={listLocale('No user account is linked to this person (an administrator links one on the user’s page)', users.error)}
        columns={[
          { title: 'Username', render: (_, u) => <Link to={userPage(employeeId, u.id)}>{u.username}</Link> },
          { title: 'Name', dataIndex: 'name' },
          { title: 'Email', dataIndex: 'email' },
          { title: 'State', render: (_, u) => stateTags(u) },
          { title: 'Last sign-in', dataIndex: 'lastLoginAt', render: showDateTime },
        ]}
      />
    </>
  );
}

/** `…/dashboard/user/{user}/{employee}`: the linked account and its changes (who changed what, when). */
export function EmployeeUserPage() {
  const { userId, id } = useParams();
  const employee = useFetched<Employee>(employeeUrl(id!));
  const user = useFetched<LinkedUser>(`/api/admin/users/${userId}`);
  const history = useFetched<{ data: UserChange[] }>(`/api/admin/users/${userId}/history`);
  useCrumbName(`/personnel/rt/personnel-list/${id}`, employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : null);
  const error = user.error ?? employee.error;
  if (error) return <Alert type="error" showIcon title={error} action={<Button onClick={() => (user.reload(), employee.reload())}>Retry</Button>} />;
  if (!user.data || !employee.data) return <Skeleton active />;
  const u = user.data;
  return (
    <div>
      <Typography.Title level={2}>{u.username}</Typography.Title>
      <Typography.Paragraph>
        <Link to={`/personnel/rt/personnel-list/${id}/dashboard/user`}>{employee.data.firstName} {employee.data.lastName}: user</Link>
      </Typography.Paragraph>
      <Card title="Account" style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} items={[
          { key: 'name', label: 'Name', children: u.name },
          { key: 'email', label: 'Email', children: u.email ?? '—' },
          { key: 'state', label: 'State', children: stateTags(u) },
          { key: 'last', label: 'Last sign-in', children: showDateTime(u.lastLoginAt) },
        ]} />
      </Card>
      <Typography.Title level={4}>History</Typography.Title>
      {history.error && <Alert type="error" showIcon title={history.error} />}
      <Table<UserChange>
        rowKey={(c) => c.id ?? 'created'}
        loading={history.loading}
        dataSource={history.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="No changes recorded" /> }}
        columns={[
          { title: 'When', dataIndex: 'at', render: showDateTime },
          { title: 'Change', dataIndex: 'action' },
          { title: 'By', dataIndex: 'byUsername' },
          { title: 'What it set', render: (_, c) => Object.entries(c.changes).map(([k, v]) => `${fieldLabel(k)}: ${Array.isArray(v) ? v.join(', ') : typeof v === 'object' && v ? JSON.stringify(v) : String(v ?? '—')}`).join('; ') },
        ]}
      />
    </div>
  );
}

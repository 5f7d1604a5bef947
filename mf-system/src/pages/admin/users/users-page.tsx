import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Space, Table, Tag, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { SortOrder } from 'antd/es/table/interface';
import { errorOf, listLocale, read, showDateTime, useQueryParams, useSession, useT } from '@firecrest/portal-kit';
import { ROLES, USERS, USERS_PAGE, type RoleSummary, type UserDetail } from './user-types';

const PAGE_SIZE = 20;

/** /admin/rt/users: search (3+ characters), sorted, paged on the server. */
export function UsersPage() {
  const { t } = useT('system');
  const navigate = useNavigate();
  const [params, set] = useQueryParams();
  const canCreate = useSession((s) => s.can('USERS', 'create'));
  const [text, setText] = useState(params.get('q') ?? '');
  const roles = useQuery(read<{ data: RoleSummary[] }>(ROLES));
  const roleName = new Map((roles.data?.data ?? []).map((r) => [r.id, r.name]));
  useEffect(() => {
    const q = text.trim();
    if (q.length > 0 && q.length < 3) return;
    const timer = setTimeout(() => set({ q: q || null, page: null }), 250);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps
  const page = Number(params.get('page') ?? 0);
  const orderBy = params.get('orderBy') ?? 'username';
  const desc = params.get('desc') === 'true';
  const url = useMemo(() => {
    const q = new URLSearchParams({ page: String(page), itemsPerPage: String(PAGE_SIZE), orderBy, orderByDescending: String(desc) });
    if (params.get('q')) q.set('q', params.get('q')!);
    return `${USERS}/search?${q}`;
  }, [params, page, orderBy, desc]);
  const users = useQuery(read<{ data: UserDetail[]; total: number }>(url));
  const error = errorOf(users);
  const order = (key: string): SortOrder => (orderBy === key ? (desc ? 'descend' : 'ascend') : null);
  const tooShort = text.trim().length > 0 && text.trim().length < 3;

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{t('users.title')}</Typography.Title>
        {canCreate && <Link to={`${USERS_PAGE}/new`}><Button type="primary" icon={<PlusOutlined />}>{t('users.new')}</Button></Link>}
      </Space>
      <div style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('users.searchPlaceholder')} aria-label={t('users.search')} style={{ width: 320 }} value={text} onChange={(e) => setText(e.target.value)} status={tooShort ? 'warning' : undefined} />
        {tooShort && <div><Typography.Text type="warning">{t('form.searchMinChars')}</Typography.Text></div>}
      </div>
      {error && <Alert type="error" showIcon title={error} action={<Button onClick={() => users.refetch()}>{t('common:retry')}</Button>} style={{ marginBottom: 16 }} />}
      <Table<UserDetail>
        rowKey="id"
        loading={users.isFetching}
        dataSource={users.data?.data ?? []}
        locale={listLocale(t('users.empty'), error)}
        onRow={(u) => ({ onClick: () => navigate(`${USERS_PAGE}/user/${u.id}`), style: { cursor: 'pointer' } })}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: users.data?.total ?? 0, showSizeChanger: false, showTotal: (total) => t('users.total', { count: total }) }}
        onChange={(p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          set({ page: String((p.current ?? 1) - 1), orderBy: s?.order ? String(s.columnKey) : null, desc: s?.order === 'descend' ? 'true' : null });
        }}
        columns={[
          { key: 'username', title: t('users.username'), dataIndex: 'username', sorter: true, sortOrder: order('username') },
          { key: 'name', title: t('users.name'), dataIndex: 'name', sorter: true, sortOrder: order('name') },
          { key: 'email', title: t('users.email'), dataIndex: 'email' },
          { key: 'roles', title: t('users.roles'), render: (_, u) => u.roleIds.map((id) => <Tag key={id}>{roleName.get(id) ?? id}</Tag>) },
          { key: 'state', title: t('users.state'), render: (_, u) => <>{u.disabled && <Tag color="default">{t('users.disabled')}</Tag>}{u.locked && <Tag color="red">{t('users.locked')}</Tag>}{!u.disabled && !u.locked && <Tag color="green">{t('users.active')}</Tag>}</> },
          { key: 'lastLoginAt', title: t('users.lastSignIn'), dataIndex: 'lastLoginAt', sorter: true, sortOrder: order('lastLoginAt'), render: (d: string | null) => (d ? showDateTime(d) : t('users.never')) },
        ]}
      />
    </div>
  );
}

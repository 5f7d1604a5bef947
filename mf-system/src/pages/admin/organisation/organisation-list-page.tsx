import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Form, Input, Popconfirm, Result, Skeleton, Space, Table, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ModuleKey } from '@firecrest/contracts';
import { api, errorOf, HistoryTable, listLocale, organisationUrl, read, type ListItem, type OrganisationKind, useSave, useSession, useT } from '@firecrest/portal-kit';

/** One organisation list of the admin area (spec §2.3): its kind on the server and its paths in the portal. */
export interface OrganisationList {
  kind: OrganisationKind;
  /** Catalogue keys (namespace `system`) of the list's name and of one of its items. */
  title: string;
  noun: string;
  /** e.g. /admin/rt/staff-group/list */
  path: string;
  module: ModuleKey;
  history?: boolean;
}

/** `…/list`: the items, a new one, delete with confirmation. */
export function OrganisationListPage({ list }: { list: OrganisationList }) {
  const { t } = useT('system');
  const title = t(list.title);
  const noun = t(list.noun);
  const navigate = useNavigate();
  const can = useSession((s) => s.can);
  const items = useQuery(read<{ data: ListItem[] }>(organisationUrl(list.kind)));
  const error = errorOf(items);
  const [filter, setFilter] = useState('');
  const rows = (items.data?.data ?? []).filter((i) => filter.trim().length < 3 || i.name.toLowerCase().includes(filter.trim().toLowerCase()));

  const remove = useSave({ save: (item: ListItem) => api.delete(`${organisationUrl(list.kind)}/${item.id}`), invalidates: [organisationUrl(list.kind)], saved: t('refList.deleted', { noun }) });

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{title}</Typography.Title>
        <Space>
          {list.history && <Link to={`${list.path}/history`}><Button icon={<HistoryOutlined />}>{t('refList.history')}</Button></Link>}
          {can(list.module, 'create') && <Link to={`${list.path}/new`}><Button type="primary" icon={<PlusOutlined />}>{t('new')}</Button></Link>}
        </Space>
      </Space>
      <Input.Search allowClear placeholder={t('orgList.filter')} aria-label={t('refList.filterLabel', { list: title.toLowerCase() })} style={{ width: 280, marginBottom: 16 }} value={filter} onChange={(e) => setFilter(e.target.value)} />
      {error && <Alert type="error" showIcon title={error} action={<Button onClick={() => items.refetch()}>{t('common:retry')}</Button>} style={{ marginBottom: 16 }} />}
      <Table<ListItem>
        rowKey="id"
        loading={items.isFetching}
        dataSource={rows}
        locale={listLocale(t('refList.empty', { list: title.toLowerCase() }), error)}
        onRow={(r) => ({ onClick: () => navigate(`${list.path}/details/${r.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('orgList.id'), dataIndex: 'id', width: 80, sorter: (a, b) => a.id - b.id },
          { title: t('refList.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name), defaultSortOrder: 'ascend' },
          ...(can(list.module, 'delete')
            ? [{
                title: '',
                key: 'actions',
                width: 56,
                render: (_: unknown, r: ListItem) => (
                  <span onClick={(e) => e.stopPropagation()}>
                    <Popconfirm title={t('orgList.confirmDelete', { name: r.name })} okText={t('common:delete')} cancelText={t('common:cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(r)}>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('refList.deleteLabel', { name: r.name })} />
                    </Popconfirm>
                  </span>
                ),
              }]
            : []),
        ]}
      />
    </div>
  );
}

/** `…/list/new` and `…/list/details/{id}`: the name, saved with the server's checks. */
export function OrganisationItemPage({ list }: { list: OrganisationList }) {
  const { t } = useT('system');
  const noun = t(list.noun);
  const { id } = useParams();
  const navigate = useNavigate();
  const canSave = useSession((s) => s.can(list.module, id ? 'edit' : 'create'));
  const item = useQuery(read<{ data: ListItem[] }>(id ? organisationUrl(list.kind) : null));
  const [form] = Form.useForm<{ name: string }>();
  const current = item.data?.data.find((i) => i.id === Number(id));
  const save = useSave({
    save: (values: { name: string }) => (id ? api.put(`${organisationUrl(list.kind)}/${id}`, { name: values.name }) : api.post(organisationUrl(list.kind), { name: values.name })),
    invalidates: [organisationUrl(list.kind)],
    saved: t('refList.saved'),
    form,
    onSaved: () => navigate(list.path),
  });

  if (id && item.isFetching) return <Skeleton active />;
  if (id && !current) return <Result status="404" title={t('orgList.notFound', { noun })} extra={<Link to={list.path}><Button>{t('orgList.back')}</Button></Link>} />;
  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Title level={2}>{id ? current!.name : t('refList.newItem', { noun })}</Typography.Title>
      <Form form={form} layout="vertical" initialValues={{ name: current?.name ?? '' }} onFinish={(values) => save.mutate(values)} disabled={!canSave}>
        <Form.Item name="name" label={t('refList.name')} rules={[{ required: true, whitespace: true, message: t('common:required') }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Space>
          {canSave && <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common:save')}</Button>}
          <Button htmlType="button" disabled={false} onClick={() => navigate(list.path)}>{t('common:cancel')}</Button>
        </Space>
      </Form>
      {id && list.history && (
        <>
          <Typography.Title level={4} style={{ marginTop: 24 }}>{t('refList.history')}</Typography.Title>
          <HistoryTable url={`/api/personnel/history?entity=${list.kind}&entityId=${id}`} />
        </>
      )}
    </div>
  );
}

/** `…/list/history`: every change to the list. */
export function OrganisationHistoryPage({ list }: { list: OrganisationList }) {
  const { t } = useT('system');
  return (
    <div>
      <Typography.Title level={2}>{t('refList.historyOf', { list: t(list.title) })}</Typography.Title>
      <HistoryTable url={`/api/personnel/history?entity=${list.kind}`} />
    </div>
  );
}

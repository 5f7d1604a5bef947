import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Form, Input, Popconfirm, Result, Skeleton, Space, Table, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ModuleKey } from '@firecrest/contracts';
import { MESSAGES } from '@firecrest/contracts';
import { api, HistoryTable, invalidateShared, listLocale, organisationUrl, problemMessage, showFieldErrors, type ListItem, type OrganisationKind, useFetched, useSession, useToast } from '@firecrest/portal-kit';

/** One organisation list of the admin area (spec §2.3): its kind on the server and its paths in the portal. */
export interface OrganisationList {
  kind: OrganisationKind;
  title: string;
  noun: string;
  /** e.g. /admin/rt/staff-group/list */
  path: string;
  module: ModuleKey;
  history?: boolean;
}

/** `…/list`: the items, a new one, delete with confirmation. */
export function OrganisationListPage({ list }: { list: OrganisationList }) {
  const toast = useToast();
  const navigate = useNavigate();
  const can = useSession((s) => s.can);
  const items = useFetched<{ data: ListItem[] }>(organisationUrl(list.kind));
  const [filter, setFilter] = useState('');
  const rows = (items.data?.data ?? []).filter((i) => filter.trim().length < 3 || i.name.toLowerCase().includes(filter.trim().toLowerCase()));

  async function remove(item: ListItem) {
    try {
      await api.delete(`${organisationUrl(list.kind)}/${item.id}`);
      invalidateShared(organisationUrl(list.kind));
      toast.success(`${list.noun} deleted`);
      items.reload();
    } catch (e) {
      toast.error(problemMessage(e));
    }
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{list.title}</Typography.Title>
        <Space>
          {list.history && <Link to={`${list.path}/history`}><Button icon={<HistoryOutlined />}>History</Button></Link>}
          {can(list.module, 'create') && <Link to={`${list.path}/new`}><Button type="primary" icon={<PlusOutlined />}>New</Button></Link>}
        </Space>
      </Space>
      <Input.Search allowClear placeholder="Filter (at least 3 characters)" aria-label="Filter" style={{ width: 280, marginBottom: 16 }} value={filter} onChange={(e) => setFilter(e.target.value)} />
      {items.error && <Alert type="error" showIcon title={items.error} action={<Button onClick={items.reload}>Retry</Button>} style={{ marginBottom: 16 }} />}
      <Table<ListItem>
        rowKey="id"
        loading={items.loading}
        dataSource={rows}
        locale={listLocale(`No ${list.title.toLowerCase()} yet`, items.error)}
        onRow={(r) => ({ onClick: () => navigate(`${list.path}/details/${r.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Id', dataIndex: 'id', width: 80, sorter: (a, b) => a.id - b.id },
          { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name), defaultSortOrder: 'ascend' },
          ...(can(list.module, 'delete')
            ? [{
                title: '',
                key: 'actions',
                width: 56,
                render: (_: unknown, r: ListItem) => (
                  <span onClick={(e) => e.stopPropagation()}>
                    <Popconfirm title={`Delete ${r.name}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove(r)}>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${r.name}`} />
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
  const { id } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const canSave = useSession((s) => s.can(list.module, id ? 'edit' : 'create'));
  const item = useFetched<{ data: ListItem[] }>(id ? organisationUrl(list.kind) : null);
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const current = item.data?.data.find((i) => i.id === Number(id));

  async function save(values: { name: string }) {
    setSaving(true);
    try {
      if (id) await api.put(`${organisationUrl(list.kind)}/${id}`, { name: values.name });
      else await api.post(organisationUrl(list.kind), { name: values.name });
      invalidateShared(organisationUrl(list.kind));
      toast.success(`${list.noun} saved`);
      navigate(list.path);
    } catch (e) {
      if (!showFieldErrors(form, e)) toast.error(problemMessage(e));
    } finally {
      setSaving(false);
    }
  }

  if (id && item.loading) return <Skeleton active />;
  if (id && !current) return <Result status="404" title={`${list.noun} not found`} extra={<Link to={list.path}><Button>Back to the list</Button></Link>} />;
  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Title level={2}>{id ? current!.name : `New ${list.noun.toLowerCase()}`}</Typography.Title>
      <Form form={form} layout="vertical" initialValues={{ name: current?.name ?? '' }} onFinish={save} disabled={!canSave}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: MESSAGES.required }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Space>
          {canSave && <Button type="primary" htmlType="submit" loading={saving}>Save</Button>}
          <Button htmlType="button" disabled={false} onClick={() => navigate(list.path)}>Cancel</Button>
        </Space>
      </Form>
      {id && list.history && (
        <>
          <Typography.Title level={4} style={{ marginTop: 24 }}>History</Typography.Title>
          <HistoryTable url={`/api/personnel/history?entity=${list.kind}&entityId=${id}`} />
        </>
      )}
    </div>
  );
}

/** `…/list/history`: every change to the list. */
export function OrganisationHistoryPage({ list }: { list: OrganisationList }) {
  return (
    <div>
      <Typography.Title level={2}>{list.title}: history</Typography.Title>
      <HistoryTable url={`/api/personnel/history?entity=${list.kind}`} />
    </div>
  );
}

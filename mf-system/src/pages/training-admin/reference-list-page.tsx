import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, ColorPicker, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { COLOURED_KINDS, REFERENCE_ITEM_TYPES, type ModuleKey, type ReferenceKind } from '@firecrest/contracts';
import { api, errorOf, listLocale, read, useSave, useSession, useT } from '@firecrest/portal-kit';

interface Item {
  id: number;
  code: string;
  name: string;
  type?: string;
  colour?: string;
}
type Values = { code?: string; name: string; type?: string; colour?: string };

export interface ReferenceListSpec {
  kind: ReferenceKind;
  /** Catalogue keys (namespace `system`) of the list's name and of one of its items. */
  title: string;
  noun: string;
  module: ModuleKey;
  /** The list's path under /admin (its `/new` and `/details/:id` open the form over it). */
  path: string;
  hasCode: boolean;
  importPath?: string;
  /** The list keeps a history of its changes (its `/history` screen). */
  history?: boolean;
  /** The catalogue key of what the list's type is called on its form (lists with REFERENCE_ITEM_TYPES). */
  typeLabel?: string;
}

/**
 * A code-and-name list of svc-training administered in the portal (§2.3's training lists): with a type where the list
 * has types (REFERENCE_ITEM_TYPES) and a colour where it has colours (the calendar legend).
 */
export function ReferenceListPage({ spec, mode }: { spec: ReferenceListSpec; mode?: 'new' | 'details' }) {
  const { t } = useT('system');
  const title = t(spec.title);
  const noun = t(spec.noun);
  const typeLabel = spec.typeLabel ? t(spec.typeLabel) : t('refList.type');
  const M = { required: t('common:required') };
  const { id } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const types = REFERENCE_ITEM_TYPES[spec.kind];
  const coloured = COLOURED_KINDS.includes(spec.kind);
  const can = useSession((s) => s.can);
  const url = `/api/training/reference-items/${spec.kind}`;
  const list = useQuery(read<{ data: Item[] }>(url));
  const { data } = list;
  const error = errorOf(list);
  const [text, setText] = useState('');
  const editing = mode === 'details' ? data?.data.find((i) => i.id === Number(id)) : undefined;
  const open = mode === 'new' || Boolean(editing);
  const base = `/admin/${spec.path}`;
  useEffect(() => {
    if (open) form.setFieldsValue(editing ?? { code: '', name: '', colour: coloured ? '#1677ff' : undefined });
  }, [open, editing, form, coloured]);
  const rows = useMemo(() => {
    const q = text.trim().toLowerCase();
    return (data?.data ?? []).filter((i) => !q || `${i.code} ${i.name}`.toLowerCase().includes(q));
  }, [data, text]);

  const save = useSave({
    save: (v: Values) => (editing ? api.put(`${url}/${editing.id}`, v) : api.post(url, v)),
    invalidates: [url],
    saved: editing ? t('refList.saved') : t('refList.added', { noun }),
    form,
    onSaved: () => navigate(base),
  });
  const remove = useSave({ save: (item: Item) => api.delete(`${url}/${item.id}`), invalidates: [url], saved: t('refList.deleted', { noun }) });
  function submit(raw: Values & { colour?: unknown }) {
    // The colour picker answers a colour object; the list stores #rrggbb.
    const colour = typeof raw.colour === 'string' ? raw.colour : (raw.colour as { toHexString?: () => string } | undefined)?.toHexString?.();
    save.mutate({ ...raw, ...(coloured ? { colour: colour?.slice(0, 7) } : {}) });
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{title}</Typography.Title>
        <Space>
          {spec.history && <Link to={`${base}/history`}><Button>{t('refList.history')}</Button></Link>}
          {spec.importPath && can(spec.module, 'create') && <Link to={`/admin/${spec.importPath}`}><Button icon={<UploadOutlined />}>{t('refList.import')}</Button></Link>}
          {can(spec.module, 'create') && <Link to={`${base}/new`}><Button type="primary" icon={<PlusOutlined />}>{t('refList.newItem', { noun })}</Button></Link>}
        </Space>
      </Space>
      <Input.Search allowClear placeholder={t('refList.filter')} aria-label={t('refList.filterLabel', { list: title.toLowerCase() })} style={{ width: 260, marginBottom: 16 }} value={text} onChange={(e) => setText(e.target.value)} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => list.refetch()}>{t('common:retry')}</Button>} />}
      <Table<Item>
        rowKey="id"
        loading={list.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale(t('refList.empty', { list: title.toLowerCase() }), error)}
        columns={[
          ...(spec.hasCode ? [{ title: t('refList.code'), dataIndex: 'code', sorter: (a: Item, b: Item) => a.code.localeCompare(b.code) }] : []),
          ...(types ? [{ title: typeLabel, dataIndex: 'type', render: (v: string) => types[v] ?? v }] : []),
          ...(coloured ? [{ title: t('refList.colour'), dataIndex: 'colour', render: (c: string) => <Tag color={c}>{c}</Tag> }] : []),
          { title: t('refList.name'), dataIndex: 'name', sorter: (a: Item, b: Item) => a.name.localeCompare(b.name), render: (n: string, i: Item) => (can(spec.module, 'edit') ? <Link to={`${base}/details/${i.id}`}>{n}</Link> : n) },
          {
            title: '',
            key: 'actions',
            width: 60,
            render: (_: unknown, i: Item) =>
              can(spec.module, 'delete') && (
                <Popconfirm title={t('refList.confirmDelete', { noun })} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(i)}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('refList.deleteLabel', { name: i.name })} />
                </Popconfirm>
              ),
          },
        ]}
      />
      <Modal open={open} title={editing ? t('refList.itemTitle', { noun: `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`, name: editing.name }) : t('refList.newItem', { noun })} onCancel={() => navigate(base)} onOk={() => form.submit()} okText={t('common:save')} okButtonProps={{ loading: save.isPending }} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={submit}>
          {spec.hasCode && (
            <Form.Item name="code" label={t('refList.code')} rules={[{ required: true, message: M.required }, { pattern: /^[A-Za-z0-9._/-]*$/, message: t('refList.codeChars') }, { max: 20, message: t('refList.atMost', { max: 20 }) }]}>
              <Input />
            </Form.Item>
          )}
          <Form.Item name="name" label={t('refList.name')} rules={[{ required: true, whitespace: true, message: M.required }, { max: 200, message: t('refList.atMost', { max: 200 }) }]}>
            <Input />
          </Form.Item>
          {types && (
            <Form.Item name="type" label={typeLabel} rules={[{ required: true, message: M.required }]}>
              <Select options={Object.entries(types).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
          )}
          {coloured && (
            <Form.Item name="colour" label={t('refList.colour')} rules={[{ required: true, message: M.required }]}>
              <ColorPicker disabledAlpha showText />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </div>
  );
}

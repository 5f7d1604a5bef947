import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, ColorPicker, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { COLOURED_KINDS, REFERENCE_ITEM_TYPES, TRAINING_MESSAGES as M, type ModuleKey, type ReferenceKind } from '@firecrest/contracts';
import { api, invalidateShared, listLocale, problemMessage, showFieldErrors, useFetched, useSession, useToast } from '@firecrest/portal-kit';

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
  title: string;
  noun: string;
  module: ModuleKey;
  /** The list's path under /admin (its `/new` and `/details/:id` open the form over it). */
  path: string;
  hasCode: boolean;
  importPath?: string;
  /** The list keeps a history of its changes (its `/history` screen). */
  history?: boolean;
  /** What the list's type is called on its form (lists with REFERENCE_ITEM_TYPES). */
  typeLabel?: string;
}

/**
 * A code-and-name list of svc-training administered in the portal (§2.3's training lists): with a type where the list
 * has types (REFERENCE_ITEM_TYPES) and a colour where it has colours (the calendar legend).
 */
export function ReferenceListPage({ spec, mode }: { spec: ReferenceListSpec; mode?: 'new' | 'details' }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const types = REFERENCE_ITEM_TYPES[spec.kind];
  const coloured = COLOURED_KINDS.includes(spec.kind);
  const can = useSession((s) => s.can);
  const url = `/api/training/reference-items/${spec.kind}`;
  const { data, loading, error, reload } = useFetched<{ data: Item[] }>(url);
  const [text, setText] = useState('');
  const editing = mode === 'details' ? data?.data.find((i) => i.id === Number(id)) : undefined;
  const open = mode === 'new' || Boolean(editing);
  const base = `/admin/${spec.path}`;
  useEffect(() => {
    if (open) form.setFieldsValue(editing ?? { code: '', name: '', colour: coloured ? '#1677ff' : undefined });
  }, [open, editing, form]);
  const rows = useMemo(() => {
    const q = text.trim().toLowerCase();
    return (data?.data ?? []).filter((i) => !q || `${i.code} ${i.name}`.toLowerCase().includes(q));
  }, [data, text]);

  const changed = () => {
    invalidateShared(url);
    reload();
  };
  async function submit(raw: Values & { colour?: unknown }) {
    // The colour picker answers a colour object; the list stores #rrggbb.
    const colour = typeof raw.colour === 'string' ? raw.colour : (raw.colour as { toHexString?: () => string } | undefined)?.toHexString?.();
    const v = { ...raw, ...(coloured ? { colour: colour?.slice(0, 7) } : {}) };
    try {
      if (editing) await api.put(`${url}/${editing.id}`, v);
      else await api.post(url, v);
      toast.success(editing ? 'Changes saved' : `The ${spec.noun} was added`);
      changed();
      navigate(base);
    } catch (e) {
      if (!showFieldErrors(form, e)) toast.error(problemMessage(e));
    }
  }
  async function remove(item: Item) {
    try {
      await api.delete(`${url}/${item.id}`);
      toast.success(`The ${spec.noun} was deleted`);
      changed();
    } catch (e) {
      toast.error(problemMessage(e));
    }
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{spec.title}</Typography.Title>
        <Space>
          {spec.history && <Link to={`${base}/history`}><Button>History</Button></Link>}
          {spec.importPath && can(spec.module, 'create') && <Link to={`/admin/${spec.importPath}`}><Button icon={<UploadOutlined />}>Import</Button></Link>}
          {can(spec.module, 'create') && <Link to={`${base}/new`}><Button type="primary" icon={<PlusOutlined />}>New {spec.noun}</Button></Link>}
        </Space>
      </Space>
      <Input.Search allowClear placeholder="Filter" aria-label={`Filter ${spec.title.toLowerCase()}`} style={{ width: 260, marginBottom: 16 }} value={text} onChange={(e) => setText(e.target.value)} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>Retry</Button>} />}
      <Table<Item>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale(`No ${spec.title.toLowerCase()} yet`, error)}
        columns={[
          ...(spec.hasCode ? [{ title: 'Code', dataIndex: 'code', sorter: (a: Item, b: Item) => a.code.localeCompare(b.code) }] : []),
          ...(types ? [{ title: spec.typeLabel ?? 'Type', dataIndex: 'type', render: (t: string) => types[t] ?? t }] : []),
          ...(coloured ? [{ title: 'Colour', dataIndex: 'colour', render: (c: string) => <Tag color={c}>{c}</Tag> }] : []),
          { title: 'Name', dataIndex: 'name', sorter: (a: Item, b: Item) => a.name.localeCompare(b.name), render: (n: string, i: Item) => (can(spec.module, 'edit') ? <Link to={`${base}/details/${i.id}`}>{n}</Link> : n) },
          {
            title: '',
            key: 'actions',
            width: 60,
            render: (_: unknown, i: Item) =>
              can(spec.module, 'delete') && (
                <Popconfirm title={`Delete this ${spec.noun}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove(i)}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${i.name}`} />
                </Popconfirm>
              ),
          },
        ]}
      />
      <Modal open={open} title={editing ? `${spec.noun[0].toUpperCase()}${spec.noun.slice(1)}: ${editing.name}` : `New ${spec.noun}`} onCancel={() => navigate(base)} onOk={() => form.submit()} okText="Save" destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={submit}>
          {spec.hasCode && (
            <Form.Item name="code" label="Code" rules={[{ required: true, message: M.required }, { pattern: /^[A-Za-z0-9._/-]*$/, message: 'Letters, digits and . _ / - only' }, { max: 20, message: 'At most 20 characters' }]}>
              <Input />
            </Form.Item>
          )}
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: M.required }, { max: 200, message: 'At most 200 characters' }]}>
            <Input />
          </Form.Item>
          {types && (
            <Form.Item name="type" label={spec.typeLabel ?? 'Type'} rules={[{ required: true, message: M.required }]}>
              <Select options={Object.entries(types).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
          )}
          {coloured && (
            <Form.Item name="colour" label="Colour" rules={[{ required: true, message: M.required }]}>
              <ColorPicker disabledAlpha showText />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </div>
  );
}

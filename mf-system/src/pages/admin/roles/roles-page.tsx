import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Checkbox, Form, Input, Popconfirm, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { MESSAGES, MODULE_KEYS, RIGHTS, type ModuleKey, type PermissionMap, type Right } from '@firecrest/contracts';
import { api, listLocale, problemMessage, showFieldErrors, useFetched, useSession, useToast } from '@firecrest/portal-kit';
import { EVALUATION_MODULES, EvaluationPermissions } from './evaluation-permissions';

interface Role {
  id: string;
  name: string;
  accessAllLocations: boolean;
  permissions: PermissionMap;
  builtIn?: boolean;
  users?: number;
}

const ROLES = '/api/admin/roles';
const PAGE = '/admin/rt/roles';
/** §6 special rights: modules of their own, granted by one right. */
const SPECIAL: Partial<Record<string, { label: string; right: Right }>> = {
  EXTEND_COMPETENCY_EXPIRY: { label: 'Extend competency expiry', right: 'edit' },
  USER_API_KEYS: { label: "Edit other users' API keys", right: 'edit' },
  BOOKING_BREACHES: { label: 'Create booking breaches', right: 'create' },
  OVERRIDE_INVENTORY_EVENT_TYPE: { label: 'Override inventory event type', right: 'create' },
  OVERRIDE_PREREQUISITE_COMPETENCIES: { label: 'Override prerequisite competencies', right: 'create' },
};
const readable = (m: string) => m.replace(/_/g, ' ').toLowerCase().replace(/^\w/, (c) => c.toUpperCase());

/** /admin/rt/roles. */
export function RolesPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const can = useSession((s) => s.can);
  const roles = useFetched<{ data: Role[] }>(ROLES);

  async function remove(role: Role) {
    try {
      await api.delete(`${ROLES}/${role.id}`);
      toast.success('Role deleted');
      roles.reload();
    } catch (e) {
      toast.error(problemMessage(e).startsWith('Unable To Delete Role') ? problemMessage(e) : `Unable To Delete Role: ${problemMessage(e)}`);
    }
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>Roles</Typography.Title>
        {can('ROLES', 'create') && <Link to={`${PAGE}/role/new`}><Button type="primary" icon={<PlusOutlined />}>New role</Button></Link>}
      </Space>
      {roles.error && <Alert type="error" showIcon title={roles.error} action={<Button onClick={roles.reload}>Retry</Button>} style={{ marginBottom: 16 }} />}
      <Table<Role>
        rowKey="id"
        loading={roles.loading}
        dataSource={roles.data?.data ?? []}
        pagination={false}
        locale={listLocale('No roles yet', roles.error)}
        onRow={(r) => ({ onClick: () => navigate(`${PAGE}/role/${r.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
          { title: 'Locations', dataIndex: 'accessAllLocations', render: (all: boolean) => (all ? <Tag color="blue">All locations</Tag> : <Tag>Managed personnel</Tag>) },
          { title: 'Modules', render: (_, r) => Object.values(r.permissions ?? {}).filter((rights) => rights?.length).length },
          ...(can('ROLES', 'delete')
            ? [{
                title: '',
                key: 'actions',
                width: 56,
                render: (_: unknown, r: Role) => (
                  <span onClick={(e) => e.stopPropagation()}>
                    <Popconfirm title={`Delete the role ${r.name}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove(r)}>
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

/** The permission tree: modules × view/create/edit/delete/approve, each row with an "all" box. */
function PermissionTree({ value = {}, onChange, disabled }: { value?: PermissionMap; onChange?(v: PermissionMap): void; disabled: boolean }) {
  const modules = MODULE_KEYS.filter((m) => !SPECIAL[m] && !EVALUATION_MODULES.has(m));
  const setRights = (module: ModuleKey, rights: Right[]) => onChange?.({ ...value, [module]: RIGHTS.filter((r) => rights.includes(r)) });
  const toggle = (module: ModuleKey, right: Right, on: boolean) => setRights(module, on ? [...(value[module] ?? []), right] : (value[module] ?? []).filter((r) => r !== right));
  return (
    <Table
      size="small"
      rowKey="module"
      pagination={false}
      dataSource={modules.map((module) => ({ module }))}
      columns={[
        { title: 'Module', dataIndex: 'module', render: (m: string) => readable(m) },
        {
          title: 'All',
          key: 'all',
          render: (_, { module }) => {
            const n = value[module]?.length ?? 0;
            return <Checkbox aria-label={`All rights on ${module}`} disabled={disabled} checked={n === RIGHTS.length} indeterminate={n > 0 && n < RIGHTS.length} onChange={(e) => setRights(module, e.target.checked ? [...RIGHTS] : [])} />;
          },
        },
        ...RIGHTS.map((right) => ({
          title: readable(right),
          key: right,
          render: (_: unknown, { module }: { module: ModuleKey }) => (
            <Checkbox aria-label={`${right} on ${module}`} disabled={disabled} checked={value[module]?.includes(right) ?? false} onChange={(e) => toggle(module, right, e.target.checked)} />
          ),
        })),
      ]}
    />
  );
}

/** The special rights of §6 as single boxes. */
function SpecialRights({ value = {}, onChange, disabled }: { value?: PermissionMap; onChange?(v: PermissionMap): void; disabled: boolean }) {
  const present = MODULE_KEYS.filter((m) => SPECIAL[m]);
  return (
    <Space direction="vertical">
      {present.map((m) => {
        const { label, right } = SPECIAL[m]!;
        return (
          <Checkbox key={m} disabled={disabled} checked={value[m]?.includes(right) ?? false} onChange={(e) => onChange?.({ ...value, [m]: e.target.checked ? [right] : [] })}>
            {label}
          </Checkbox>
        );
      })}
    </Space>
  );
}

/** /admin/rt/roles/role/new and /role/{id}. */
export function RolePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const role = useFetched<Role>(id ? `${ROLES}/${id}` : null);
  const canSave = useSession((s) => s.can('ROLES', id ? 'edit' : 'create')) && !role.data?.builtIn;
  const [form] = Form.useForm<Role>();
  const [saving, setSaving] = useState(false);
  const initial = useMemo(() => role.data ?? { name: '', accessAllLocations: false, permissions: {} }, [role.data]);

  async function save(values: Role) {
    setSaving(true);
    // Modules without rights are left out of the stored map.
    const permissions = Object.fromEntries(Object.entries(values.permissions ?? {}).filter(([, rights]) => rights?.length));
    const body = { name: values.name.trim(), accessAllLocations: Boolean(values.accessAllLocations), permissions };
    try {
      if (id) await api.put(`${ROLES}/${id}`, body);
      else await api.post(ROLES, body);
      toast.success('Role saved');
      navigate(PAGE);
    } catch (e) {
      showFieldErrors(form, e);
      const text = problemMessage(e);
      toast.error(text.startsWith('Unable To Save Role') ? text : `Unable To Save Role: ${text}`);
    } finally {
      setSaving(false);
    }
  }

  if (id && role.loading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (id && !role.data) return <Result status="404" title="Role not found" subTitle={role.error} extra={<Link to={PAGE}><Button>Back to roles</Button></Link>} />;
  return (
    <div style={{ maxWidth: 960 }}>
      <Typography.Title level={2}>{role.data?.name ?? 'New role'}</Typography.Title>
      {role.data?.builtIn && <Alert type="info" showIcon title="The built-in Administrator role holds every right and cannot be changed." style={{ marginBottom: 16 }} />}
      {role.data && <Typography.Paragraph type="secondary">{role.data.users ?? 0} user(s) hold this role.</Typography.Paragraph>}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={save} disabled={!canSave}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: MESSAGES.required }]}>
          <Input maxLength={100} style={{ maxWidth: 400 }} />
        </Form.Item>
        <Form.Item name="accessAllLocations" valuePropName="checked" extra="Without it, holders see and change only the people of their own locations.">
          <Checkbox>Access to all locations</Checkbox>
        </Form.Item>
        <Typography.Title level={4}>Special rights</Typography.Title>
        <Form.Item name="permissions"><SpecialRights disabled={!canSave} /></Form.Item>
        <Typography.Title level={4}>Evaluation permissions</Typography.Title>
        <Form.Item name="permissions" extra="The evaluation types holders may record; an evaluation of another type is refused."><EvaluationPermissions disabled={!canSave} /></Form.Item>
        <Typography.Title level={4}>Permissions</Typography.Title>
        <Form.Item name="permissions"><PermissionTree disabled={!canSave} /></Form.Item>
        <Space>
          {canSave && <Button type="primary" htmlType="submit" loading={saving}>Save</Button>}
          <Button htmlType="button" disabled={false} onClick={() => navigate(PAGE)}>Cancel</Button>
        </Space>
      </Form>
    </div>
  );
}

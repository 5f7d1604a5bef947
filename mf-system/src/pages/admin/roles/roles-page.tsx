import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Checkbox, Form, Input, Popconfirm, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { MODULE_KEYS, RIGHTS, type ModuleKey, type PermissionMap, type Right } from '@firecrest/contracts';
import { api, errorOf, listLocale, problemMessage, read, showFieldErrors, useCrumbName, useSave, useSession, useT, useToast } from '@firecrest/portal-kit';
import { EVALUATION_MODULES, EvaluationPermissions } from './evaluation-permissions';
import { MODULE_LABELS } from './module-labels';

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
/** §6 special rights: modules of their own, granted by one right (named by MODULE_LABELS). */
const SPECIAL: Partial<Record<string, Right>> = {
  EXTEND_COMPETENCY_EXPIRY: 'edit',
  USER_API_KEYS: 'edit',
  BOOKING_BREACHES: 'create',
  OVERRIDE_INVENTORY_EVENT_TYPE: 'create',
  OVERRIDE_PREREQUISITE_COMPETENCIES: 'create',
};
/** The catalogue keys of the rights' column titles. */
const RIGHT_LABELS: Record<Right, string> = { view: 'roles.right.view', create: 'roles.right.create', edit: 'roles.right.edit', delete: 'roles.right.delete', approve: 'roles.right.approve' };

/** /admin/rt/roles. */
export function RolesPage() {
  const { t } = useT('system');
  const navigate = useNavigate();
  const toast = useToast();
  const can = useSession((s) => s.can);
  const roles = useQuery(read<{ data: Role[] }>(ROLES));
  const error = errorOf(roles);
  const remove = useSave({
    save: (role: Role) => api.delete(`${ROLES}/${role.id}`),
    invalidates: [ROLES],
    saved: t('roles.deleted'),
    onFailed: (e) => {
      // The service's own sentence already names the action (in English); otherwise the catalogue's does.
      toast.error(problemMessage(e).startsWith('Unable To Delete Role') ? problemMessage(e) : t('roles.deleteFailed', { problem: problemMessage(e) }));
      return true;
    },
  });

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{t('roles.title')}</Typography.Title>
        {can('ROLES', 'create') && <Link to={`${PAGE}/role/new`}><Button type="primary" icon={<PlusOutlined />}>{t('roles.new')}</Button></Link>}
      </Space>
      {error && <Alert type="error" showIcon title={error} action={<Button onClick={() => roles.refetch()}>{t('common:retry')}</Button>} style={{ marginBottom: 16 }} />}
      <Table<Role>
        rowKey="id"
        loading={roles.isFetching}
        dataSource={roles.data?.data ?? []}
        pagination={false}
        locale={listLocale(t('roles.empty'), error)}
        onRow={(r) => ({ onClick: () => navigate(`${PAGE}/role/${r.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('refList.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
          { title: t('roles.locations'), dataIndex: 'accessAllLocations', render: (all: boolean) => (all ? <Tag color="blue">{t('roles.allLocations')}</Tag> : <Tag>{t('roles.managed')}</Tag>) },
          { title: t('roles.modules'), render: (_, r) => Object.values(r.permissions ?? {}).filter((rights) => rights?.length).length },
          ...(can('ROLES', 'delete')
            ? [{
                title: '',
                key: 'actions',
                width: 56,
                render: (_: unknown, r: Role) => (
                  <span onClick={(e) => e.stopPropagation()}>
                    <Popconfirm title={t('roles.confirmDelete', { name: r.name })} okText={t('common:delete')} cancelText={t('common:cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(r)}>
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

/** The permission tree: modules × view/create/edit/delete/approve, each row with an "all" box. */
function PermissionTree({ value = {}, onChange, disabled }: { value?: PermissionMap; onChange?(v: PermissionMap): void; disabled: boolean }) {
  const { t } = useT('system');
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
        { title: t('roles.module'), dataIndex: 'module', render: (m: ModuleKey) => t(MODULE_LABELS[m]) },
        {
          title: t('roles.all'),
          key: 'all',
          render: (_, { module }) => {
            const n = value[module]?.length ?? 0;
            return <Checkbox aria-label={t('roles.allOn', { module: t(MODULE_LABELS[module]) })} disabled={disabled} checked={n === RIGHTS.length} indeterminate={n > 0 && n < RIGHTS.length} onChange={(e) => setRights(module, e.target.checked ? [...RIGHTS] : [])} />;
          },
        },
        ...RIGHTS.map((right) => ({
          title: t(RIGHT_LABELS[right]),
          key: right,
          render: (_: unknown, { module }: { module: ModuleKey }) => (
            <Checkbox aria-label={t('roles.rightOn', { right: t(RIGHT_LABELS[right]), module: t(MODULE_LABELS[module]) })} disabled={disabled} checked={value[module]?.includes(right) ?? false} onChange={(e) => toggle(module, right, e.target.checked)} />
          ),
        })),
      ]}
    />
  );
}

/** The special rights of §6 as single boxes. */
function SpecialRights({ value = {}, onChange, disabled }: { value?: PermissionMap; onChange?(v: PermissionMap): void; disabled: boolean }) {
  const { t } = useT('system');
  const present = MODULE_KEYS.filter((m) => SPECIAL[m]);
  return (
    <Space direction="vertical">
      {present.map((m) => {
        const right = SPECIAL[m]!;
        return (
          <Checkbox key={m} disabled={disabled} checked={value[m]?.includes(right) ?? false} onChange={(e) => onChange?.({ ...value, [m]: e.target.checked ? [right] : [] })}>
            {t(MODULE_LABELS[m])}
          </Checkbox>
        );
      })}
    </Space>
  );
}

/** /admin/rt/roles/role/new and /role/{id}. */
export function RolePage() {
  const { t } = useT('system');
  const { id } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const role = useQuery(read<Role>(id ? `${ROLES}/${id}` : null));
  useCrumbName(`${PAGE}/role/${id}`, id ? (role.data?.name ?? null) : null);
  const canSave = useSession((s) => s.can('ROLES', id ? 'edit' : 'create')) && !role.data?.builtIn;
  const [form] = Form.useForm<Role>();
  const initial = useMemo(() => role.data ?? { name: '', accessAllLocations: false, permissions: {} }, [role.data]);
  const save = useSave({
    save: (body: Pick<Role, 'name' | 'accessAllLocations' | 'permissions'>) => (id ? api.put(`${ROLES}/${id}`, body) : api.post(ROLES, body)),
    invalidates: [ROLES],
    saved: t('roles.saved'),
    onSaved: () => navigate(PAGE),
    onFailed: (e) => {
      showFieldErrors(form, e);
      const text = problemMessage(e);
      toast.error(text.startsWith('Unable To Save Role') ? text : t('roles.saveFailed', { problem: text }));
      return true;
    },
  });

  function submit(values: Role) {
    // Modules without rights are left out of the stored map.
    const permissions = Object.fromEntries(Object.entries(values.permissions ?? {}).filter(([, rights]) => rights?.length));
    save.mutate({ name: values.name.trim(), accessAllLocations: Boolean(values.accessAllLocations), permissions });
  }

  if (id && role.isFetching) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (id && !role.data) return <Result status="404" title={t('roles.notFound')} subTitle={errorOf(role)} extra={<Link to={PAGE}><Button>{t('roles.back')}</Button></Link>} />;
  return (
    <div style={{ maxWidth: 960 }}>
      <Typography.Title level={2}>{role.data?.name ?? t('roles.new')}</Typography.Title>
      {role.data?.builtIn && <Alert type="info" showIcon title={t('roles.builtIn')} style={{ marginBottom: 16 }} />}
      {role.data && <Typography.Paragraph type="secondary">{t('roles.holders', { count: role.data.users ?? 0 })}</Typography.Paragraph>}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={!canSave}>
        <Form.Item name="name" label={t('refList.name')} rules={[{ required: true, whitespace: true, message: t('common:required') }]}>
          <Input maxLength={100} style={{ maxWidth: 400 }} />
        </Form.Item>
        <Form.Item name="accessAllLocations" valuePropName="checked" extra={t('roles.allLocationsHelp')}>
          <Checkbox>{t('roles.accessAll')}</Checkbox>
        </Form.Item>
        <Typography.Title level={4}>{t('roles.special')}</Typography.Title>
        <Form.Item name="permissions"><SpecialRights disabled={!canSave} /></Form.Item>
        <Typography.Title level={4}>{t('roles.evaluation')}</Typography.Title>
        <Form.Item name="permissions" extra={t('roles.evaluationHelp')}><EvaluationPermissions disabled={!canSave} /></Form.Item>
        <Typography.Title level={4}>{t('roles.permissions')}</Typography.Title>
        <Form.Item name="permissions"><PermissionTree disabled={!canSave} /></Form.Item>
        <Space>
          {canSave && <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common:save')}</Button>}
          <Button htmlType="button" disabled={false} onClick={() => navigate(PAGE)}>{t('common:cancel')}</Button>
        </Space>
      </Form>
    </div>
  );
}

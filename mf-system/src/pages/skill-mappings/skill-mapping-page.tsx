import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { INTEGRATION_MODULES, type MappingOption, type SkillMapping, type SkillMappingBody } from '@firecrest/contracts';
import { api, errorOf, listLocale, read, useSave, useSession, useT } from '@firecrest/portal-kit';
import { CODE_HELP, MAPPING_SCREENS, type MappingScreen } from './mapping-screens';

/**
 * One screen for the four skill and booking mappings (admin `subject-area-roster`, `subject-area-availability`,
 * `booking-type-availability`, `booking-type-roster`): which subject areas or booking types a skill of the connected
 * system is mapped from. Tabs switch between the four the user may view.
 */
export function SkillMappingPage({ screen }: { screen: MappingScreen }) {
  const { t } = useT('system');
  const nounTitle = t(screen.noun.title);
  const navigate = useNavigate();
  const can = useSession((s) => s.can);
  const module = INTEGRATION_MODULES[screen.system].skills;
  const url = `/api/system/integrations/${screen.system}/mappings/${screen.source}`;
  const list = useQuery(read<{ data: SkillMapping[] }>(url));
  const error = errorOf(list);
  const options = useQuery(read<{ data: MappingOption[] }>(`${url}/options`));
  const [form] = Form.useForm<SkillMappingBody>();
  const [editing, setEditing] = useState<SkillMapping | 'new' | null>(null);
  const visible = MAPPING_SCREENS.filter((s) => can(INTEGRATION_MODULES[s.system].skills));
  useEffect(() => {
    if (editing) form.setFieldsValue(editing === 'new' ? { skillCode: '', name: '', itemIds: [] } : { skillCode: editing.skillCode, name: editing.name, itemIds: editing.items.map((i) => i.id) });
  }, [editing, form]);
  const choices = useMemo(() => (options.data?.data ?? []).map((o) => ({ value: o.id, label: `${o.code}: ${o.name}` })), [options.data]);

  const save = useSave({
    save: (body: SkillMappingBody) => (editing && editing !== 'new' ? api.put(`${url}/${editing.id}`, body) : api.post(url, body)),
    invalidates: [url],
    saved: (_, body) => (editing === 'new' ? t('mapping.mapped', { code: body.skillCode.trim() }) : t('refList.saved')),
    form,
    onSaved: () => setEditing(null),
  });
  const remove = useSave({ save: (row: SkillMapping) => api.delete(`${url}/${row.id}`), invalidates: [url], saved: (_, row) => t('mapping.deleted', { code: row.skillCode }) });

  return (
    <div>
      <Typography.Title level={2}>{t('mapping.title')}</Typography.Title>
      <Tabs activeKey={screen.path} onChange={(path) => navigate(`/admin/${path}`)} items={visible.map((s) => ({ key: s.path, label: t(s.title) }))} />
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Text type="secondary">{t(screen.intro)}</Typography.Text>
        {can(module, 'create') && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('mapping.map')}</Button>}
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => list.refetch()}>{t('common:retry')}</Button>} />}
      <Table<SkillMapping>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale(t(screen.empty), error)}
        columns={[
          {
            title: t('mapping.skillCode'),
            dataIndex: 'skillCode',
            render: (code: string, row) => (can(module, 'edit') ? <Button type="link" style={{ padding: 0 }} onClick={() => setEditing(row)}>{code}</Button> : code),
          },
          { title: t('refList.name'), dataIndex: 'name' },
          {
            title: nounTitle,
            dataIndex: 'items',
            render: (items: SkillMapping['items']) => (
              <Space size={[4, 4]} wrap>
                {items.map((i) => <Tag key={i.id} title={i.name}>{i.code}</Tag>)}
              </Space>
            ),
          },
          {
            title: '',
            key: 'actions',
            width: 60,
            render: (_: unknown, row) =>
              can(module, 'delete') && (
                <Popconfirm title={t('mapping.confirmDelete', { code: row.skillCode })} description={t('mapping.confirmDeleteText')} okText={t('common:delete')} cancelText={t('common:cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(row)}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('refList.deleteLabel', { name: row.skillCode })} />
                </Popconfirm>
              ),
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={editing === 'new' ? t('mapping.map') : editing ? t('mapping.skill', { code: editing.skillCode }) : ''}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common:save')}
        cancelText={t('common:cancel')}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(body) => save.mutate(body)}>
          <Form.Item name="skillCode" label={t('mapping.skillCode')} extra={t(CODE_HELP[screen.system])} rules={[{ required: true, whitespace: true, message: t('mapping.codeRequired') }, { max: 50, message: t('mapping.atMost', { max: 50 }) }]}>
            <Input />
          </Form.Item>
          <Form.Item name="name" label={t('refList.name')} rules={[{ required: true, whitespace: true, message: t('mapping.nameRequired') }, { max: 200, message: t('mapping.atMost', { max: 200 }) }]}>
            <Input />
          </Form.Item>
          <Form.Item name="itemIds" label={nounTitle} rules={[{ required: true, type: 'array', min: 1, message: t(screen.noun.choose) }]}>
            <Select
              mode="multiple"
              aria-label={nounTitle}
              optionFilterProp="label"
              options={choices}
              loading={options.isFetching}
              notFoundContent={errorOf(options) ?? t(screen.noun.none)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

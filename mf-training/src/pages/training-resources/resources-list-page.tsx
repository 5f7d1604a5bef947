import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Form, Input, Modal, Select, Table, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { TRAINING_RESOURCE_TYPES } from '@firecrest/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, errorOf, listLocale, read, useSession, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { useTrainingSave } from '../../lib/save';
import type { Inventory, Page, TrainingResource } from '../../lib/training-types';

export const TYPE_COLOURS: Record<string, string> = { Equipment: 'blue', Facility: 'purple', PPE: 'orange' };
/** Each resource type's catalogue key (the type is stored by its English name). */
export const TYPE_KEYS: Record<string, string> = { Equipment: 'resources.type.equipment', Facility: 'resources.type.facility', PPE: 'resources.type.ppe' };
type Values = { name: string; trainingResourceTypeName: string; notes?: string };
const RESOURCES_API = '/api/training/training-resources';
/** Each type in the plural, as a filtered list's title and empty text name it. */
const TYPE_PLURAL_KEYS: Record<string, string> = { Equipment: 'resources.typePlural.equipment', Facility: 'resources.typePlural.facility', PPE: 'resources.typePlural.ppe' };

/**
 * `/training-resources`: facilities, equipment and PPE with how much of each there is; `?type=Facility` shows one type
 * (§2.3 facility-list and equipment-list open it so) and `&new=1` opens the new resource form with that type.
 */
export function ResourcesListPage() {
  const { t } = useT('training');
  const M = { required: t('common:required') };
  const navigate = useNavigate();
  const canCreate = useSession((s) => s.can('TRAINING_RESOURCES', 'create'));
  const [params, setParams] = useSearchParams();
  const type = TRAINING_RESOURCE_TYPES.find((x) => x === params.get('type'));
  const [adding, setAdding] = useState(params.get('new') === '1');
  const [form] = Form.useForm<Values>();
  const list = useQuery(read<Page<TrainingResource>>(`${RESOURCES_API}?itemsPerPage=500`));
  const { data } = list;
  const error = errorOf(list);
  const inventories = useQuery(read<Page<Inventory>>('/api/training/training-resource-inventories?itemsPerPage=500'));
  const add = useTrainingSave({
    save: (v: Values) => api.post<TrainingResource>(RESOURCES_API, { ...v, notes: v.notes ?? '' }).then((r) => r.data),
    invalidates: [RESOURCES_API],
    saved: t('resources.added'),
    form,
    onSaved: (saved) => navigate(`/training-resources/${saved.id}`),
  });
  const stock = (id: number) => (inventories.data?.data ?? []).filter((i) => i.trainingResourceId === id);

  return (
    <div>
      <PageTitle title={type ? t('resources.titleOf', { type: t(TYPE_PLURAL_KEYS[type]!) }) : t('resources.title')} extra={canCreate && <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>{t('resources.new')}</Button>} />
      <Select
        allowClear
        placeholder={t('resources.anyType')}
        aria-label={t('resources.typeLabel')}
        style={{ width: 200, marginBottom: 16 }}
        value={type}
        onChange={(v?: string) => setParams(v ? { type: v } : {}, { replace: true })}
        options={TRAINING_RESOURCE_TYPES.map((v) => ({ value: v, label: t(TYPE_KEYS[v]!) }))}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => list.refetch()}>{t('common:retry')}</Button>} />}
      <Table<TrainingResource>
        rowKey="id"
        loading={list.isFetching}
        dataSource={(data?.data ?? []).filter((r) => !type || r.trainingResourceTypeName === type).sort((a, b) => a.name.localeCompare(b.name))}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale(type ? t('resources.emptyOf', { type: t(TYPE_PLURAL_KEYS[type]!).toLowerCase() }) : t('resources.empty'), error)}
        onRow={(r) => ({ onClick: () => navigate(`/training-resources/${r.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('resources.name'), dataIndex: 'name', render: (name: string, r) => <Link to={`/training-resources/${r.id}`}>{name}</Link>, sorter: (a, b) => a.name.localeCompare(b.name) },
          { title: t('resources.typeLabel'), dataIndex: 'trainingResourceTypeName', render: (v: string) => <Tag color={TYPE_COLOURS[v]}>{TYPE_KEYS[v] ? t(TYPE_KEYS[v]!) : v}</Tag> },
          { title: t('resources.inventories'), key: 'inventories', render: (_, r) => stock(r.id).map((i) => `${i.name} (${i.quantity})`).join(', ') },
          { title: t('resources.notes'), dataIndex: 'notes', ellipsis: true },
        ]}
      />
      <Modal open={adding} title={t('resources.new')} onCancel={() => setAdding(false)} onOk={() => form.submit()} okText={t('templates.add')} confirmLoading={add.isPending} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={(v) => add.mutate(v)} initialValues={{ trainingResourceTypeName: type }}>
          <Form.Item name="name" label={t('resources.name')} rules={[{ required: true, whitespace: true, message: M.required }]}><Input /></Form.Item>
          <Form.Item name="trainingResourceTypeName" label={t('resources.typeLabel')} rules={[{ required: true, message: M.required }]}>
            <Select options={TRAINING_RESOURCE_TYPES.map((v) => ({ value: v, label: t(TYPE_KEYS[v]!) }))} />
          </Form.Item>
          <Form.Item name="notes" label={t('resources.notes')}><Input.TextArea rows={3} /></Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

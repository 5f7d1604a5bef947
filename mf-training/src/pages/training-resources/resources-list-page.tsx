import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Form, Input, Modal, Select, Table, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { TRAINING_MESSAGES as M, TRAINING_RESOURCE_TYPES } from '@firecrest/contracts';
import { api, listLocale, useFetched, useSession } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { useSave } from '../../lib/save';
import type { Inventory, Page, TrainingResource } from '../../lib/training-types';

export const TYPE_COLOURS: Record<string, string> = { Equipment: 'blue', Facility: 'purple', PPE: 'orange' };

/**
 * `/training-resources`: facilities, equipment and PPE with how much of each there is; `?type=Facility` shows one type
 * (§2.3 facility-list and equipment-list open it so) and `&new=1` opens the new resource form with that type.
 */
export function ResourcesListPage() {
  const navigate = useNavigate();
  const save = useSave();
  const canCreate = useSession((s) => s.can('TRAINING_RESOURCES', 'create'));
  const [params, setParams] = useSearchParams();
  const type = TRAINING_RESOURCE_TYPES.find((t) => t === params.get('type'));
  const [adding, setAdding] = useState(params.get('new') === '1');
  const [form] = Form.useForm<{ name: string; trainingResourceTypeName: string; notes?: string }>();
  const { data, loading, error, reload } = useFetched<Page<TrainingResource>>('/api/training/training-resources?itemsPerPage=500');
  const inventories = useFetched<Page<Inventory>>('/api/training/training-resource-inventories?itemsPerPage=500');
  const stock = (id: number) => (inventories.data?.data ?? []).filter((i) => i.trainingResourceId === id);

  async function add(v: { name: string; trainingResourceTypeName: string; notes?: string }) {
    const saved = await save(() => api.post<TrainingResource>('/api/training/training-resources', { ...v, notes: v.notes ?? '' }).then((r) => r.data), 'Training resource added', form);
    if (saved) navigate(`/training-resources/${saved.id}`);
  }

  return (
    <div>
      <PageTitle title={type ? `Training resources: ${type}` : 'Training resources'} extra={canCreate && <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>New training resource</Button>} />
      <Select
        allowClear
        placeholder="Any type"
        aria-label="Type"
        style={{ width: 200, marginBottom: 16 }}
        value={type}
        onChange={(t?: string) => setParams(t ? { type: t } : {}, { replace: true })}
        options={TRAINING_RESOURCE_TYPES.map((t) => ({ value: t, label: t }))}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>Retry</Button>} />}
      <Table<TrainingResource>
        rowKey="id"
        loading={loading}
        dataSource={(data?.data ?? []).filter((r) => !type || r.trainingResourceTypeName === type).sort((a, b) => a.name.localeCompare(b.name))}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale(type ? `No ${type.toLowerCase()} yet` : 'No training resources yet', error)}
        onRow={(r) => ({ onClick: () => navigate(`/training-resources/${r.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Name', dataIndex: 'name', render: (name: string, r) => <Link to={`/training-resources/${r.id}`}>{name}</Link>, sorter: (a, b) => a.name.localeCompare(b.name) },
          { title: 'Type', dataIndex: 'trainingResourceTypeName', render: (t: string) => <Tag color={TYPE_COLOURS[t]}>{t}</Tag> },
          { title: 'Inventories', key: 'inventories', render: (_, r) => stock(r.id).map((i) => `${i.name} (${i.quantity})`).join(', ') },
          { title: 'Notes', dataIndex: 'notes', ellipsis: true },
        ]}
      />
      <Modal open={adding} title="New training resource" onCancel={() => setAdding(false)} onOk={() => form.submit()} okText="Add" destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={add} initialValues={{ trainingResourceTypeName: type }}>
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: M.required }]}><Input /></Form.Item>
          <Form.Item name="trainingResourceTypeName" label="Type" rules={[{ required: true, message: M.required }]}>
            <Select options={TRAINING_RESOURCE_TYPES.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
          <Form.Item name="notes" label="Notes"><Input.TextArea rows={3} /></Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

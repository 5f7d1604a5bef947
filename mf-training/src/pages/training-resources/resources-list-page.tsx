import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Form, Input, Modal, Select, Table, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { TRAINING_MESSAGES as M, TRAINING_RESOURCE_TYPES } from '@firecrest/contracts';
import { api, listLocale, useFetched, useSession } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { useSave } from '../../lib/save';
import type { Inventory, Page, TrainingResource } from '../../lib/training-types';

export const TYPE_COLOURS: Record<string, string> = { Equipment: 'blue', Facility: 'purple', PPE: 'orange' };

/** `/training-resources`: facilities, equipment and PPE with how much of each there is. */
export function ResourcesListPage() {
  const navigate = useNavigate();
  const save = useSave();
  const canCreate = useSession((s) => s.can('TRAINING_RESOURCES', 'create'));
  const [adding, setAdding] = useState(false);
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
      <PageTitle title="Training resources" extra={canCreate && <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>New training resource</Button>} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>Retry</Button>} />}
      <Table<TrainingResource>
        rowKey="id"
        loading={loading}
        dataSource={[...(data?.data ?? [])].sort((a, b) => a.name.localeCompare(b.name))}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale('No training resources yet', error)}
        onRow={(r) => ({ onClick: () => navigate(`/training-resources/${r.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Name', dataIndex: 'name', render: (name: string, r) => <Link to={`/training-resources/${r.id}`}>{name}</Link>, sorter: (a, b) => a.name.localeCompare(b.name) },
          { title: 'Type', dataIndex: 'trainingResourceTypeName', render: (t: string) => <Tag color={TYPE_COLOURS[t]}>{t}</Tag> },
          { title: 'Inventories', key: 'inventories', render: (_, r) => stock(r.id).map((i) => `${i.name} (${i.quantity})`).join(', ') },
          { title: 'Notes', dataIndex: 'notes', ellipsis: true },
        ]}
      />
      <Modal open={adding} title="New training resource" onCancel={() => setAdding(false)} onOk={() => form.submit()} okText="Add" destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={add}>
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

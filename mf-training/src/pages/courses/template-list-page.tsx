import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { COURSE_TEMPLATE_STATUSES, TRAINING_MESSAGES as M, type CourseTemplateStatus } from '@firecrest/contracts';
import { api, listLocale, useFetched, useSession } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import { useSave } from '../../lib/save';
import type { Page } from '../../lib/training-types';
import { STATUS_COLOURS, statusLabel, TEMPLATES_API, TEMPLATES_PATH, type CourseTemplate } from './template-types';

/** §2.4 `/training-content/rt/planner/list`: course templates with their approval status; a new one starts in build. */
export function TemplateListPage() {
  const navigate = useNavigate();
  const save = useSave();
  const canCreate = useSession((s) => s.can('COURSE_ADMIN', 'create'));
  const templates = useFetched<Page<CourseTemplate>>(`${TEMPLATES_API}?itemsPerPage=500`);
  const courseTypes = useReferenceList('courseType');
  const deliveryMethods = useReferenceList('deliveryMethod');
  const [text, setText] = useState('');
  const [status, setStatus] = useState<CourseTemplateStatus | undefined>();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ code: string; name: string }>();
  const rows = useMemo(() => {
    const q = text.trim().toLowerCase();
    return (templates.data?.data ?? []).filter((t) => (!q || `${t.code} ${t.name}`.toLowerCase().includes(q)) && (!status || t.status === status));
  }, [templates.data, text, status]);

  async function create(v: { code: string; name: string }) {
    const created = await save(() => api.post<CourseTemplate>(TEMPLATES_API, v), 'The template was added; fill in its details', form);
    if (created) navigate(`${TEMPLATES_PATH}/details/${created.data.id}`);
  }

  return (
    <div>
      <PageTitle title="Course templates" extra={canCreate && <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>New template</Button>} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder="Code or name" aria-label="Filter templates" style={{ width: 260 }} value={text} onChange={(e) => setText(e.target.value)} />
        <Select allowClear placeholder="Any status" aria-label="Status" style={{ width: 220 }} value={status} onChange={setStatus} options={COURSE_TEMPLATE_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))} />
      </Space>
      {templates.error && <Alert type="error" showIcon title={templates.error} style={{ marginBottom: 16 }} action={<Button onClick={templates.reload}>Retry</Button>} />}
      <Table<CourseTemplate>
        rowKey="id"
        loading={templates.loading}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale(text || status ? 'No template matches' : 'No course templates yet', templates.error)}
        columns={[
          { title: 'Code', dataIndex: 'code', sorter: (a, b) => a.code.localeCompare(b.code) },
          { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name), render: (n: string, t) => <Link to={`${TEMPLATES_PATH}/details/${t.id}`}>{n}</Link> },
          { title: 'Course type', dataIndex: 'courseTypeId', render: (id: number | null) => (id ? courseTypes.byId.get(id)?.name : '') },
          { title: 'Delivery method', dataIndex: 'deliveryMethodId', render: (id: number | null) => (id ? deliveryMethods.byId.get(id)?.name : '') },
          { title: 'Places', key: 'places', render: (_, t) => `${t.minPlaces}–${t.maxPlaces}` },
          { title: 'Status', dataIndex: 'status', render: (s: CourseTemplateStatus) => <Tag color={STATUS_COLOURS[s]}>{statusLabel(s)}</Tag> },
        ]}
      />
      <Modal open={adding} title="New course template" okText="Add" onOk={() => form.submit()} onCancel={() => setAdding(false)} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={create}>
          <Form.Item name="code" label="Code" rules={[{ required: true, message: M.required }, { pattern: /^[A-Za-z0-9._/-]+$/, message: 'Letters, digits and . _ / - only' }, { max: 20, message: 'At most 20 characters' }]}><Input /></Form.Item>
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: M.required }, { max: 200, message: 'At most 200 characters' }]}><Input /></Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { COURSE_TEMPLATE_STATUSES, type CourseTemplateStatus } from '@firecrest/contracts';
import { api, errorOf, listLocale, read, useSession, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import { useTrainingSave } from '../../lib/save';
import type { Page } from '../../lib/training-types';
import { STATUS_COLOURS, STATUS_KEYS, useTemplatesCrumbs, TEMPLATES_API, TEMPLATES_PATH, type CourseTemplate } from './template-types';

/** §2.4 `/training-content/rt/planner/list`: course templates with their approval status; a new one starts in build. */
export function TemplateListPage() {
  const { t } = useT('training');
  useTemplatesCrumbs();
  const navigate = useNavigate();
  const canCreate = useSession((s) => s.can('COURSE_ADMIN', 'create'));
  const templates = useQuery(read<Page<CourseTemplate>>(`${TEMPLATES_API}?itemsPerPage=500`));
  const templatesError = errorOf(templates);
  const courseTypes = useReferenceList('courseType');
  const deliveryMethods = useReferenceList('deliveryMethod');
  const [text, setText] = useState('');
  const [status, setStatus] = useState<CourseTemplateStatus | undefined>();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ code: string; name: string }>();
  const rows = useMemo(() => {
    const q = text.trim().toLowerCase();
    return (templates.data?.data ?? []).filter((row) => (!q || `${row.code} ${row.name}`.toLowerCase().includes(q)) && (!status || row.status === status));
  }, [templates.data, text, status]);

  const create = useTrainingSave({
    save: (v: { code: string; name: string }) => api.post<CourseTemplate>(TEMPLATES_API, v),
    invalidates: [TEMPLATES_API],
    saved: t('templates.added'),
    form,
    onSaved: (created) => navigate(`${TEMPLATES_PATH}/details/${created.data.id}`),
  });

  return (
    <div>
      <PageTitle title={t('templates.title')} extra={canCreate && <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>{t('templates.new')}</Button>} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('templates.filterPlaceholder')} aria-label={t('templates.filter')} style={{ width: 260 }} value={text} onChange={(e) => setText(e.target.value)} />
        <Select allowClear placeholder={t('templates.anyStatus')} aria-label={t('templates.statusLabel')} style={{ width: 220 }} value={status} onChange={setStatus} options={COURSE_TEMPLATE_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }))} />
      </Space>
      {templatesError && <Alert type="error" showIcon title={templatesError} style={{ marginBottom: 16 }} action={<Button onClick={() => void templates.refetch()}>{t('common:retry')}</Button>} />}
      <Table<CourseTemplate>
        rowKey="id"
        loading={templates.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale(text || status ? t('templates.noMatch') : t('templates.empty'), templatesError)}
        columns={[
          { title: t('templates.code'), dataIndex: 'code', sorter: (a, b) => a.code.localeCompare(b.code) },
          { title: t('templates.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name), render: (n: string, row) => <Link to={`${TEMPLATES_PATH}/details/${row.id}`}>{n}</Link> },
          { title: t('templates.courseType'), dataIndex: 'courseTypeId', render: (id: number | null) => (id ? courseTypes.byId.get(id)?.name : '') },
          { title: t('templates.deliveryMethod'), dataIndex: 'deliveryMethodId', render: (id: number | null) => (id ? deliveryMethods.byId.get(id)?.name : '') },
          { title: t('templates.places'), key: 'places', render: (_, row) => `${row.minPlaces}–${row.maxPlaces}` },
          { title: t('templates.statusLabel'), dataIndex: 'status', render: (s: CourseTemplateStatus) => <Tag color={STATUS_COLOURS[s]}>{t(STATUS_KEYS[s])}</Tag> },
        ]}
      />
      <Modal open={adding} title={t('templates.newTitle')} okText={t('templates.add')} onOk={() => form.submit()} okButtonProps={{ loading: create.isPending }} onCancel={() => setAdding(false)} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={(v) => create.mutate(v)}>
          <Form.Item name="code" label={t('templates.code')} rules={[{ required: true, message: t('common:required') }, { pattern: /^[A-Za-z0-9._/-]+$/, message: t('templates.codeChars') }, { max: 20, message: t('templates.atMost', { max: 20 }) }]}><Input /></Form.Item>
          <Form.Item name="name" label={t('templates.name')} rules={[{ required: true, whitespace: true, message: t('common:required') }, { max: 200, message: t('templates.atMost', { max: 200 }) }]}><Input /></Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

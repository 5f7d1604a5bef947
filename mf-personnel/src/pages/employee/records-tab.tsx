import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Form, Modal, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { FieldMessage } from '@firecrest/contracts';
import { api, listLocale, namePath, problemMessage, showFieldErrors, useFetched, useSession, useToast } from '@firecrest/portal-kit';

export interface RecordRow {
  id: number;
  [field: string]: unknown;
}

/**
 * A list of one kind of record on an employee (notes, CPD): new, change, delete with confirmation; the §5.2 rules
 * run before sending and again on the server.
 */
export function RecordsTab<V extends object>(props: {
  url: string;
  noun: string;
  columns: ColumnsType<RecordRow>;
  fields: ReactNode;
  rules(values: V): FieldMessage[];
  toBody(values: V): object;
  initial: Partial<V>;
  /** The address of a record's details page, without its id. */
  detailsPath?: string;
}) {
  const { url, noun } = props;
  const toast = useToast();
  const can = useSession((s) => s.can);
  const rows = useFetched<{ data: RecordRow[] }>(url);
  const [form] = Form.useForm<V>();
  const [editing, setEditing] = useState<RecordRow | 'new' | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(values: V) {
    const errors = props.rules(values);
    if (errors.length) return form.setFields(errors.map((e) => ({ name: namePath(e.field) as never, errors: [e.message] })));
    setSaving(true);
    try {
      if (editing === 'new') await api.post(url, props.toBody(values));
      else await api.put(`${url}/${(editing as RecordRow).id}`, props.toBody(values));
      toast.success(`${noun} saved`);
      setEditing(null);
      rows.reload();
    } catch (e) {
      if (!showFieldErrors(form, e)) toast.error(problemMessage(e));
    } finally {
      setSaving(false);
    }
  }
  async function remove(row: RecordRow) {
    try {
      await api.delete(`${url}/${row.id}`);
      toast.success(`${noun} deleted`);
      rows.reload();
    } catch (e) {
      toast.error(problemMessage(e));
    }
  }
  const open = (row: RecordRow | 'new') => {
    form.resetFields();
    form.setFieldsValue((row === 'new' ? props.initial : row) as never);
    setEditing(row);
  };

  return (
    <div>
      {can('EMPLOYEES', 'create') && <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => open('new')}>New {noun.toLowerCase()}</Button>}
      {rows.error && <Alert type="error" showIcon title={rows.error} action={<Button onClick={rows.reload}>Retry</Button>} style={{ marginBottom: 12 }} />}
      <Table<RecordRow>
        rowKey="id"
        loading={rows.loading}
        dataSource={rows.data?.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale(`No ${noun.toLowerCase()} entries yet`, rows.error)}
        columns={[
          ...props.columns,
          {
            title: '',
            key: 'actions',
            width: 160,
            render: (_, row) => (
              <Space>
                {props.detailsPath && <Link to={`${props.detailsPath}/${row.id}`} aria-label={`${noun} details`}>Details</Link>}
                {can('EMPLOYEES', 'edit') && <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${noun.toLowerCase()}`} onClick={() => open(row)} />}
                {can('EMPLOYEES', 'delete') && (
                  <Popconfirm title={`Delete this ${noun.toLowerCase()}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove(row)}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${noun.toLowerCase()}`} />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={editing === 'new' ? `New ${noun.toLowerCase()}` : noun} okText="Save" confirmLoading={saving} onOk={() => form.submit()} onCancel={() => setEditing(null)} forceRender>
        <Form form={form} layout="vertical" onFinish={save}>
          {props.fields}
        </Form>
      </Modal>
    </div>
  );
}

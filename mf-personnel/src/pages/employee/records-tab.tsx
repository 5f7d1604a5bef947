import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Form, Modal, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { FieldMessage } from '@firecrest/contracts';
import { api, listLocale, namePath, problemMessage, showFieldErrors, useFetched, useSession, useT, useToast } from '@firecrest/portal-kit';
import { ruleFields } from '../../lib/rule-messages';
import type { RecordKeys } from './record-keys';

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
  /** The kind's names in the catalogue. */
  keys: RecordKeys;
  columns: ColumnsType<RecordRow>;
  fields: ReactNode;
  rules(values: V): FieldMessage[];
  toBody(values: V): object;
  initial: Partial<V>;
  /** The address of a record's details page, without its id. */
  detailsPath?: string;
}) {
  const { url, keys } = props;
  const { t } = useT('personnel');
  const [noun, one] = [t(keys.noun), t(keys.one)];
  const toast = useToast();
  const can = useSession((s) => s.can);
  const rows = useFetched<{ data: RecordRow[] }>(url);
  const [form] = Form.useForm<V>();
  const [editing, setEditing] = useState<RecordRow | 'new' | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(values: V) {
    const errors = props.rules(values);
    if (errors.length) return form.setFields(ruleFields(t, errors, namePath));
    setSaving(true);
    try {
      if (editing === 'new') await api.post(url, props.toBody(values));
      else await api.put(`${url}/${(editing as RecordRow).id}`, props.toBody(values));
      toast.success(t('record.saved', { noun }));
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
      toast.success(t('record.deleted', { noun }));
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
      {can('EMPLOYEES', 'create') && <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => open('new')}>{t(keys.new)}</Button>}
      {rows.error && <Alert type="error" showIcon title={rows.error} action={<Button onClick={rows.reload}>{t('common:retry')}</Button>} style={{ marginBottom: 12 }} />}
      <Table<RecordRow>
        rowKey="id"
        loading={rows.loading}
        dataSource={rows.data?.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale(t('record.noEntries', { one }), rows.error)}
        columns={[
          ...props.columns,
          {
            title: '',
            key: 'actions',
            width: 160,
            render: (_, row) => (
              <Space>
                {props.detailsPath && <Link to={`${props.detailsPath}/${row.id}`} aria-label={t('record.detailsLabel', { noun })}>{t('detailsLink')}</Link>}
                {can('EMPLOYEES', 'edit') && <Button type="text" icon={<EditOutlined />} aria-label={t('record.editLabel', { one })} onClick={() => open(row)} />}
                {can('EMPLOYEES', 'delete') && (
                  <Popconfirm title={t('record.confirmDelete', { one })} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove(row)}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('record.deleteLabel', { one })} />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={editing === 'new' ? t(keys.new) : noun} okText={t('common:save')} confirmLoading={saving} onOk={() => form.submit()} onCancel={() => setEditing(null)} forceRender>
        <Form form={form} layout="vertical" onFinish={save}>
          {props.fields}
        </Form>
      </Modal>
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Form, Modal, Popconfirm, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { FieldMessage } from '@firecrest/contracts';
import { api, errorOf, listLocale, namePath, read, useSave, useSession, useT } from '@firecrest/portal-kit';
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
  const can = useSession((s) => s.can);
  const rows = useQuery(read<{ data: RecordRow[] }>(url));
  const rowsError = errorOf(rows);
  const [form] = Form.useForm<V>();
  const [editing, setEditing] = useState<RecordRow | 'new' | null>(null);
  const save = useSave({
    save: (values: V) => (editing === 'new' ? api.post(url, props.toBody(values)) : api.put(`${url}/${(editing as RecordRow).id}`, props.toBody(values))),
    invalidates: [url],
    saved: t('record.saved', { noun }),
    form,
    onSaved: () => setEditing(null),
  });
  const remove = useSave({ save: (row: RecordRow) => api.delete(`${url}/${row.id}`), invalidates: [url], saved: t('record.deleted', { noun }) });

  function submit(values: V) {
    const errors = props.rules(values);
    if (errors.length) return form.setFields(ruleFields(t, errors, namePath));
    save.mutate(values);
  }
  const open = (row: RecordRow | 'new') => {
    form.resetFields();
    form.setFieldsValue((row === 'new' ? props.initial : row) as never);
    setEditing(row);
  };

  return (
    <div>
      {can('EMPLOYEES', 'create') && <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => open('new')}>{t(keys.new)}</Button>}
      {rowsError && <Alert type="error" showIcon title={rowsError} action={<Button onClick={() => void rows.refetch()}>{t('common:retry')}</Button>} style={{ marginBottom: 12 }} />}
      <Table<RecordRow>
        rowKey="id"
        loading={rows.isFetching}
        dataSource={rows.data?.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale(t('record.noEntries', { one }), rowsError)}
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
                  <Popconfirm title={t('record.confirmDelete', { one })} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(row)}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('record.deleteLabel', { one })} />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={editing === 'new' ? t(keys.new) : noun} okText={t('common:save')} confirmLoading={save.isPending} onOk={() => form.submit()} onCancel={() => setEditing(null)} forceRender>
        <Form form={form} layout="vertical" onFinish={submit}>
          {props.fields}
        </Form>
      </Modal>
    </div>
  );
}

import { useState } from 'react';
import { Alert, Button, Popconfirm, Space, Table, Typography, Upload } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { ATTACHMENT_LIMITS, attachmentRules } from '@firecrest/contracts';
import { api, listLocale, problemMessage, showDateTime, useFetched, useSession, useToast } from '@firecrest/portal-kit';

interface Attachment {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  createdBy: string;
  createdDate: string;
}

const ACCEPT = Object.values(ATTACHMENT_LIMITS.types).flat().join(',');
const base64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Files on an employee's record: limited in count, size and type (checked here and by the server). */
export function AttachmentsTab({ employeeId }: { employeeId: number }) {
  const url = `/api/personnel/employees/${employeeId}/attachments`;
  const toast = useToast();
  const can = useSession((s) => s.can);
  const list = useFetched<{ data: Attachment[] }>(url);
  const [uploading, setUploading] = useState(false);
  const count = list.data?.data.length ?? 0;

  async function upload(file: File) {
    const contentType = file.type || 'application/octet-stream';
    const problems = attachmentRules({ fileName: file.name, contentType, size: file.size });
    if (count >= ATTACHMENT_LIMITS.maxCount) problems.push({ field: 'content', message: `Attachments are limited in count and size: at most ${ATTACHMENT_LIMITS.maxCount} files an employee` });
    if (problems.length) return toast.error(problems[0].message);
    setUploading(true);
    try {
      await api.post(url, { fileName: file.name, contentType, content: await base64(file) });
      toast.success('Attachment added');
      list.reload();
    } catch (e) {
      toast.error(problemMessage(e));
    } finally {
      setUploading(false);
    }
  }
  async function remove(a: Attachment) {
    try {
      await api.delete(`${url}/${a.id}`);
      toast.success('Attachment deleted');
      list.reload();
    } catch (e) {
      toast.error(problemMessage(e));
    }
  }

  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        {can('EMPLOYEES', 'create') && (
          <Upload accept={ACCEPT} showUploadList={false} beforeUpload={(file) => { void upload(file); return false; }}>
            <Button icon={<UploadOutlined />} loading={uploading} disabled={count >= ATTACHMENT_LIMITS.maxCount}>Add attachment</Button>
          </Upload>
        )}
        <Typography.Text type="secondary">
          {count} of {ATTACHMENT_LIMITS.maxCount} files; at most {ATTACHMENT_LIMITS.maxBytes / 1024} KB each ({ACCEPT}).
        </Typography.Text>
      </Space>
      {list.error && <Alert type="error" showIcon title={list.error} action={<Button onClick={list.reload}>Retry</Button>} style={{ marginBottom: 12 }} />}
      <Table<Attachment>
        rowKey="id"
        loading={list.loading}
        dataSource={list.data?.data ?? []}
        pagination={false}
        locale={listLocale('No attachments', list.error)}
        columns={[
          { title: 'File', dataIndex: 'fileName', render: (name: string, a) => <a href={`${url}/${a.id}/content`}>{name}</a> },
          { title: 'Size', dataIndex: 'size', render: (n: number) => `${Math.ceil(n / 1024)} KB` },
          { title: 'Added by', dataIndex: 'createdBy' },
          { title: 'Added', dataIndex: 'createdDate', render: showDateTime },
          ...(can('EMPLOYEES', 'delete')
            ? [{
                title: '',
                key: 'actions',
                width: 56,
                render: (_: unknown, a: Attachment) => (
                  <Popconfirm title={`Delete ${a.fileName}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove(a)}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${a.fileName}`} />
                  </Popconfirm>
                ),
              }]
            : []),
        ]}
      />
    </div>
  );
}

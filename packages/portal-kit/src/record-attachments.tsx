import { useState } from 'react';
import { Alert, Button, Popconfirm, Space, Table, Typography, Upload } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { ATTACHMENT_LIMITS, attachmentRules } from '@firecrest/contracts';
import { api, problemMessage } from './api-client';
import { downloadFile } from './download-file';
import { listLocale } from './list-empty';
import { showDateTime } from './dates';
import { useFetched } from './use-fetched';
import { useToast } from './toast';
import { useT } from './i18n/use-t';

interface Attachment {
  id: number;
  fileName: string;
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

/**
 * The files of a record served at `url` (`…/{id}/attachments`: list, add as base64 JSON, `/{file}/content`, delete),
 * limited in count, size and type as contracts' ATTACHMENT_LIMITS say (checked here first, then by the server).
 * `limitOf` names what the count limit is per in its message (e.g. "an employee").
 */
export function RecordAttachments({ url, canAdd, canDelete, limitOf }: { url: string; canAdd: boolean; canDelete: boolean; limitOf?: string }) {
  const { t } = useT('common');
  const toast = useToast();
  const list = useFetched<{ data: Attachment[] }>(url);
  const [uploading, setUploading] = useState(false);
  const count = list.data?.data.length ?? 0;

  async function upload(file: File) {
    const contentType = file.type || 'application/octet-stream';
    const problems = attachmentRules({ fileName: file.name, contentType, size: file.size });
    if (count >= ATTACHMENT_LIMITS.maxCount) problems.push({ field: 'content', message: limitOf ? t('attachments.tooManyOf', { max: ATTACHMENT_LIMITS.maxCount, of: limitOf }) : t('attachments.tooMany', { max: ATTACHMENT_LIMITS.maxCount }) });
    if (problems.length) return toast.error(problems[0]!.message);
    setUploading(true);
    try {
      await api.post(url, { fileName: file.name, contentType, content: await base64(file) });
      toast.success(t('attachments.added'));
      list.reload();
    } catch (e) {
      toast.error(problemMessage(e));
    } finally {
      setUploading(false);
    }
  }
  async function run(action: () => Promise<unknown>, success?: string) {
    try {
      await action();
      if (success) toast.success(success);
      list.reload();
    } catch (e) {
      toast.error(problemMessage(e));
    }
  }

  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        {canAdd && (
          <Upload accept={ACCEPT} showUploadList={false} beforeUpload={(file) => { void upload(file); return false; }}>
            <Button icon={<UploadOutlined />} loading={uploading} disabled={count >= ATTACHMENT_LIMITS.maxCount}>{t('attachments.add')}</Button>
          </Upload>
        )}
        <Typography.Text type="secondary">{t('attachments.limits', { count, max: ATTACHMENT_LIMITS.maxCount, kb: ATTACHMENT_LIMITS.maxBytes / 1024, types: ACCEPT })}</Typography.Text>
      </Space>
      {list.error && <Alert type="error" showIcon title={list.error} action={<Button onClick={list.reload}>{t('retry')}</Button>} style={{ marginBottom: 12 }} />}
      <Table<Attachment>
        rowKey="id"
        loading={list.loading}
        dataSource={list.data?.data ?? []}
        pagination={false}
        locale={listLocale(t('attachments.empty'), list.error)}
        columns={[
          { title: t('attachments.file'), dataIndex: 'fileName', render: (name: string, a) => <Button type="link" style={{ padding: 0 }} onClick={() => run(() => downloadFile(`${url}/${a.id}/content`))}>{name}</Button> },
          { title: t('attachments.size'), dataIndex: 'size', render: (n: number) => t('attachments.kb', { kb: Math.ceil(n / 1024) }) },
          { title: t('attachments.addedBy'), dataIndex: 'createdBy' },
          { title: t('attachments.addedOn'), dataIndex: 'createdDate', render: showDateTime },
          ...(canDelete
            ? [{
                title: '',
                key: 'actions',
                width: 56,
                render: (_: unknown, a: Attachment) => (
                  <Popconfirm title={t('attachments.confirmDelete', { name: a.fileName })} okText={t('delete')} okButtonProps={{ danger: true }} onConfirm={() => run(() => api.delete(`${url}/${a.id}`), t('attachments.deleted'))}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('attachments.deleteLabel', { name: a.fileName })} />
                  </Popconfirm>
                ),
              }]
            : []),
        ]}
      />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Space, Table, Typography, Upload } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { ATTACHMENT_LIMITS, attachmentRules } from '@firecrest/contracts';
import { api, problemMessage } from './api-client';
import { downloadFile } from './download-file';
import { listLocale } from './list-empty';
import { showDateTime } from './dates';
import { errorOf, read, useSave } from './queries';
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
  const list = useQuery(read<{ data: Attachment[] }>(url));
  const error = errorOf(list);
  const count = list.data?.data.length ?? 0;
  const add = useSave({ save: async (file: File) => api.post(url, { fileName: file.name, contentType: file.type || 'application/octet-stream', content: await base64(file) }), invalidates: [url], saved: t('attachments.added') });
  const remove = useSave({ save: (a: Attachment) => api.delete(`${url}/${a.id}`), invalidates: [url], saved: t('attachments.deleted') });

  function upload(file: File) {
    const problems = attachmentRules({ fileName: file.name, contentType: file.type || 'application/octet-stream', size: file.size });
    if (count >= ATTACHMENT_LIMITS.maxCount) problems.push({ field: 'content', message: limitOf ? t('attachments.tooManyOf', { max: ATTACHMENT_LIMITS.maxCount, of: limitOf }) : t('attachments.tooMany', { max: ATTACHMENT_LIMITS.maxCount }) });
    if (problems.length) toast.error(problems[0]!.message);
    else add.mutate(file);
  }
  // A download writes nothing: only its failure is shown.
  const download = (a: Attachment) => downloadFile(`${url}/${a.id}/content`).catch((e: unknown) => toast.error(problemMessage(e)));

  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        {canAdd && (
          <Upload accept={ACCEPT} showUploadList={false} beforeUpload={(file) => { upload(file); return false; }}>
            <Button icon={<UploadOutlined />} loading={add.isPending} disabled={count >= ATTACHMENT_LIMITS.maxCount}>{t('attachments.add')}</Button>
          </Upload>
        )}
        <Typography.Text type="secondary">{t('attachments.limits', { count, max: ATTACHMENT_LIMITS.maxCount, kb: ATTACHMENT_LIMITS.maxBytes / 1024, types: ACCEPT })}</Typography.Text>
      </Space>
      {error && <Alert type="error" showIcon title={error} action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>} style={{ marginBottom: 12 }} />}
      <Table<Attachment>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        pagination={false}
        locale={listLocale(t('attachments.empty'), error)}
        columns={[
          { title: t('attachments.file'), dataIndex: 'fileName', render: (name: string, a) => <Button type="link" style={{ padding: 0 }} onClick={() => void download(a)}>{name}</Button> },
          { title: t('attachments.size'), dataIndex: 'size', render: (n: number) => t('attachments.kb', { kb: Math.ceil(n / 1024) }) },
          { title: t('attachments.addedBy'), dataIndex: 'createdBy' },
          { title: t('attachments.addedOn'), dataIndex: 'createdDate', render: showDateTime },
          ...(canDelete
            ? [{
                title: '',
                key: 'actions',
                width: 56,
                render: (_: unknown, a: Attachment) => (
                  <Popconfirm title={t('attachments.confirmDelete', { name: a.fileName })} okText={t('delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(a)}>
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

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Popconfirm, Skeleton, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import {
  BOOKMARK_DESCRIPTION_MAX,
  BOOKMARK_ICON_MAX_BYTES,
  BOOKMARK_ICON_TYPES,
  BOOKMARK_ICON_WIDTH,
  BOOKMARK_LABEL_MAX,
  BOOKMARK_NAME_MAX,
  BOOKMARK_URL_PATTERN,
  type Bookmark,
  type BookmarkBody,
} from '@firecrest/contracts';
import { api, errorOf, read, useSave, useSession, useT } from '@firecrest/portal-kit';
import { BOOKMARKS_API, BOOKMARKS_PATH } from './bookmarks-page';

type Attachment = BookmarkBody['attachment'];
const MAX_KB = Math.round(BOOKMARK_ICON_MAX_BYTES / 1024);

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** admin-area §2.13, §5: one bookmark; id 0 creates. Save and delete go back to the list. */
export function BookmarkFormPage() {
  const { t } = useT('system');
  const REQUIRED = { required: true, whitespace: true, message: t('bookmark.required') };
  const { id: idParam } = useParams();
  const id = Number(idParam) || 0;
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const can = useSession((s) => s.can);
  const [form] = Form.useForm<{ name: string; label: string; url: string; description: string }>();
  const bookmark = useQuery(read<Bookmark>(id === 0 ? null : `${BOOKMARKS_API}/${id}`));
  const loaded = bookmark.data ?? null;
  const error = errorOf(bookmark);
  const [attachment, setAttachment] = useState<Attachment>(undefined);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!loaded) return;
    setPreview(loaded.icon);
    form.setFieldsValue({ name: loaded.name, label: loaded.label, url: loaded.url, description: loaded.description });
  }, [loaded, form]);

  const canSave = id === 0 ? can('APPLICATION_BOOKMARKS', 'create') : can('APPLICATION_BOOKMARKS', 'edit');
  const canDelete = id !== 0 && can('APPLICATION_BOOKMARKS', 'delete');

  const pickIcon = async (file: File) => {
    if (!(BOOKMARK_ICON_TYPES as readonly string[]).includes(file.type)) {
      modal.error({ title: t('bookmark.iconRefused'), content: t('bookmark.iconType') });
      return Upload.LIST_IGNORE;
    }
    if (file.size > BOOKMARK_ICON_MAX_BYTES) {
      modal.error({ title: t('bookmark.iconRefused'), content: t('bookmark.iconSize', { kb: MAX_KB }) });
      return Upload.LIST_IGNORE;
    }
    const data = await readBase64(file);
    setAttachment({ data, type: file.type as (typeof BOOKMARK_ICON_TYPES)[number], name: file.name });
    setPreview(`data:${file.type};base64,${data}`);
    return false;
  };

  const save = useSave({
    save: (body: BookmarkBody) => (id === 0 ? api.post(BOOKMARKS_API, body) : api.put(`${BOOKMARKS_API}/${id}`, body)),
    invalidates: [BOOKMARKS_API],
    saved: t('webhook.savedShort'),
    onSaved: () => navigate(BOOKMARKS_PATH),
  });
  const submit = async () => {
    let values;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd marks every invalid field; nothing is sent
    }
    save.mutate({ ...values, url: values.url.trim(), description: values.description ?? '', ...(attachment !== undefined ? { attachment } : {}) });
  };
  const remove = useSave({ save: () => api.delete(`${BOOKMARKS_API}/${id}`), invalidates: [BOOKMARKS_API], saved: t('bookmark.deleted'), onSaved: () => navigate(BOOKMARKS_PATH) });

  if (bookmark.isFetching) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 720 }}>
      <Typography.Title level={2}>{id === 0 ? t('bookmark.newTitle') : t('bookmark.title', { name: loaded?.name ?? '' })}</Typography.Title>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" disabled={!canSave} initialValues={{ description: '' }}>
        <Form.Item name="name" label={t('bookmarks.name')} rules={[REQUIRED, { max: BOOKMARK_NAME_MAX }]}>
          <Input maxLength={BOOKMARK_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="label" label={t('bookmarks.label')} rules={[REQUIRED, { max: BOOKMARK_LABEL_MAX }]}>
          <Input maxLength={BOOKMARK_LABEL_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('bookmarks.url')}
          rules={[REQUIRED, { pattern: new RegExp(BOOKMARK_URL_PATTERN), message: t('bookmark.badUrl') }]}
        >
          <Input placeholder={t('integration.urlStart')} />
        </Form.Item>
        <Form.Item name="description" label={t('bookmarks.description')} rules={[{ max: BOOKMARK_DESCRIPTION_MAX }]}>
          <Input.TextArea rows={3} maxLength={BOOKMARK_DESCRIPTION_MAX} showCount />
        </Form.Item>
        <Form.Item label={t('bookmarks.icon')} extra={t('bookmark.iconHelp', { kb: MAX_KB, width: BOOKMARK_ICON_WIDTH })}>
          <Space>
            {preview && <img src={preview} alt={t('bookmarks.icon')} width={BOOKMARK_ICON_WIDTH} />}
            <Upload accept=".png,.gif,.jpg,.jpeg,image/png,image/gif,image/jpeg" showUploadList={false} beforeUpload={pickIcon}>
              <Button icon={<UploadOutlined />}>{t('bookmark.chooseIcon')}</Button>
            </Upload>
            {preview && (
              <Button
                onClick={() => {
                  setAttachment(null);
                  setPreview(null);
                }}
              >
                {t('bookmark.removeIcon')}
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
      <Space>
        {canSave && <Button type="primary" loading={save.isPending} onClick={() => void submit()}>{t('common:save')}</Button>}
        <Button onClick={() => navigate(BOOKMARKS_PATH)}>{t('common:cancel')}</Button>
        {canDelete && (
          <Popconfirm title={t('bookmark.confirmDelete')} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate()}>
            <Button danger icon={<DeleteOutlined />}>{t('common:delete')}</Button>
          </Popconfirm>
        )}
      </Space>
    </div>
  );
}

import { useEffect, useState } from 'react';
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
import { api, problemMessage, useSession, useToast } from '@firecrest/portal-kit';
import { BOOKMARKS_PATH } from './bookmarks-page';

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
  const { id: idParam } = useParams();
  const id = Number(idParam) || 0;
  const navigate = useNavigate();
  const toast = useToast();
  const { modal } = App.useApp();
  const can = useSession((s) => s.can);
  const [form] = Form.useForm<{ name: string; label: string; url: string; description: string }>();
  const [loaded, setLoaded] = useState<Bookmark | null>(null);
  const [loading, setLoading] = useState(id !== 0);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attachment, setAttachment] = useState<Attachment>(undefined);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (id === 0) return;
    api
      .get<Bookmark>(`/api/system/bookmarks/${id}`)
      .then(({ data }) => {
        setLoaded(data);
        setPreview(data.icon);
        form.setFieldsValue({ name: data.name, label: data.label, url: data.url, description: data.description });
      })
      .catch((e) => setError(problemMessage(e)))
      .finally(() => setLoading(false));
  }, [id, form]);

  const canSave = id === 0 ? can('APPLICATION_BOOKMARKS', 'create') : can('APPLICATION_BOOKMARKS', 'edit');
  const canDelete = id !== 0 && can('APPLICATION_BOOKMARKS', 'delete');

  const pickIcon = async (file: File) => {
    if (!(BOOKMARK_ICON_TYPES as readonly string[]).includes(file.type)) {
      modal.error({ title: 'Icon not accepted', content: 'The icon must be a png, gif or jpeg image.' });
      return Upload.LIST_IGNORE;
    }
    if (file.size > BOOKMARK_ICON_MAX_BYTES) {
      modal.error({ title: 'Icon not accepted', content: `The attachment maximum size of ${MAX_KB} KB is exceeded.` });
      return Upload.LIST_IGNORE;
    }
    const data = await readBase64(file);
    setAttachment({ data, type: file.type as (typeof BOOKMARK_ICON_TYPES)[number], name: file.name });
    setPreview(`data:${file.type};base64,${data}`);
    return false;
  };

  const save = async () => {
    let values;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd marks every invalid field; nothing is sent
    }
    setSaving(true);
    try {
      const body: BookmarkBody = { ...values, url: values.url.trim(), description: values.description ?? '', ...(attachment !== undefined ? { attachment } : {}) };
      if (id === 0) await api.post('/api/system/bookmarks', body);
      else await api.put(`/api/system/bookmarks/${id}`, body);
      toast.success('Saved successfully');
      navigate(BOOKMARKS_PATH);
    } catch (e) {
      toast.error(problemMessage(e));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await api.delete(`/api/system/bookmarks/${id}`);
      toast.success('Bookmark deleted');
      navigate(BOOKMARKS_PATH);
    } catch (e) {
      toast.error(problemMessage(e));
    }
  };

  if (loading) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 720 }}>
      <Typography.Title level={2}>{id === 0 ? 'New bookmark' : `Bookmark: ${loaded?.name ?? ''}`}</Typography.Title>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" disabled={!canSave} initialValues={{ description: '' }}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'required' }, { max: BOOKMARK_NAME_MAX }]}>
          <Input maxLength={BOOKMARK_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="label" label="Label" rules={[{ required: true, whitespace: true, message: 'required' }, { max: BOOKMARK_LABEL_MAX }]}>
          <Input maxLength={BOOKMARK_LABEL_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="url"
          label="URL"
          rules={[{ required: true, whitespace: true, message: 'required' }, { pattern: new RegExp(BOOKMARK_URL_PATTERN), message: 'Invalid URL: it must start with http:// or https://' }]}
        >
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[{ max: BOOKMARK_DESCRIPTION_MAX }]}>
          <Input.TextArea rows={3} maxLength={BOOKMARK_DESCRIPTION_MAX} showCount />
        </Form.Item>
        <Form.Item label="Icon" extra={`png, gif or jpeg, at most ${MAX_KB} KB; shown ${BOOKMARK_ICON_WIDTH} pixels wide.`}>
          <Space>
            {preview && <img src={preview} alt="Icon" width={BOOKMARK_ICON_WIDTH} />}
            <Upload accept=".png,.gif,.jpg,.jpeg,image/png,image/gif,image/jpeg" showUploadList={false} beforeUpload={pickIcon}>
              <Button icon={<UploadOutlined />}>Choose icon</Button>
            </Upload>
            {preview && (
              <Button
                onClick={() => {
                  setAttachment(null);
                  setPreview(null);
                }}
              >
                Remove icon
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
      <Space>
        {canSave && <Button type="primary" loading={saving} onClick={() => void save()}>Save</Button>}
        <Button onClick={() => navigate(BOOKMARKS_PATH)}>Cancel</Button>
        {canDelete && (
          <Popconfirm title="Delete this bookmark?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => void remove()}>
            <Button danger icon={<DeleteOutlined />}>Delete</Button>
          </Popconfirm>
        )}
      </Space>
    </div>
  );
}

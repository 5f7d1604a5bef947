import { Button, Form, Input, Select, Space, Typography, Upload } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { MATERIAL_AUDIENCES, MATERIAL_CONTENT_TYPE_LABELS, MATERIAL_CONTENT_TYPES, MATERIAL_FILE_MAX_BYTES, TRAINING_MESSAGES as M } from '@firecrest/contracts';
import { api, problemMessage, useToast } from '@firecrest/portal-kit';

export const AUDIENCE_LABELS: Record<(typeof MATERIAL_AUDIENCES)[number], string> = { delegates: 'Delegates', instructors: 'Instructors' };

const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** §3.2 material of a template: each a link or an uploaded file, with when it is used and for whom. */
export function MaterialList({ disabled }: { disabled: boolean }) {
  const toast = useToast();
  const form = Form.useFormInstance();
  async function upload(index: number, file: File) {
    if (file.size > MATERIAL_FILE_MAX_BYTES) {
      toast.error(`The file is larger than ${MATERIAL_FILE_MAX_BYTES / 1024 / 1024} MB.`);
      return;
    }
    try {
      const { data } = await api.post<{ id: string; fileName: string }>('/api/training/course-template-files', { fileName: file.name, contentType: file.type || 'application/octet-stream', content: await base64Of(file) });
      form.setFieldValue(['materials', index, 'fileId'], data.id);
      form.setFieldValue(['materials', index, 'fileName'], data.fileName);
      form.setFieldValue(['materials', index, 'link'], null);
    } catch (error) {
      toast.error(problemMessage(error));
    }
  }
  return (
    <Form.List name="materials">
      {(fields, { add, remove }) => (
        <>
          {!fields.length && <Typography.Paragraph type="secondary">No material yet.</Typography.Paragraph>}
          {fields.map(({ key, name }) => (
            <Space key={key} align="start" wrap style={{ display: 'flex', marginBottom: 8 }}>
              <Form.Item name={[name, 'description']} rules={[{ required: true, whitespace: true, message: M.required }]} style={{ marginBottom: 0 }}>
                <Input placeholder="Description" aria-label="Material description" style={{ width: 220 }} />
              </Form.Item>
              <Form.Item name={[name, 'contentType']} rules={[{ required: true, message: M.required }]} style={{ marginBottom: 0 }}>
                <Select aria-label="Content type" placeholder="Content type" style={{ width: 150 }} options={MATERIAL_CONTENT_TYPES.map((t) => ({ value: t, label: MATERIAL_CONTENT_TYPE_LABELS[t] }))} />
              </Form.Item>
              <Form.Item name={[name, 'audience']} rules={[{ required: true, message: M.required }]} style={{ marginBottom: 0 }}>
                <Select aria-label="Relevant to" placeholder="Relevant to" style={{ width: 140 }} options={MATERIAL_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))} />
              </Form.Item>
              <Form.Item name={[name, 'fileId']} hidden><Input /></Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) => {
                  const fileName = getFieldValue(['materials', name, 'fileName']) as string | null;
                  const fileId = getFieldValue(['materials', name, 'fileId']) as string | null;
                  return fileId ? (
                    <Space>
                      <a href={`/api/training/course-template-files/${fileId}`}>{fileName ?? 'Uploaded file'}</a>
                      {!disabled && <Button size="small" onClick={() => { form.setFieldValue(['materials', name, 'fileId'], null); form.setFieldValue(['materials', name, 'fileName'], null); }}>Use a link</Button>}
                    </Space>
                  ) : (
                    <Space align="start">
                      <Form.Item name={[name, 'link']} rules={[{ type: 'url', message: 'Invalid URL' }]} style={{ marginBottom: 0 }}>
                        <Input placeholder="https://…" aria-label="Material link" style={{ width: 260 }} />
                      </Form.Item>
                      <Upload showUploadList={false} disabled={disabled} beforeUpload={(file) => { void upload(name, file); return false; }}>
                        <Button icon={<UploadOutlined />}>Upload file</Button>
                      </Upload>
                    </Space>
                  );
                }}
              </Form.Item>
              {!disabled && <Button type="text" danger icon={<DeleteOutlined />} aria-label="Remove material" onClick={() => remove(name)} />}
            </Space>
          ))}
          {!disabled && <Button icon={<PlusOutlined />} onClick={() => add({ contentType: 'learning', audience: 'delegates', link: null, fileId: null, fileName: null })}>Add material</Button>}
        </>
      )}
    </Form.List>
  );
}

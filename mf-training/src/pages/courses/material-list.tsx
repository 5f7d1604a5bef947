import { Button, Form, Input, Select, Space, Typography, Upload } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { MATERIAL_AUDIENCES, MATERIAL_CONTENT_TYPES, MATERIAL_FILE_MAX_BYTES } from '@firecrest/contracts';
import { api, useSave, useT, useToast } from '@firecrest/portal-kit';
import { AUDIENCE_KEYS, CONTENT_TYPE_KEYS } from './template-types';

const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** §3.2 material of a template: each a link or an uploaded file, with when it is used and for whom. */
export function MaterialList({ disabled }: { disabled: boolean }) {
  const { t } = useT('training');
  const M = { required: t('common:required') };
  const toast = useToast();
  const form = Form.useFormInstance();
  // The file is kept by the server at once; the template refers to it once saved.
  const store = useSave({
    save: async ({ file }: { index: number; file: File }) =>
      (await api.post<{ id: string; fileName: string }>('/api/training/course-template-files', { fileName: file.name, contentType: file.type || 'application/octet-stream', content: await base64Of(file) })).data,
    onSaved: (data, { index }) => {
      form.setFieldValue(['materials', index, 'fileId'], data.id);
      form.setFieldValue(['materials', index, 'fileName'], data.fileName);
      form.setFieldValue(['materials', index, 'link'], null);
    },
  });
  function upload(index: number, file: File) {
    if (file.size > MATERIAL_FILE_MAX_BYTES) toast.error(t('templates.fileTooLarge', { mb: MATERIAL_FILE_MAX_BYTES / 1024 / 1024 }));
    else store.mutate({ index, file });
  }
  return (
    <Form.List name="materials">
      {(fields, { add, remove }) => (
        <>
          {!fields.length && <Typography.Paragraph type="secondary">{t('templates.noMaterial')}</Typography.Paragraph>}
          {fields.map(({ key, name }) => (
            <Space key={key} align="start" wrap style={{ display: 'flex', marginBottom: 8 }}>
              <Form.Item name={[name, 'description']} rules={[{ required: true, whitespace: true, message: M.required }]} style={{ marginBottom: 0 }}>
                <Input placeholder={t('templates.materialDescription')} aria-label={t('templates.materialDescription')} style={{ width: 220 }} />
              </Form.Item>
              <Form.Item name={[name, 'contentType']} rules={[{ required: true, message: M.required }]} style={{ marginBottom: 0 }}>
                <Select aria-label={t('templates.contentType.label')} placeholder={t('templates.contentType.label')} style={{ width: 150 }} options={MATERIAL_CONTENT_TYPES.map((c) => ({ value: c, label: t(CONTENT_TYPE_KEYS[c]!) }))} />
              </Form.Item>
              <Form.Item name={[name, 'audience']} rules={[{ required: true, message: M.required }]} style={{ marginBottom: 0 }}>
                <Select aria-label={t('templates.audience.label')} placeholder={t('templates.audience.label')} style={{ width: 140 }} options={MATERIAL_AUDIENCES.map((a) => ({ value: a, label: t(AUDIENCE_KEYS[a]!) }))} />
              </Form.Item>
              <Form.Item name={[name, 'fileId']} hidden><Input /></Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) => {
                  const fileName = getFieldValue(['materials', name, 'fileName']) as string | null;
                  const fileId = getFieldValue(['materials', name, 'fileId']) as string | null;
                  return fileId ? (
                    <Space>
                      <a href={`/api/training/course-template-files/${fileId}`}>{fileName ?? t('templates.uploadedFile')}</a>
                      {!disabled && <Button size="small" onClick={() => { form.setFieldValue(['materials', name, 'fileId'], null); form.setFieldValue(['materials', name, 'fileName'], null); }}>{t('templates.useLink')}</Button>}
                    </Space>
                  ) : (
                    <Space align="start">
                      <Form.Item name={[name, 'link']} rules={[{ type: 'url', message: t('templates.invalidUrl') }]} style={{ marginBottom: 0 }}>
                        <Input placeholder={t('templates.linkPlaceholder')} aria-label={t('templates.materialLink')} style={{ width: 260 }} />
                      </Form.Item>
                      <Upload showUploadList={false} disabled={disabled} beforeUpload={(file) => { upload(name, file); return false; }}>
                        <Button icon={<UploadOutlined />} loading={store.isPending && store.variables.index === name}>{t('templates.uploadFile')}</Button>
                      </Upload>
                    </Space>
                  );
                }}
              </Form.Item>
              {!disabled && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('templates.removeMaterial')} onClick={() => remove(name)} />}
            </Space>
          ))}
          {!disabled && <Button icon={<PlusOutlined />} onClick={() => add({ contentType: 'learning', audience: 'delegates', link: null, fileId: null, fileName: null })}>{t('templates.addMaterial')}</Button>}
        </>
      )}
    </Form.List>
  );
}

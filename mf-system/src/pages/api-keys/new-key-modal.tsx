import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { api, problemMessage, useSave, useT, useToast } from '@firecrest/portal-kit';
import { ipLabels, IpEntriesInput } from './ip-entries-input';

export const API_KEYS = '/api/api-keys';

/** Creates a key, then shows it once in full with a copy button. */
export function NewKeyModal({ onClose }: { onClose: () => void }) {
  const { t } = useT('system');
  const [ips, setIps] = useState<string[]>([]);
  const toast = useToast();
  // Refused: the dialog says why, naming the entry it is about; created: the key is shown once, in full.
  const create = useSave({ save: (ipRestrictions: string[]) => api.post<{ key: string }>(API_KEYS, { ipRestrictions }).then((r) => r.data), invalidates: [API_KEYS], onFailed: () => true });
  const key = create.data?.key ?? null;
  const error = create.error ? problemMessage(create.error, ipLabels()) : null;
  const copy = async () => {
    await navigator.clipboard.writeText(key!);
    toast.success(t('apiKeys.copied'));
  };

  if (key) {
    return (
      <Modal open title={t('apiKeys.yourNewKey')} onCancel={onClose} footer={<Button type="primary" onClick={onClose}>{t('apiKeys.done')}</Button>}>
        <Alert type="warning" showIcon title={t('apiKeys.copyNow')} style={{ marginBottom: 16 }} />
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly value={key} aria-label={t('apiKeys.newKey')} onFocus={(e) => e.target.select()} />
          <Button icon={<CopyOutlined />} onClick={copy}>{t('apiKeys.copy')}</Button>
        </Space.Compact>
      </Modal>
    );
  }
  return (
    <Modal open title={t('apiKeys.newKey')} okText={t('apiKeys.create')} onOk={() => create.mutate(ips)} confirmLoading={create.isPending} onCancel={onClose}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form layout="vertical">
        <Form.Item label={t('apiKeys.allowedIps')} extra={t('apiKeys.newIpsHelp')}>
          <IpEntriesInput value={ips} onChange={setIps} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

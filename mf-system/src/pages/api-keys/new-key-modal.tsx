import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { api, problemMessage, useT, useToast } from '@firecrest/portal-kit';
import { ipLabels, IpEntriesInput } from './ip-entries-input';

/** Creates a key, then shows it once in full with a copy button. */
export function NewKeyModal({ onClose }: { onClose: () => void }) {
  const { t } = useT('system');
  const [ips, setIps] = useState<string[]>([]);
  const [key, setKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const toast = useToast();

  const create = async () => {
    setSaving(true);
    setError(null);
    try {
      const { data } = await api.post<{ key: string }>('/api/api-keys', { ipRestrictions: ips });
      setKey(data.key);
    } catch (e) {
      setError(problemMessage(e, ipLabels()));
    } finally {
      setSaving(false);
    }
  };
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
    <Modal open title={t('apiKeys.newKey')} okText={t('apiKeys.create')} onOk={create} confirmLoading={saving} onCancel={onClose}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form layout="vertical">
        <Form.Item label={t('apiKeys.allowedIps')} extra={t('apiKeys.newIpsHelp')}>
          <IpEntriesInput value={ips} onChange={setIps} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

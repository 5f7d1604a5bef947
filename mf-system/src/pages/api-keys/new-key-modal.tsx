import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { api, problemMessage, useToast } from '@firecrest/portal-kit';
import { IP_LABELS, IpEntriesInput } from './ip-entries-input';

/** Creates a key, then shows it once in full with a copy button. */
export function NewKeyModal({ onClose }: { onClose: () => void }) {
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
      setError(problemMessage(e, IP_LABELS));
    } finally {
      setSaving(false);
    }
  };
  const copy = async () => {
    await navigator.clipboard.writeText(key!);
    toast.success('Copied');
  };

  if (key) {
    return (
      <Modal open title="Your new API key" onCancel={onClose} footer={<Button type="primary" onClick={onClose}>Done</Button>}>
        <Alert type="warning" showIcon title="Copy the key now: it is stored only as a hash and will never be shown again." style={{ marginBottom: 16 }} />
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly value={key} aria-label="New API key" onFocus={(e) => e.target.select()} />
          <Button icon={<CopyOutlined />} onClick={copy}>Copy</Button>
        </Space.Compact>
      </Modal>
    );
  }
  return (
    <Modal open title="New API key" okText="Create key" onOk={create} confirmLoading={saving} onCancel={onClose}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form layout="vertical">
        <Form.Item label="Allowed IPs" extra="Recommended: the addresses your integration calls from. Leave empty to allow all.">
          <IpEntriesInput value={ips} onChange={setIps} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import type { ApiKey } from '@firecrest/contracts';
import { api, problemMessage, useToast } from '@firecrest/portal-kit';
import { IP_LABELS, IpEntriesInput } from './ip-entries-input';

export function EditAllowedIpsModal({ apiKey, onClose, onSaved }: { apiKey: ApiKey; onClose: () => void; onSaved: () => void }) {
  const [ips, setIps] = useState(apiKey.ipRestrictions);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await api.put(`/api/api-keys/${apiKey.id}`, { ipRestrictions: ips });
      toast.success('Allowed IPs saved');
      onSaved();
      onClose();
    } catch (e) {
      setError(problemMessage(e, IP_LABELS));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={`Allowed IPs for ${apiKey.apiKey}`} okText="Save" onOk={save} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form layout="vertical">
        <Form.Item label="Allowed IPs" extra="IPv4 or IPv6 addresses and CIDR ranges. Leave empty to allow every address.">
          <IpEntriesInput value={ips} onChange={setIps} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

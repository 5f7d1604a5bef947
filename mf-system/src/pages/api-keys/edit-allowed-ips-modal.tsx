import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import type { ApiKey } from '@firecrest/contracts';
import { api, problemMessage, useT, useToast } from '@firecrest/portal-kit';
import { ipLabels, IpEntriesInput } from './ip-entries-input';

export function EditAllowedIpsModal({ apiKey, onClose, onSaved }: { apiKey: ApiKey; onClose: () => void; onSaved: () => void }) {
  const { t } = useT('system');
  const [ips, setIps] = useState(apiKey.ipRestrictions);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await api.put(`/api/api-keys/${apiKey.id}`, { ipRestrictions: ips });
      toast.success(t('apiKeys.ipsSaved'));
      onSaved();
      onClose();
    } catch (e) {
      setError(problemMessage(e, ipLabels()));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={t('apiKeys.ipsFor', { key: apiKey.apiKey })} okText={t('common:save')} onOk={save} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form layout="vertical">
        <Form.Item label={t('apiKeys.allowedIps')} extra={t('apiKeys.ipsHelp')}>
          <IpEntriesInput value={ips} onChange={setIps} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

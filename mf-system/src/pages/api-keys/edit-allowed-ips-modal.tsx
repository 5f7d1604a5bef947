import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import type { ApiKey } from '@firecrest/contracts';
import { api, problemMessage, useSave, useT } from '@firecrest/portal-kit';
import { ipLabels, IpEntriesInput } from './ip-entries-input';
import { API_KEYS } from './new-key-modal';

/** A key's allowed addresses; a refusal is shown in the dialog, naming the entry it is about. */
export function EditAllowedIpsModal({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const { t } = useT('system');
  const [ips, setIps] = useState(apiKey.ipRestrictions);
  const save = useSave({ save: (ipRestrictions: string[]) => api.put(`${API_KEYS}/${apiKey.id}`, { ipRestrictions }), invalidates: [API_KEYS], saved: t('apiKeys.ipsSaved'), onSaved: onClose, onFailed: () => true });
  const error = save.error ? problemMessage(save.error, ipLabels()) : null;
  return (
    <Modal open title={t('apiKeys.ipsFor', { key: apiKey.apiKey })} okText={t('common:save')} onOk={() => save.mutate(ips)} confirmLoading={save.isPending} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form layout="vertical">
        <Form.Item label={t('apiKeys.allowedIps')} extra={t('apiKeys.ipsHelp')}>
          <IpEntriesInput value={ips} onChange={setIps} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

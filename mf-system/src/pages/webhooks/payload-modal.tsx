import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Modal, Skeleton, Typography } from 'antd';
import type { WebhookNotification } from '@firecrest/contracts';
import { errorOf, read, useT } from '@firecrest/portal-kit';
import { WEBHOOKS_API } from './webhooks-page';

/** admin-area §9: the payload view is at most 600 px high. */
const PAYLOAD_MAX_HEIGHT = 600;

const pretty = (json: string) => {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
};

/** admin-area §2.3: one notification's JSON payload; when the status is not 200, the status and the answer's error too. */
export function PayloadModal({ subscriptionId, notificationId, onClose }: { subscriptionId: number; notificationId: string | null; onClose(): void }) {
  const { t } = useT('system');
  const payload = useQuery(read<WebhookNotification>(notificationId ? `${WEBHOOKS_API}/subscriptions/${subscriptionId}/notifications/${notificationId}` : null));
  const { data } = payload;
  const loading = payload.isFetching;
  const error = errorOf(payload);
  return (
    <Modal open={notificationId !== null} onCancel={onClose} footer={null} width={760} title={t('payload.title')} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error} />}
      {loading && <Skeleton active />}
      {data && !loading && (
        <>
          {data.httpStatusCode !== 200 && (
            <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
              <Descriptions.Item label={t('payload.httpStatus')}>{data.httpStatusCode ?? t('payload.noAnswer')}</Descriptions.Item>
              <Descriptions.Item label={t('payload.responseError')}>
                <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{data.responseError ?? (data.attempts === 0 ? t('payload.notSent') : '')}</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          )}
          <Typography.Text type="secondary">webhook-id {data.id}</Typography.Text>
          <pre data-testid="webhook-payload" style={{ maxHeight: PAYLOAD_MAX_HEIGHT, overflow: 'auto', background: 'rgba(0,0,0,0.04)', padding: 12, borderRadius: 6, marginTop: 8 }}>
            {pretty(data.jsonPayload)}
          </pre>
        </>
      )}
    </Modal>
  );
}

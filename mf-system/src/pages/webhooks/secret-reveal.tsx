import { Alert, Typography } from 'antd';
import { useT } from '@firecrest/portal-kit';

/** The signing secret, shown once after creation or rotation: it cannot be read again. */
export function SecretReveal({ secret, onClose }: { secret: string; onClose(): void }) {
  const { t } = useT('system');
  return (
    <Alert
      type="success"
      showIcon
      closable={{ onClose }}
      style={{ marginBottom: 16 }}
      title={t('webhook.secretTitle')}
      description={
        <>
          <Typography.Paragraph copyable={{ text: secret }} code style={{ marginBottom: 4 }} data-testid="webhook-secret">
            {secret}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            {t('webhook.secretHelp')}
          </Typography.Text>
        </>
      }
    />
  );
}

import { Alert, Typography } from 'antd';

/** The signing secret, shown once after creation or rotation: it cannot be read again. */
export function SecretReveal({ secret, onClose }: { secret: string; onClose(): void }) {
  return (
    <Alert
      type="success"
      showIcon
      closable={{ onClose }}
      style={{ marginBottom: 16 }}
      title="Signing secret: copy it now, it is shown only once"
      description={
        <>
          <Typography.Paragraph copyable={{ text: secret }} code style={{ marginBottom: 4 }} data-testid="webhook-secret">
            {secret}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            Verify each request's webhook-signature header with it (HMAC-SHA256 of webhook-id.webhook-timestamp.body; any Standard Webhooks library does this).
          </Typography.Text>
        </>
      }
    />
  );
}

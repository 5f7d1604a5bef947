import { useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Collapse, Descriptions, Form, Input, Popconfirm, Result, Select, Skeleton, Space, Typography } from 'antd';
import { DeleteOutlined, ExperimentOutlined, KeyOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import type { WebhookSubscription, WebhookSubscriptionBody } from '@firecrest/contracts';
import { api, problemMessage, problemStatus, showDateTime, showFieldErrors, useCrumbName, useFetched, useSession, useToast } from '@firecrest/portal-kit';
import { WEBHOOKS_API, WEBHOOKS_PATH } from './webhooks-page';
import { SecretReveal } from './secret-reveal';

interface Lookup {
  id: number;
  name: string;
}
interface Values {
  description?: string;
  webhookEventTypeId?: number;
  webhookEventTopicId?: number;
  targetUrl?: string;
  apiKey?: string;
  tokenUrl?: string;
  clientId?: string;
  clientSecret?: string;
  isActive: boolean;
}
const REQUIRED = { required: true, message: 'This field is required.' };

/** admin-area §2.2, §5: one subscription; id 0 creates. The signing secret is shown once, at creation and rotation. */
export function WebhookPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam) || 0;
  const navigate = useNavigate();
  const toast = useToast();
  const { modal } = App.useApp();
  const can = useSession((s) => s.can);
  const [form] = Form.useForm<Values>();
  const types = useFetched<Lookup[]>(`${WEBHOOKS_API}/types`, { shared: true });
  const topics = useFetched<Lookup[]>(`${WEBHOOKS_API}/topics`, { shared: true });
  const [loaded, setLoaded] = useState<WebhookSubscription | null>(null);
  const [loading, setLoading] = useState(id !== 0);
  const [error, setError] = useState<{ message: string; missing: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  useEffect(() => {
    if (id === 0) return;
    setLoading(true);
    setError(null);
    api
      .get<WebhookSubscription>(`${WEBHOOKS_API}/subscriptions/${id}`)
      .then(({ data }) => {
        setLoaded(data);
        form.setFieldsValue({
          description: data.description ?? '',
          webhookEventTypeId: data.webhookEventTypeId,
          webhookEventTopicId: data.webhookEventTopicId ?? 0,
          targetUrl: data.targetUrl,
          tokenUrl: data.tokenUrl ?? '',
          clientId: data.clientId ?? '',
          isActive: data.isActive,
        });
      })
      .catch((e) => setError({ message: problemMessage(e), missing: problemStatus(e) === 404 }))
      .finally(() => setLoading(false));
  }, [id, form, attempt]);

  useCrumbName(`${WEBHOOKS_PATH}/${id}`, loaded ? loaded.description || loaded.targetUrl : null);

  const canSave = id === 0 ? can('WEBHOOKS', 'create') : can('WEBHOOKS', 'edit');
  const canDelete = id !== 0 && can('WEBHOOKS', 'delete') && !loaded?.isSystem;
  const canEdit = id !== 0 && can('WEBHOOKS', 'edit');
  const system = loaded?.isSystem ?? false;

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd marks every field touched and shows what is missing; nothing is sent
    }
    setSaving(true);
    try {
      const body: WebhookSubscriptionBody = {
        description: values.description?.trim() || null,
        webhookEventTypeId: values.webhookEventTypeId!,
        webhookEventTopicId: values.webhookEventTopicId ?? 0,
        targetUrl: values.targetUrl!.trim(),
        tokenUrl: values.tokenUrl?.trim() || null,
        clientId: values.clientId?.trim() || null,
        isActive: values.isActive,
        // Left empty on an existing subscription: the stored secret stays.
        ...(values.apiKey ? { apiKey: values.apiKey } : id === 0 ? { apiKey: null } : {}),
        ...(values.clientSecret ? { clientSecret: values.clientSecret } : id === 0 ? { clientSecret: null } : {}),
      };
      if (id === 0) {
        const { data } = await api.post<WebhookSubscription & { secret: string }>(`${WEBHOOKS_API}/subscriptions`, body);
        modal.success({
          title: 'Webhook subscription saved',
          width: 560,
          content: <SecretReveal secret={data.secret} onClose={() => undefined} />,
          okText: 'I have copied the secret',
          onOk: () => navigate(WEBHOOKS_PATH),
        });
      } else {
        await api.put(`${WEBHOOKS_API}/subscriptions/${id}`, body);
        toast.success('Saved successfully');
        navigate(WEBHOOKS_PATH);
      }
    } catch (e) {
      if (!showFieldErrors(form, e)) toast.error(problemMessage(e));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await api.delete(`${WEBHOOKS_API}/subscriptions/${id}`);
      toast.success('Webhook subscription deleted');
      navigate(WEBHOOKS_PATH);
    } catch (e) {
      toast.error(problemMessage(e));
    }
  };

  const rotate = async () => {
    try {
      const { data } = await api.post<{ secret: string }>(`${WEBHOOKS_API}/subscriptions/${id}/rotate-secret`);
      setSecret(data.secret);
      toast.success('New signing secret made; the previous one keeps signing for 24 hours');
    } catch (e) {
      toast.error(problemMessage(e));
    }
  };

  const sendTest = async () => {
    try {
      await api.post(`${WEBHOOKS_API}/subscriptions/${id}/test`);
      toast.success('Test event queued; see it under View requests');
    } catch (e) {
      toast.error(problemMessage(e));
    }
  };

  if (loading) return <Skeleton active />;
  // Nothing to edit without the subscription: no form, no actions on a record that is not there.
  if (error) {
    return (
      <Result
        status={error.missing ? '404' : 'warning'}
        title={error.missing ? 'This webhook subscription does not exist' : 'The webhook subscription could not be loaded'}
        subTitle={error.missing ? 'It may have been deleted. The list shows the subscriptions there are.' : error.message}
        extra={[
          !error.missing && <Button key="retry" type="primary" onClick={() => setAttempt((n) => n + 1)}>Retry</Button>,
          <Button key="list" type={error.missing ? 'primary' : 'default'} onClick={() => navigate(WEBHOOKS_PATH)}>Back to webhooks</Button>,
        ]}
      />
    );
  }
  return (
    <div style={{ maxWidth: 760 }}>
      <Typography.Title level={2}>{id === 0 ? 'New webhook subscription' : `Webhook: ${loaded?.description || loaded?.targetUrl || id}`}</Typography.Title>
      {secret && <SecretReveal secret={secret} onClose={() => setSecret(null)} />}
      {loaded?.deactivatedReason && !loaded.isActive && <Alert type="warning" showIcon title="Deactivated" description={loaded.deactivatedReason} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" disabled={!canSave} initialValues={{ isActive: true, webhookEventTopicId: undefined }}>
        <Form.Item name="description" label="Description" rules={[{ max: 500 }]}>
          <Input maxLength={500} />
        </Form.Item>
        {!system && (
          <Space size="large" wrap style={{ width: '100%' }}>
            <Form.Item name="webhookEventTypeId" label="Event type" rules={[REQUIRED]} style={{ minWidth: 300 }}>
              <Select loading={types.loading} placeholder="Choose an event type" options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
            </Form.Item>
            <Form.Item name="webhookEventTopicId" label="Event topic" rules={[REQUIRED]} style={{ minWidth: 220 }}>
              <Select loading={topics.loading} placeholder="Choose a topic" options={[{ value: 0, label: 'Any' }, ...(topics.data ?? []).map((t) => ({ value: t.id, label: t.name }))]} />
            </Form.Item>
          </Space>
        )}
        <Form.Item name="targetUrl" label="Payload URL" rules={[REQUIRED, { pattern: /^https?:\/\/\S+$/i, message: 'An http:// or https:// URL is needed.' }]}>
          <Input placeholder="https://example.org/webhooks/firecrest" />
        </Form.Item>
        <Form.Item name="apiKey" label="API key" extra={loaded?.apiKeyHint ? `Sent in the X-API-Key header; set (ends ${loaded.apiKeyHint}). Leave empty to keep it.` : 'Sent in the X-API-Key header when set.'}>
          <Input.Password autoComplete="new-password" placeholder={loaded?.apiKeyHint ? '(unchanged)' : undefined} />
        </Form.Item>
        <Collapse
          ghost
          style={{ marginBottom: 16 }}
          defaultActiveKey={loaded?.tokenUrl ? ['oauth'] : []}
          items={[
            {
              key: 'oauth',
              label: 'OAuth2 client credentials (optional)',
              forceRender: true,
              children: (
                <>
                  <Form.Item name="tokenUrl" label="Token URL" rules={[{ pattern: /^(https?:\/\/\S+)?$/i, message: 'An http:// or https:// URL is needed.' }]}>
                    <Input placeholder="https://login.example.org/oauth2/token" />
                  </Form.Item>
                  <Form.Item name="clientId" label="Client id">
                    <Input />
                  </Form.Item>
                  <Form.Item name="clientSecret" label="Client secret" extra={loaded?.clientSecretSet ? 'Set. Leave empty to keep it.' : undefined}>
                    <Input.Password autoComplete="new-password" placeholder={loaded?.clientSecretSet ? '(unchanged)' : undefined} />
                  </Form.Item>
                </>
              ),
            },
          ]}
        />
        <Form.Item name="isActive" valuePropName="checked">
          <Checkbox>Active</Checkbox>
        </Form.Item>
      </Form>
      {loaded && (
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Created">{showDateTime(loaded.createdDate)}</Descriptions.Item>
          <Descriptions.Item label="Last successful delivery">{loaded.lastSuccessDate ? showDateTime(loaded.lastSuccessDate) : 'none yet'}</Descriptions.Item>
          {loaded.failingSince && <Descriptions.Item label="Failing since">{showDateTime(loaded.failingSince)}</Descriptions.Item>}
          {loaded.previousSecretExpires && <Descriptions.Item label="Previous secret signs until">{showDateTime(loaded.previousSecretExpires)}</Descriptions.Item>}
        </Descriptions>
      )}
      <Space wrap>
        {canSave && <Button type="primary" loading={saving} onClick={() => void save()}>Save</Button>}
        <Button onClick={() => navigate(WEBHOOKS_PATH)}>Close</Button>
        {canDelete && (
          <Popconfirm title="Delete this webhook subscription and its delivery log?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => void remove()}>
            <Button danger icon={<DeleteOutlined />}>Delete</Button>
          </Popconfirm>
        )}
        {id !== 0 && <Button icon={<UnorderedListOutlined />} onClick={() => navigate(`${WEBHOOKS_PATH}/${id}/requests`)}>View requests</Button>}
        {canEdit && (
          <Popconfirm title="Make a new signing secret? The current one keeps signing beside it for 24 hours." okText="Rotate" onConfirm={() => void rotate()}>
            <Button icon={<KeyOutlined />}>Rotate secret</Button>
          </Popconfirm>
        )}
        {canEdit && loaded?.isActive && <Button icon={<ExperimentOutlined />} onClick={() => void sendTest()}>Send test event</Button>}
      </Space>
    </div>
  );
}

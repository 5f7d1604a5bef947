import { useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Collapse, Descriptions, Form, Input, Popconfirm, Result, Select, Skeleton, Space, Typography } from 'antd';
import { DeleteOutlined, ExperimentOutlined, KeyOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import type { WebhookSubscription, WebhookSubscriptionBody } from '@firecrest/contracts';
import { api, problemMessage, problemStatus, showDateTime, showFieldErrors, useCrumbName, useFetched, useSession, useT, useToast } from '@firecrest/portal-kit';
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

/** admin-area §2.2, §5: one subscription; id 0 creates. The signing secret is shown once, at creation and rotation. */
export function WebhookPage() {
  const { t } = useT('system');
  const REQUIRED = { required: true, message: t('webhook.required') };
  const URL_RULE = { message: t('webhook.urlNeeded') };
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
          title: t('webhook.saved'),
          width: 560,
          content: <SecretReveal secret={data.secret} onClose={() => undefined} />,
          okText: t('webhook.copiedSecret'),
          onOk: () => navigate(WEBHOOKS_PATH),
        });
      } else {
        await api.put(`${WEBHOOKS_API}/subscriptions/${id}`, body);
        toast.success(t('webhook.savedShort'));
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
      toast.success(t('webhook.deleted'));
      navigate(WEBHOOKS_PATH);
    } catch (e) {
      toast.error(problemMessage(e));
    }
  };

  const rotate = async () => {
    try {
      const { data } = await api.post<{ secret: string }>(`${WEBHOOKS_API}/subscriptions/${id}/rotate-secret`);
      setSecret(data.secret);
      toast.success(t('webhook.rotated'));
    } catch (e) {
      toast.error(problemMessage(e));
    }
  };

  const sendTest = async () => {
    try {
      await api.post(`${WEBHOOKS_API}/subscriptions/${id}/test`);
      toast.success(t('webhook.testQueued'));
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
        title={error.missing ? t('webhook.missing') : t('webhook.notLoaded')}
        subTitle={error.missing ? t('webhook.missingText') : error.message}
        extra={[
          !error.missing && <Button key="retry" type="primary" onClick={() => setAttempt((n) => n + 1)}>{t('common:retry')}</Button>,
          <Button key="list" type={error.missing ? 'primary' : 'default'} onClick={() => navigate(WEBHOOKS_PATH)}>{t('webhook.back')}</Button>,
        ]}
      />
    );
  }
  return (
    <div style={{ maxWidth: 760 }}>
      <Typography.Title level={2}>{id === 0 ? t('webhook.newTitle') : t('webhook.title', { name: loaded?.description || loaded?.targetUrl || id })}</Typography.Title>
      {secret && <SecretReveal secret={secret} onClose={() => setSecret(null)} />}
      {loaded?.deactivatedReason && !loaded.isActive && <Alert type="warning" showIcon title={t('webhooks.deactivated')} description={loaded.deactivatedReason} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" disabled={!canSave} initialValues={{ isActive: true, webhookEventTopicId: undefined }}>
        <Form.Item name="description" label={t('webhooks.description')} rules={[{ max: 500 }]}>
          <Input maxLength={500} />
        </Form.Item>
        {!system && (
          <Space size="large" wrap style={{ width: '100%' }}>
            <Form.Item name="webhookEventTypeId" label={t('webhooks.eventType')} rules={[REQUIRED]} style={{ minWidth: 300 }}>
              <Select loading={types.loading} placeholder={t('webhook.chooseType')} options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
            </Form.Item>
            <Form.Item name="webhookEventTopicId" label={t('webhooks.eventTopic')} rules={[REQUIRED]} style={{ minWidth: 220 }}>
              <Select loading={topics.loading} placeholder={t('webhook.chooseTopic')} options={[{ value: 0, label: t('webhooks.anyTopic') }, ...(topics.data ?? []).map((t) => ({ value: t.id, label: t.name }))]} />
            </Form.Item>
          </Space>
        )}
        <Form.Item name="targetUrl" label={t('webhook.payloadUrl')} rules={[REQUIRED, { ...URL_RULE, pattern: /^https?:\/\/\S+$/i }]}>
          <Input placeholder={t('webhook.urlExample')} />
        </Form.Item>
        <Form.Item name="apiKey" label={t('apiKeys.key')} extra={loaded?.apiKeyHint ? t('webhook.apiKeySet', { hint: loaded.apiKeyHint }) : t('webhook.apiKeyHelp')}>
          <Input.Password autoComplete="new-password" placeholder={loaded?.apiKeyHint ? t('webhook.unchanged') : undefined} />
        </Form.Item>
        <Collapse
          ghost
          style={{ marginBottom: 16 }}
          defaultActiveKey={loaded?.tokenUrl ? ['oauth'] : []}
          items={[
            {
              key: 'oauth',
              label: t('webhook.oauth'),
              forceRender: true,
              children: (
                <>
                  <Form.Item name="tokenUrl" label={t('webhook.tokenUrl')} rules={[{ ...URL_RULE, pattern: /^(https?:\/\/\S+)?$/i }]}>
                    <Input placeholder={t('webhook.tokenUrlExample')} />
                  </Form.Item>
                  <Form.Item name="clientId" label={t('webhook.clientId')}>
                    <Input />
                  </Form.Item>
                  <Form.Item name="clientSecret" label={t('webhook.clientSecret')} extra={loaded?.clientSecretSet ? t('webhook.secretSet') : undefined}>
                    <Input.Password autoComplete="new-password" placeholder={loaded?.clientSecretSet ? t('webhook.unchanged') : undefined} />
                  </Form.Item>
                </>
              ),
            },
          ]}
        />
        <Form.Item name="isActive" valuePropName="checked">
          <Checkbox>{t('webhooks.active')}</Checkbox>
        </Form.Item>
      </Form>
      {loaded && (
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('webhooks.created')}>{showDateTime(loaded.createdDate)}</Descriptions.Item>
          <Descriptions.Item label={t('webhook.lastSuccess')}>{loaded.lastSuccessDate ? showDateTime(loaded.lastSuccessDate) : t('webhook.noneYet')}</Descriptions.Item>
          {loaded.failingSince && <Descriptions.Item label={t('webhook.failingSince')}>{showDateTime(loaded.failingSince)}</Descriptions.Item>}
          {loaded.previousSecretExpires && <Descriptions.Item label={t('webhook.previousSecret')}>{showDateTime(loaded.previousSecretExpires)}</Descriptions.Item>}
        </Descriptions>
      )}
      <Space wrap>
        {canSave && <Button type="primary" loading={saving} onClick={() => void save()}>{t('common:save')}</Button>}
        <Button onClick={() => navigate(WEBHOOKS_PATH)}>{t('webhook.close')}</Button>
        {canDelete && (
          <Popconfirm title={t('webhook.confirmDelete')} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => void remove()}>
            <Button danger icon={<DeleteOutlined />}>{t('common:delete')}</Button>
          </Popconfirm>
        )}
        {id !== 0 && <Button icon={<UnorderedListOutlined />} onClick={() => navigate(`${WEBHOOKS_PATH}/${id}/requests`)}>{t('webhook.viewRequests')}</Button>}
        {canEdit && (
          <Popconfirm title={t('webhook.confirmRotate')} okText={t('webhook.rotate')} onConfirm={() => void rotate()}>
            <Button icon={<KeyOutlined />}>{t('webhook.rotateSecret')}</Button>
          </Popconfirm>
        )}
        {canEdit && loaded?.isActive && <Button icon={<ExperimentOutlined />} onClick={() => void sendTest()}>{t('webhook.sendTest')}</Button>}
      </Space>
    </div>
  );
}

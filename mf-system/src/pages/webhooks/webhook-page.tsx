import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Collapse, Descriptions, Form, Input, Popconfirm, Result, Select, Skeleton, Space, Typography } from 'antd';
import { DeleteOutlined, ExperimentOutlined, KeyOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import type { WebhookSubscription, WebhookSubscriptionBody } from '@firecrest/contracts';
import { api, lookup, problemMessage, problemStatus, read, showDateTime, useCrumbName, useSave, useSession, useT } from '@firecrest/portal-kit';
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
  const { modal } = App.useApp();
  const can = useSession((s) => s.can);
  const [form] = Form.useForm<Values>();
  const types = useQuery(lookup<Lookup[]>(`${WEBHOOKS_API}/types`));
  const topics = useQuery(lookup<Lookup[]>(`${WEBHOOKS_API}/topics`));
  const SUBSCRIPTIONS = `${WEBHOOKS_API}/subscriptions`;
  const subscription = useQuery(read<WebhookSubscription>(id === 0 ? null : `${SUBSCRIPTIONS}/${id}`));
  const loaded = subscription.data ?? null;
  const loading = subscription.isFetching;
  const error = subscription.error && !loading ? { message: problemMessage(subscription.error), missing: problemStatus(subscription.error) === 404 } : null;
  const [secret, setSecret] = useState<string | null>(null);

  useEffect(() => {
    if (!loaded) return;
    form.setFieldsValue({
      description: loaded.description ?? '',
      webhookEventTypeId: loaded.webhookEventTypeId,
      webhookEventTopicId: loaded.webhookEventTopicId ?? 0,
      targetUrl: loaded.targetUrl,
      tokenUrl: loaded.tokenUrl ?? '',
      clientId: loaded.clientId ?? '',
      isActive: loaded.isActive,
    });
  }, [loaded, form]);

  useCrumbName(`${WEBHOOKS_PATH}/${id}`, loaded ? loaded.description || loaded.targetUrl : null);

  const canSave = id === 0 ? can('WEBHOOKS', 'create') : can('WEBHOOKS', 'edit');
  const canDelete = id !== 0 && can('WEBHOOKS', 'delete') && !loaded?.isSystem;
  const canEdit = id !== 0 && can('WEBHOOKS', 'edit');
  const system = loaded?.isSystem ?? false;

  const save = useSave({
    save: (body: WebhookSubscriptionBody) =>
      id === 0 ? api.post<WebhookSubscription & { secret: string }>(SUBSCRIPTIONS, body).then((r) => r.data) : api.put(`${SUBSCRIPTIONS}/${id}`, body).then(() => null),
    invalidates: [SUBSCRIPTIONS],
    saved: () => (id === 0 ? undefined : t('webhook.savedShort')),
    form,
    onSaved: (created) => {
      if (!created) return navigate(WEBHOOKS_PATH);
      // The signing secret is shown once: the list opens when the user has copied it.
      modal.success({
        title: t('webhook.saved'),
        width: 560,
        content: <SecretReveal secret={created.secret} onClose={() => undefined} />,
        okText: t('webhook.copiedSecret'),
        onOk: () => navigate(WEBHOOKS_PATH),
      });
    },
  });
  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd marks every field touched and shows what is missing; nothing is sent
    }
    save.mutate({
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
    });
  };

  const remove = useSave({ save: () => api.delete(`${SUBSCRIPTIONS}/${id}`), invalidates: [SUBSCRIPTIONS], saved: t('webhook.deleted'), onSaved: () => navigate(WEBHOOKS_PATH) });
  // The new secret is shown once; the form keeps what the user typed (the subscription is not asked again).
  const rotate = useSave({ save: () => api.post<{ secret: string }>(`${SUBSCRIPTIONS}/${id}/rotate-secret`).then((r) => r.data), saved: t('webhook.rotated'), onSaved: (data) => setSecret(data.secret) });
  const sendTest = useSave({ save: () => api.post(`${SUBSCRIPTIONS}/${id}/test`), invalidates: [`${SUBSCRIPTIONS}/${id}/notifications`], saved: t('webhook.testQueued') });

  if (loading) return <Skeleton active />;
  // Nothing to edit without the subscription: no form, no actions on a record that is not there.
  if (error) {
    return (
      <Result
        status={error.missing ? '404' : 'warning'}
        title={error.missing ? t('webhook.missing') : t('webhook.notLoaded')}
        subTitle={error.missing ? t('webhook.missingText') : error.message}
        extra={[
          !error.missing && <Button key="retry" type="primary" onClick={() => void subscription.refetch()}>{t('common:retry')}</Button>,
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
              <Select loading={types.isFetching} placeholder={t('webhook.chooseType')} options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
            </Form.Item>
            <Form.Item name="webhookEventTopicId" label={t('webhooks.eventTopic')} rules={[REQUIRED]} style={{ minWidth: 220 }}>
              <Select loading={topics.isFetching} placeholder={t('webhook.chooseTopic')} options={[{ value: 0, label: t('webhooks.anyTopic') }, ...(topics.data ?? []).map((t) => ({ value: t.id, label: t.name }))]} />
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
        {canSave && <Button type="primary" loading={save.isPending} onClick={() => void submit()}>{t('common:save')}</Button>}
        <Button onClick={() => navigate(WEBHOOKS_PATH)}>{t('webhook.close')}</Button>
        {canDelete && (
          <Popconfirm title={t('webhook.confirmDelete')} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate()}>
            <Button danger icon={<DeleteOutlined />}>{t('common:delete')}</Button>
          </Popconfirm>
        )}
        {id !== 0 && <Button icon={<UnorderedListOutlined />} onClick={() => navigate(`${WEBHOOKS_PATH}/${id}/requests`)}>{t('webhook.viewRequests')}</Button>}
        {canEdit && (
          <Popconfirm title={t('webhook.confirmRotate')} okText={t('webhook.rotate')} onConfirm={() => rotate.mutate()}>
            <Button icon={<KeyOutlined />}>{t('webhook.rotateSecret')}</Button>
          </Popconfirm>
        )}
        {canEdit && loaded?.isActive && <Button icon={<ExperimentOutlined />} onClick={() => sendTest.mutate()}>{t('webhook.sendTest')}</Button>}
      </Space>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Radio, Skeleton, Space, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, MESSAGE_TYPES, type MailboxMessage, type MessageBody, type MessageDraft, type MessageType } from '@firecrest/contracts';
import { api, mailboxChanged, problemMessage, showFieldErrors, useT, useToast } from '@firecrest/portal-kit';
import { MAILBOX_PATH, MESSAGES_API, TYPE_LABELS } from './messages-api';
import { RecipientSelect, recipientRef, type RecipientOption } from './recipient-select';

interface ComposeValues {
  recipients: RecipientOption[];
  type: MessageType;
  subject: string;
  body: string;
  when: 'now' | 'later';
  scheduledFor?: string;
}

/** `datetime-local` wants the local time without zone; the API takes UTC. */
const localInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
/** The catalogue keys of the form's title per mode. */
const TITLES: Record<string, string> = { reply: 'mail.title.reply', replyAll: 'mail.title.replyAll', forward: 'mail.title.forward', edit: 'mail.title.edit' };

/**
 * /notifications/{folder}/compose: a new message, or (`?from=<id>&mode=`) a reply, reply-all, forward, or a change of a
 * scheduled message. Sent now or at a chosen time; the server refuses recipients without a user account (§8.2).
 */
export function ComposePage() {
  const { t } = useT('system');
  const { folder } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<ComposeValues>();
  const from = params.get('from');
  const mode = params.get('mode') ?? '';
  const [loading, setLoading] = useState(Boolean(from));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const when = Form.useWatch('when', form);

  useEffect(() => {
    if (!from) return;
    const start =
      mode === 'edit'
        ? api.get<MailboxMessage>(`${MESSAGES_API}/${from}`).then(({ data: m }) => ({
            subject: m.subject,
            body: m.body ?? '',
            type: m.type,
            recipients: m.to.map((p) => ({ value: `user:${p.userId}`, label: p.name })),
            when: 'later' as const,
            scheduledFor: m.scheduledFor ? localInput(m.scheduledFor) : undefined,
          }))
        : api.get<MessageDraft>(`${MESSAGES_API}/${from}/draft?mode=${encodeURIComponent(mode)}`).then(({ data: d }) => ({
            subject: d.subject,
            body: d.body,
            recipients: d.recipients.map((r) => ({ value: `${r.kind}:${r.id}`, label: r.name })),
          }));
    start
      .then((values) => form.setFieldsValue(values))
      .catch((e) => setError(problemMessage(e)))
      .finally(() => setLoading(false));
  }, [from, mode, form]);

  const send = async (values: ComposeValues) => {
    const body: MessageBody = {
      subject: values.subject,
      body: values.body,
      type: values.type,
      recipients: values.recipients.map((r) => recipientRef(r.value)),
      scheduledFor: values.when === 'later' && values.scheduledFor ? new Date(values.scheduledFor).toISOString() : null,
    };
    setSending(true);
    try {
      const { data } = mode === 'edit' && from ? await api.put<MailboxMessage>(`${MESSAGES_API}/${from}`, body) : await api.post<MailboxMessage>(MESSAGES_API, body);
      toast.success(body.scheduledFor ? t('mail.text.scheduled') : t('mail.text.sent'));
      mailboxChanged();
      navigate(`${MAILBOX_PATH}/${data.folder}`);
    } catch (e) {
      // The §8.2 refusal names the people on the recipients field; anything else is said once, as a toast.
      if (!showFieldErrors(form, e)) toast.error(problemMessage(e));
    } finally {
      setSending(false);
    }
  };

  if (loading) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 760 }}>
      <Typography.Title level={2}>{mode in TITLES ? t(TITLES[mode]!) : t('mail.title.new')}</Typography.Title>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<ComposeValues> form={form} layout="vertical" onFinish={send} initialValues={{ type: 'gartan', when: 'now', recipients: [] }}>
        <Form.Item name="recipients" label={t('mail.to')} rules={[{ required: true, type: 'array', min: 1, message: t('mail.chooseRecipient') }]}>
          <RecipientSelect />
        </Form.Item>
        <Form.Item name="type" label={t('mail.sendAs')}>
          <Radio.Group options={MESSAGE_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))} />
        </Form.Item>
        <Form.Item name="subject" label={t('mail.subject')} rules={[{ required: true, whitespace: true, message: t('mail.writeSubject') }]}>
          <Input maxLength={MESSAGE_SUBJECT_MAX} />
        </Form.Item>
        <Form.Item name="body" label={t('mail.message')} rules={[{ required: true, whitespace: true, message: t('mail.writeMessage') }]}>
          <Input.TextArea rows={10} maxLength={MESSAGE_BODY_MAX} />
        </Form.Item>
        <Form.Item name="when" label={t('mail.when')}>
          <Radio.Group options={[{ value: 'now', label: t('mail.sendNow') }, { value: 'later', label: t('mail.schedule') }]} />
        </Form.Item>
        {when === 'later' && (
          <Form.Item name="scheduledFor" label={t('mail.sendAt')} rules={[{ required: true, message: t('mail.chooseWhen') }]}>
            <Input type="datetime-local" aria-label={t('mail.sendAt')} />
          </Form.Item>
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={sending}>{when === 'later' ? t('mail.schedule') : t('mail.send')}</Button>
          <Button onClick={() => navigate(`${MAILBOX_PATH}/${folder ?? 'inbox'}`)}>{t('mail.discard')}</Button>
        </Space>
      </Form>
    </div>
  );
}

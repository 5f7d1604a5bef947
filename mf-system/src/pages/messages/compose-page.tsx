import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Skeleton, Space, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, MESSAGE_TYPES, type MailboxMessage, type MessageBody, type MessageDraft, type MessageType } from '@firecrest/contracts';
import { api, errorOf, mailboxChanged, read, useSave, useT } from '@firecrest/portal-kit';
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
  const [form] = Form.useForm<ComposeValues>();
  const from = params.get('from');
  const mode = params.get('mode') ?? '';
  // A change of a scheduled message starts from the message; a reply or a forward from the server's draft.
  const scheduled = useQuery(read<MailboxMessage>(from && mode === 'edit' ? `${MESSAGES_API}/${from}` : null));
  const draft = useQuery(read<MessageDraft>(from && mode !== 'edit' ? `${MESSAGES_API}/${from}/draft?mode=${encodeURIComponent(mode)}` : null));
  const loading = scheduled.isLoading || draft.isLoading;
  const error = errorOf(scheduled) ?? errorOf(draft);
  const when = Form.useWatch('when', form);

  useEffect(() => {
    const m = scheduled.data;
    if (m) {
      form.setFieldsValue({
        subject: m.subject,
        body: m.body ?? '',
        type: m.type,
        recipients: m.to.map((p) => ({ value: `user:${p.userId}`, label: p.name })),
        when: 'later',
        scheduledFor: m.scheduledFor ? localInput(m.scheduledFor) : undefined,
      });
    }
  }, [scheduled.data, form]);
  useEffect(() => {
    const d = draft.data;
    if (d) form.setFieldsValue({ subject: d.subject, body: d.body, recipients: d.recipients.map((r) => ({ value: `${r.kind}:${r.id}`, label: r.name })) });
  }, [draft.data, form]);

  // The §8.2 refusal names the people on the recipients field; anything else is said once, as a toast.
  const sendMessage = useSave({
    save: (body: MessageBody) => (mode === 'edit' && from ? api.put<MailboxMessage>(`${MESSAGES_API}/${from}`, body) : api.post<MailboxMessage>(MESSAGES_API, body)).then((r) => r.data),
    saved: (_, body) => (body.scheduledFor ? t('mail.text.scheduled') : t('mail.text.sent')),
    form,
    onSaved: (message) => {
      mailboxChanged();
      navigate(`${MAILBOX_PATH}/${message.folder}`);
    },
  });

  const send = (values: ComposeValues) => {
    const body: MessageBody = {
      subject: values.subject,
      body: values.body,
      type: values.type,
      recipients: values.recipients.map((r) => recipientRef(r.value)),
      scheduledFor: values.when === 'later' && values.scheduledFor ? new Date(values.scheduledFor).toISOString() : null,
    };
    sendMessage.mutate(body);
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
          <Button type="primary" htmlType="submit" loading={sendMessage.isPending}>{when === 'later' ? t('mail.schedule') : t('mail.send')}</Button>
          <Button onClick={() => navigate(`${MAILBOX_PATH}/${folder ?? 'inbox'}`)}>{t('mail.discard')}</Button>
        </Space>
      </Form>
    </div>
  );
}

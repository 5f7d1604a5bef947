import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Radio, Skeleton, Space, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, MESSAGE_TEXT, MESSAGE_TYPES, MESSAGE_TYPE_LABELS, type MailboxMessage, type MessageBody, type MessageDraft, type MessageType } from '@firecrest/contracts';
import { api, mailboxChanged, problemMessage, showFieldErrors, useToast } from '@firecrest/portal-kit';
import { MAILBOX_PATH, MESSAGES_API } from './messages-api';
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
const TITLES: Record<string, string> = { reply: 'Reply', replyAll: 'Reply to all', forward: 'Forward', edit: 'Change the scheduled message' };

/**
 * /notifications/{folder}/compose: a new message, or (`?from=<id>&mode=`) a reply, reply-all, forward, or a change of a
 * scheduled message. Sent now or at a chosen time; the server refuses recipients without a user account (§8.2).
 */
export function ComposePage() {
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
      toast.success(body.scheduledFor ? MESSAGE_TEXT.scheduled : MESSAGE_TEXT.sent);
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
      <Typography.Title level={2}>{TITLES[mode] ?? 'New message'}</Typography.Title>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<ComposeValues> form={form} layout="vertical" onFinish={send} initialValues={{ type: 'gartan', when: 'now', recipients: [] }}>
        <Form.Item name="recipients" label="To" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one recipient.' }]}>
          <RecipientSelect />
        </Form.Item>
        <Form.Item name="type" label="Send as">
          <Radio.Group options={MESSAGE_TYPES.map((t) => ({ value: t, label: MESSAGE_TYPE_LABELS[t] }))} />
        </Form.Item>
        <Form.Item name="subject" label="Subject" rules={[{ required: true, whitespace: true, message: 'Write a subject.' }]}>
          <Input maxLength={MESSAGE_SUBJECT_MAX} />
        </Form.Item>
        <Form.Item name="body" label="Message" rules={[{ required: true, whitespace: true, message: 'Write the message.' }]}>
          <Input.TextArea rows={10} maxLength={MESSAGE_BODY_MAX} />
        </Form.Item>
        <Form.Item name="when" label="When">
          <Radio.Group options={[{ value: 'now', label: 'Send now' }, { value: 'later', label: 'Schedule' }]} />
        </Form.Item>
        {when === 'later' && (
          <Form.Item name="scheduledFor" label="Send at" rules={[{ required: true, message: 'Choose when to send it.' }]}>
            <Input type="datetime-local" aria-label="Send at" />
          </Form.Item>
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={sending}>{when === 'later' ? 'Schedule' : 'Send'}</Button>
          <Button onClick={() => navigate(`${MAILBOX_PATH}/${folder ?? 'inbox'}`)}>Discard</Button>
        </Space>
      </Form>
    </div>
  );
}

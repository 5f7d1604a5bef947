import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, List, Result, Space, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { MESSAGE_FOLDER_LABELS, type MailboxMessage, type MailboxPage, type MessageFolder } from '@firecrest/contracts';
import { api, listLocale, problemMessage, useQueryParams } from '@firecrest/portal-kit';
import { MAILBOX_PATH, MESSAGES_API, isFolder, shortDate } from './messages-api';

const EMPTY: Record<MessageFolder, string> = {
  inbox: 'Your inbox is empty. Messages sent to you arrive here.',
  sent: 'You have not sent any messages yet.',
  scheduled: 'No messages are waiting to be sent.',
  trash: 'The bin is empty.',
  notifications: 'No notifications yet. Event changes and other news from the system arrive here.',
};

/** Who a row is about: the sender in the folders one receives in, the recipients in the ones one sends from. */
const counterpart = (m: MailboxMessage) => (m.folder === 'sent' || m.folder === 'scheduled' ? `To: ${m.toNames}` : m.from.name);

/** /notifications/{folder}: newest first, searched, more loaded on demand (cursor paging). */
export function FolderPage() {
  const { folder } = useParams();
  if (!isFolder(folder)) return <Result status="404" title="There is no such folder" extra={<Link to={`${MAILBOX_PATH}/inbox`}>Go to the inbox</Link>} />;
  return <FolderList key={folder} folder={folder} />;
}

function FolderList({ folder }: { folder: MessageFolder }) {
  const navigate = useNavigate();
  const [params, set] = useQueryParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [rows, setRows] = useState<MailboxMessage[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const load = useCallback(
    async (after: string | null) => {
      const call = ++latest.current;
      setLoading(true);
      setError(null);
      try {
        const query = new URLSearchParams({ folder, ...(q ? { q } : {}), ...(after ? { cursor: after } : {}) });
        const { data } = await api.get<MailboxPage>(`${MESSAGES_API}?${query}`);
        if (call !== latest.current) return;
        setRows((before) => (after ? [...before, ...data.data] : data.data));
        setCursor(data.nextCursor);
      } catch (e) {
        if (call === latest.current) setError(problemMessage(e));
      } finally {
        if (call === latest.current) setLoading(false);
      }
    },
    [folder, q],
  );
  useEffect(() => void load(null), [load]);

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{MESSAGE_FOLDER_LABELS[folder]}</Typography.Title>
        <Input.Search
          allowClear
          placeholder="Search subject, people or text"
          aria-label="Search messages"
          style={{ width: 320 }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(value) => set({ q: value.trim() || null })}
        />
      </Space>
      {error && <Alert type="error" showIcon title={error} action={<Button onClick={() => void load(null)}>Try again</Button>} style={{ marginBottom: 16 }} />}
      <List<MailboxMessage>
        loading={loading && rows.length === 0}
        dataSource={rows}
        locale={listLocale(q ? `No messages in ${MESSAGE_FOLDER_LABELS[folder].toLowerCase()} match "${q}".` : EMPTY[folder], error)}
        renderItem={(m) => (
          <List.Item
            data-testid="message-row"
            onClick={() => navigate(`${MAILBOX_PATH}/${folder}/${m.id}`)}
            style={{ cursor: 'pointer', fontWeight: m.read ? 'normal' : 600 }}
            extra={<Typography.Text type="secondary">{m.folder === 'scheduled' && m.scheduledFor ? `Due ${new Date(m.scheduledFor).toLocaleString()}` : shortDate(m.date)}</Typography.Text>}
          >
            <List.Item.Meta
              title={
                <Space size={8}>
                  <Link to={`${MAILBOX_PATH}/${folder}/${m.id}`}>{m.subject}</Link>
                  {!m.read && <Tag color="blue">New</Tag>}
                </Space>
              }
              description={
                <>
                  <Typography.Text strong={!m.read}>{counterpart(m)}</Typography.Text>
                  <Typography.Paragraph type="secondary" ellipsis style={{ margin: 0 }}>{m.snippet}</Typography.Paragraph>
                </>
              }
            />
          </List.Item>
        )}
      />
      {cursor && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button loading={loading} onClick={() => void load(cursor)}>Show older messages</Button>
        </div>
      )}
    </div>
  );
}

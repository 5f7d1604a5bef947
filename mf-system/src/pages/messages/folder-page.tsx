import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Input, List, Result, Space, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import type { MailboxMessage, MailboxPage, MessageFolder } from '@firecrest/contracts';
import { api, errorOf, listLocale, queryKeyOf, showDateTime, useQueryParams, useT } from '@firecrest/portal-kit';
import { FOLDER_LABELS, MAILBOX_PATH, MESSAGES_API, isFolder, shortDate } from './messages-api';

/** The catalogue keys of each folder's empty text. */
const EMPTY: Record<MessageFolder, string> = { inbox: 'mail.empty.inbox', sent: 'mail.empty.sent', scheduled: 'mail.empty.scheduled', trash: 'mail.empty.trash', notifications: 'mail.empty.notifications' };

/** /notifications/{folder}: newest first, searched, more loaded on demand (cursor paging). */
export function FolderPage() {
  const { t } = useT('system');
  const { folder } = useParams();
  if (!isFolder(folder)) return <Result status="404" title={t('mail.noFolder')} extra={<Link to={`${MAILBOX_PATH}/inbox`}>{t('mail.toInbox')}</Link>} />;
  return <FolderList key={folder} folder={folder} />;
}

function FolderList({ folder }: { folder: MessageFolder }) {
  const { t } = useT('system');
  const folderName = t(FOLDER_LABELS[folder]);
  /** Who a row is about: the sender in the folders one receives in, the recipients in the ones one sends from. */
  const counterpart = (m: MailboxMessage) => (m.folder === 'sent' || m.folder === 'scheduled' ? t('mail.toNames', { names: m.toNames }) : m.from.name);
  const navigate = useNavigate();
  const [params, set] = useQueryParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  // The folder's pages as TanStack Query's infinite query, under the folder's URL (a write invalidating the mailbox
  // asks it again); a new search starts from its first page, the rows before staying shown until it answers.
  const url = `${MESSAGES_API}?${new URLSearchParams({ folder, ...(q ? { q } : {}) })}`;
  const pages = useInfiniteQuery({
    queryKey: [...queryKeyOf(url), 'pages'],
    queryFn: ({ pageParam }) => api.get<MailboxPage>(`${MESSAGES_API}?${new URLSearchParams({ folder, ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) })}`).then((r) => r.data),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  const rows = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const loading = pages.isFetching;
  const error = errorOf(pages);

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{folderName}</Typography.Title>
        <Input.Search
          allowClear
          placeholder={t('mail.searchPlaceholder')}
          aria-label={t('mail.search')}
          style={{ width: 320 }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(value) => set({ q: value.trim() || null })}
        />
      </Space>
      {error && <Alert type="error" showIcon title={error} action={<Button onClick={() => void pages.refetch()}>{t('common:tryAgain')}</Button>} style={{ marginBottom: 16 }} />}
      <List<MailboxMessage>
        loading={loading && rows.length === 0}
        dataSource={rows}
        locale={listLocale(q ? t('mail.noMatch', { folder: folderName.toLowerCase(), q }) : t(EMPTY[folder]), error)}
        renderItem={(m) => (
          <List.Item
            data-testid="message-row"
            onClick={() => navigate(`${MAILBOX_PATH}/${folder}/${m.id}`)}
            style={{ cursor: 'pointer', fontWeight: m.read ? 'normal' : 600 }}
            extra={<Typography.Text type="secondary">{m.folder === 'scheduled' && m.scheduledFor ? t('mail.due', { date: showDateTime(m.scheduledFor) }) : shortDate(m.date)}</Typography.Text>}
          >
            <List.Item.Meta
              title={
                <Space size={8}>
                  <Link to={`${MAILBOX_PATH}/${folder}/${m.id}`}>{m.subject}</Link>
                  {!m.read && <Tag color="blue">{t('mail.new')}</Tag>}
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
      {pages.hasNextPage && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button loading={loading} onClick={() => void pages.fetchNextPage()}>{t('mail.older')}</Button>
        </div>
      )}
    </div>
  );
}

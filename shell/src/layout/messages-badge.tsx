import { Badge, Tooltip } from 'antd';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Link } from 'react-router';
import { useT, useUnreadCounts } from '@firecrest/portal-kit';

/** The header's way to the mailbox, with the unread count kept current without a reload (polled with an ETag). */
export function MessagesBadge() {
  const { t } = useT('shell');
  const unread = useUnreadCounts();
  const total = unread?.total ?? 0;
  const label = total ? t('header.messagesUnread', { count: total }) : t('header.messages');
  return (
    <Tooltip title={label}>
      <Link to={total && !unread?.inbox ? '/notifications/notifications' : '/notifications/inbox'} aria-label={label} data-testid="messages-badge">
        <Badge count={total} size="small" overflowCount={99}>
          <MailOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Link>
    </Tooltip>
  );
}

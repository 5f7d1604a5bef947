import { Badge, Tooltip } from 'antd';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Link } from 'react-router';
import { useUnreadCounts } from '@firecrest/portal-kit';

/** The header's way to the mailbox, with the unread count kept current without a reload (polled with an ETag). */
export function MessagesBadge() {
  const unread = useUnreadCounts();
  const total = unread?.total ?? 0;
  const label = total ? `Messages: ${total} unread` : 'Messages';
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

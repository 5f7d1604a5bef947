import { Tag } from 'antd';
import { ACCESS_EVENTS, type AccessEvent, type AccessLogRow } from '@firecrest/contracts';
import { LogView, formatDate } from './log-view';

const EVENT_COLOURS: Record<AccessEvent, string> = { signIn: 'green', signOut: 'default', failedSignIn: 'orange', refusedSignIn: 'red' };

/** Spec §2.7 `system/userlog` (USER_LOG_REPORT): who signed in and out, and the sign-ins refused, newest first. */
export function UserLogPage() {
  return (
    <LogView<AccessLogRow>
      title="User access log"
      intro="Sign-ins, sign-outs, wrong passwords and refused sign-ins (a locked or disabled account, too many attempts), by user and date."
      url="/api/system/log/access"
      searchLabel="Username or IP address"
      choice={{ param: 'event', label: 'Event', options: Object.entries(ACCESS_EVENTS).map(([value, label]) => ({ value, label })) }}
      emptyText="No sign-ins or sign-outs match the filters"
      columns={[
        { title: 'Date', dataIndex: 'createdDate', render: formatDate, width: 200 },
        { title: 'Username', dataIndex: 'username' },
        { title: 'Event', dataIndex: 'event', render: (v: AccessEvent) => <Tag color={EVENT_COLOURS[v]}>{ACCESS_EVENTS[v]}</Tag> },
        { title: 'Via', dataIndex: 'via' },
        { title: 'IP address', dataIndex: 'ipAddress' },
      ]}
    />
  );
}

import { Tag } from 'antd';
import { ACCESS_EVENTS, type AccessEvent, type AccessLogRow } from '@firecrest/contracts';
import { useT } from '@firecrest/portal-kit';
import { LogView, formatDate } from './log-view';

const EVENT_KEYS: Record<AccessEvent, string> = { signIn: 'userLog.event.signIn', signOut: 'userLog.event.signOut', failedSignIn: 'userLog.event.failedSignIn', refusedSignIn: 'userLog.event.refusedSignIn' };
const EVENT_COLOURS: Record<AccessEvent, string> = { signIn: 'green', signOut: 'default', failedSignIn: 'orange', refusedSignIn: 'red' };

/** Spec §2.7 `system/userlog` (USER_LOG_REPORT): who signed in and out, and the sign-ins refused, newest first. */
export function UserLogPage() {
  const { t } = useT('system');
  return (
    <LogView<AccessLogRow>
      title={t('userLog.title')}
      intro={t('userLog.intro')}
      url="/api/system/log/access"
      searchLabel={t('userLog.search')}
      choice={{ param: 'event', label: t('userLog.eventLabel'), options: (Object.keys(ACCESS_EVENTS) as AccessEvent[]).map((value) => ({ value, label: t(EVENT_KEYS[value]) })) }}
      emptyText={t('userLog.empty')}
      columns={[
        { title: t('userLog.date'), dataIndex: 'createdDate', render: formatDate, width: 200 },
        { title: t('log.username'), dataIndex: 'username' },
        { title: t('userLog.eventLabel'), dataIndex: 'event', render: (v: AccessEvent) => <Tag color={EVENT_COLOURS[v]}>{t(EVENT_KEYS[v])}</Tag> },
        { title: t('userLog.via'), dataIndex: 'via' },
        { title: t('log.ipAddress'), dataIndex: 'ipAddress' },
      ]}
    />
  );
}

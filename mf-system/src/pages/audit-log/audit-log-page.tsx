import { Tag, Typography } from 'antd';
import { AUDIT_REQUEST_TYPES, type AuditLogRow } from '@firecrest/contracts';
import { useT } from '@firecrest/portal-kit';
import { LogView, formatDate } from './log-view';

/** admin-area §2.4: every request made to the server, newest first. */
export function AuditLogPage() {
  const { t } = useT('system');
  return (
    <LogView<AuditLogRow>
      title={t('auditLog.title')}
      intro={t('auditLog.intro')}
      url="/api/system/log/audit"
      choice={{ param: 'requestType', label: t('auditLog.requestType'), options: AUDIT_REQUEST_TYPES.map((v) => ({ value: v, label: v })) }}
      emptyText={t('auditLog.empty')}
      columns={[
        { title: t('log.username'), dataIndex: 'username' },
        { title: t('auditLog.controller'), dataIndex: 'controller' },
        { title: t('auditLog.method'), dataIndex: 'method' },
        { title: t('auditLog.requestType'), dataIndex: 'requestType', render: (v: string) => <Tag>{v}</Tag> },
        { title: t('auditLog.requestUrl'), dataIndex: 'requestUrl', render: (v: string) => <Typography.Text style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> },
        { title: t('log.ipAddress'), dataIndex: 'ipAddress' },
        { title: t('log.dateLogged'), dataIndex: 'createdDate', render: formatDate },
      ]}
    />
  );
}

import { Tag, Typography } from 'antd';
import { AUDIT_REQUEST_TYPES, type AuditLogRow } from '@firecrest/contracts';
import { LogView, formatDate } from './log-view';

/** admin-area §2.4: every request made to the server, newest first. */
export function AuditLogPage() {
  return (
    <LogView<AuditLogRow>
      title="Audit log"
      intro="Every request made to the server through the portal or the REST API. Passwords, keys, tokens and session ids are removed before anything is stored."
      url="/api/system/log/audit"
      choice={{ param: 'requestType', label: 'Request type', options: AUDIT_REQUEST_TYPES.map((t) => ({ value: t, label: t })) }}
      emptyText="No requests match the filters"
      columns={[
        { title: 'Username', dataIndex: 'username' },
        { title: 'Controller', dataIndex: 'controller' },
        { title: 'Method', dataIndex: 'method' },
        { title: 'Request type', dataIndex: 'requestType', render: (v: string) => <Tag>{v}</Tag> },
        { title: 'Request URL', dataIndex: 'requestUrl', render: (v: string) => <Typography.Text style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> },
        { title: 'IP address', dataIndex: 'ipAddress' },
        { title: 'Date logged', dataIndex: 'createdDate', render: formatDate },
      ]}
    />
  );
}

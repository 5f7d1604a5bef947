import { Table, Typography } from 'antd';
import { Trans, useT } from '@firecrest/portal-kit';

const { Paragraph, Text } = Typography;

/** The general chapters of the help page (spec §2.1), their titles as catalogue keys; the endpoint chapters come from the OpenAPI document. */
export const GENERAL_SECTIONS: { id: string; title: string }[] = [
  { id: 'about', title: 'apiDocs.about.title' },
  { id: 'authentication', title: 'apiDocs.auth.title' },
  { id: 'change-policy', title: 'apiDocs.changes.title' },
  { id: 'dates-and-times', title: 'apiDocs.dates.title' },
  { id: 'errors', title: 'apiDocs.errors.title' },
  { id: 'pagination', title: 'apiDocs.paging.title' },
  { id: 'array-parameters', title: 'apiDocs.arrays.title' },
  { id: 'webhooks', title: 'apiDocs.webhooks.title' },
];

/** The HTTP statuses the errors chapter lists, with the catalogue keys of their meanings. */
const STATUSES: { status: string; meaning: string }[] = [
  { status: '200 OK', meaning: 'apiDocs.errors.s200' },
  { status: '304 Not Modified', meaning: 'apiDocs.errors.s304' },
  { status: '400 Bad Request', meaning: 'apiDocs.errors.s400' },
  { status: '401 Unauthorized', meaning: 'apiDocs.errors.s401' },
  { status: '402 Request Failed', meaning: 'apiDocs.errors.s402' },
  { status: '403 Forbidden', meaning: 'apiDocs.errors.s403' },
  { status: '404 Not Found', meaning: 'apiDocs.errors.s404' },
  { status: '414 URI Too Long', meaning: 'apiDocs.errors.s414' },
  { status: '429 Too Many Requests', meaning: 'apiDocs.errors.s429' },
  { status: '500 Internal Server Error', meaning: 'apiDocs.errors.s500' },
  { status: '503 Service Unavailable', meaning: 'apiDocs.errors.s503' },
  { status: '504 Gateway Timeout', meaning: 'apiDocs.errors.s504' },
];

/** A paragraph of the catalogue whose `<code>` and `<link>` parts are shown as code and as a link to the OpenAPI document. */
function Para({ k }: { k: string }) {
  const { t } = useT('system');
  return (
    <Paragraph>
      <Trans t={t} i18nKey={k} components={{ code: <Text code />, link: <a href="/api/v1/openapi.json" target="_blank" rel="noopener" /> }} />
    </Paragraph>
  );
}

/** The body of one general chapter. */
export function GeneralSection({ id }: { id: string }) {
  const { t } = useT('system');
  switch (id) {
    case 'about':
      return <><Para k="apiDocs.about.p1" /><Para k="apiDocs.about.p2" /></>;
    case 'authentication':
      return (
        <>
          <Para k="apiDocs.auth.p1" />
          <Para k="apiDocs.auth.p2" />
          <pre className="api-docs-code">curl -H "X-API-Key: fck_…" https://firecrest.example/api/v1/users?itemsPerPage=50</pre>
        </>
      );
    case 'change-policy':
      return <><Para k="apiDocs.changes.p1" /><Para k="apiDocs.changes.p2" /></>;
    case 'dates-and-times':
      return <Para k="apiDocs.dates.p1" />;
    case 'errors':
      return (
        <>
          <Para k="apiDocs.errors.p1" />
          <Table
            size="small"
            pagination={false}
            rowKey="status"
            dataSource={STATUSES}
            columns={[
              { title: t('apiDocs.errors.status'), dataIndex: 'status', width: 200 },
              { title: t('apiDocs.errors.meaning'), dataIndex: 'meaning', render: (key: string) => t(key) },
            ]}
          />
        </>
      );
    case 'pagination':
      return (
        <>
          <Typography.Title level={4}>{t('apiDocs.paging.paged')}</Typography.Title>
          <Para k="apiDocs.paging.p1" />
          <Typography.Title level={4}>{t('apiDocs.paging.cursor')}</Typography.Title>
          <Para k="apiDocs.paging.p2" />
        </>
      );
    case 'array-parameters':
      return <Para k="apiDocs.arrays.p1" />;
    case 'webhooks':
      return <><Para k="apiDocs.webhooks.p1" /><Para k="apiDocs.webhooks.p2" /><Para k="apiDocs.webhooks.p3" /></>;
    default:
      return null;
  }
}

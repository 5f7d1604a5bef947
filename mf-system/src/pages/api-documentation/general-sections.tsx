import { Table, Typography } from 'antd';

const { Paragraph, Text } = Typography;

/** The general chapters of the help page (spec §2.1); the endpoint chapters come from the OpenAPI document. */
export const GENERAL_SECTIONS: { id: string; title: string; body: React.ReactNode }[] = [
  {
    id: 'about',
    title: 'About',
    body: (
      <>
        <Paragraph>
          The Firecrest REST API v1 gives integrators — rostering, availability, payroll and reporting systems — read-only access to
          training and competency data. Every call is a <Text code>GET</Text> under <Text code>/api/v1</Text> and answers JSON.
          The machine-readable description is at <a href="/api/v1/openapi.json" target="_blank" rel="noopener">/api/v1/openapi.json</a> (OpenAPI 3.1).
        </Paragraph>
        <Paragraph>
          Poll cheaply: every answer carries an <Text code>ETag</Text>. Send it back in <Text code>If-None-Match</Text>, and while the data is
          unchanged the answer is <Text code>304 Not Modified</Text> with no body. Answers are marked <Text code>Cache-Control: private, no-cache</Text>:
          keep them, revalidate before use, and do not let shared caches store them (they hold personal data). Send{' '}
          <Text code>Accept-Encoding: gzip</Text> and larger answers come gzipped, about a tenth of the size.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'authentication',
    title: 'Authentication',
    body: (
      <>
        <Paragraph>
          Send an API key in the <Text code>X-API-Key</Text> header of every request. Create keys under System › API keys; a key acts with
          the permissions of its user, so a key without the right for an endpoint gets <Text code>403</Text>. Restrict each key to the IP
          addresses or ranges your integration calls from: the address checked is the one your connection reaches Firecrest from (an{' '}
          <Text code>X-Forwarded-For</Text> header you send is ignored). A key keeps working while its user&apos;s portal sign-in is locked
          after failed passwords; disabling the user or deleting the key stops it.
        </Paragraph>
        <Paragraph>
          Each key may make 600 requests a minute. Responses carry <Text code>x-ratelimit-limit</Text>, <Text code>x-ratelimit-remaining</Text> and{' '}
          <Text code>x-ratelimit-reset</Text>; past the limit the answer is <Text code>429</Text> with <Text code>Retry-After</Text>. Every response
          carries an <Text code>x-request-id</Text>: quote it when you contact support.
        </Paragraph>
        <pre className="api-docs-code">curl -H "X-API-Key: fck_…" https://firecrest.example/api/v1/users?itemsPerPage=50</pre>
      </>
    ),
  },
  {
    id: 'change-policy',
    title: 'Change Policy',
    body: (
      <>
        <Paragraph>Breaking changes are announced in advance. Breaking: removing a field or parameter, adding a required parameter without a default, changing permissions, new validation.</Paragraph>
        <Paragraph>Not breaking (may happen at any time): new endpoints, methods, response fields or optional parameters, changed error messages, changed field lengths. Ignore fields you do not know.</Paragraph>
      </>
    ),
  },
  {
    id: 'dates-and-times',
    title: 'Dates and Times',
    body: (
      <Paragraph>
        All dates are ISO 8601 in UTC. Send <Text code>YYYY-MM-DD</Text> or <Text code>YYYY-MM-DDTHH:MM:SS</Text>; any other form is refused with{' '}
        <Text code>400</Text> naming the parameter. Dates in responses are UTC as well.
      </Paragraph>
    ),
  },
  {
    id: 'errors',
    title: 'Errors',
    body: (
      <>
        <Paragraph>
          Rely on the HTTP status and the <Text code>code</Text> of the body, never on the message text, which may change. Error bodies are
          RFC 9457 problem details (<Text code>application/problem+json</Text>) with <Text code>status</Text>, <Text code>title</Text>,{' '}
          <Text code>detail</Text>, <Text code>code</Text>, <Text code>requestId</Text> and, for invalid parameters, <Text code>errors</Text> listing
          each field.
        </Paragraph>
        <Table
          size="small"
          pagination={false}
          rowKey="status"
          dataSource={[
            { status: '200 OK', meaning: 'Everything worked.' },
            { status: '304 Not Modified', meaning: 'The ETag you sent in If-None-Match is still current; there is no body.' },
            { status: '400 Bad Request', meaning: 'The request is not acceptable, e.g. an unknown orderBy or an invalid date (code validation).' },
            { status: '401 Unauthorized', meaning: 'No valid API key was provided (code invalidApiKey).' },
            { status: '402 Request Failed', meaning: 'The parameters were valid but the request failed.' },
            { status: '403 Forbidden', meaning: 'The key lacks the permission (permissionDenied) or the caller’s IP is not allowed (ipNotAllowed).' },
            { status: '404 Not Found', meaning: 'The resource does not exist (notFound).' },
            { status: '414 URI Too Long', meaning: 'A GET request is limited to 2,048 characters (uriTooLong).' },
            { status: '429 Too Many Requests', meaning: 'The key’s rate limit is used up; wait for Retry-After seconds (rateLimited).' },
            { status: '500 Internal Server Error', meaning: 'Something failed on our side; quote the x-request-id when you report it (internal).' },
            { status: '503 Service Unavailable', meaning: 'The API is busy, restarting or down; retry after Retry-After seconds when given, else with a back-off (serviceUnavailable).' },
            { status: '504 Gateway Timeout', meaning: 'No answer within 120 seconds; retry later, or narrow the request with filters (gatewayTimeout).' },
          ]}
          columns={[
            { title: 'Status', dataIndex: 'status', width: 200 },
            { title: 'Meaning', dataIndex: 'meaning' },
          ]}
        />
      </>
    ),
  },
  {
    id: 'pagination',
    title: 'Pagination',
    body: (
      <>
        <Typography.Title level={4}>Paged</Typography.Title>
        <Paragraph>
          Lists take <Text code>page</Text> (starting at 0) and <Text code>itemsPerPage</Text> (usually 200 by default, at most 500). The answer is{' '}
          <Text code>{'{ data: [...], pagingInfo: { totalItems, itemsPerPage, pageIndex, totalPages } }'}</Text>. A page past the last returns empty{' '}
          <Text code>data</Text>; a page size over the maximum is refused, not silently reduced.
        </Paragraph>
        <Typography.Title level={4}>Cursor</Typography.Title>
        <Paragraph>
          Large, changing collections (training events, attendees, bookings) use a cursor: pass <Text code>nextCursor</Text> from one answer as{' '}
          <Text code>cursor</Text> in the next. <Text code>nextCursor</Text> is <Text code>null</Text> when fewer results than requested came back —
          the walk is complete. Every record appears exactly once in a walk.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'array-parameters',
    title: 'Array Parameter Handling',
    body: (
      <Paragraph>
        Send several values by repeating the parameter: <Text code>?stationIds=1&amp;stationIds=2</Text>.
      </Paragraph>
    ),
  },
  {
    id: 'webhooks',
    title: 'Webhooks',
    body: (
      <>
        <Paragraph>
          Instead of polling, subscribe a URL under System › Webhooks to an event type and topic (or any topic). Each change is POSTed as JSON{' '}
          <Text code>{'{ "type": "employee.updated", "timestamp": "…", "data": { … } }'}</Text>: <Text code>data</Text> is the entity as the change
          left it (references as ids, the same ids the endpoints take; a deletion sends its id). The <Text code>webhooks</Text> section of{' '}
          <Text code>/api/v1/openapi.json</Text> describes every payload.
        </Paragraph>
        <Paragraph>
          Requests are signed the Standard Webhooks way: <Text code>webhook-id</Text> (the same on every retry: de-duplicate by it),{' '}
          <Text code>webhook-timestamp</Text> and <Text code>webhook-signature</Text> (<Text code>v1,</Text> and the base64 HMAC-SHA256 of{' '}
          <Text code>id.timestamp.body</Text> with the <Text code>whsec_</Text> secret shown once when the subscription is made; after a rotation both
          secrets sign for 24 hours). The subscription's API key arrives in <Text code>X-API-Key</Text>, and an OAuth2 client-credentials token in{' '}
          <Text code>Authorization</Text> when a token URL is set.
        </Paragraph>
        <Paragraph>
          Answer 200 within 15 seconds. Anything else is retried at once, then after 5 seconds, 5 minutes, 30 minutes, 2, 5, 10 and 10 hours; delivery is
          at least once. A subscription with no successful delivery for 5 days is deactivated, with the reason shown on it.
        </Paragraph>
      </>
    ),
  },
];

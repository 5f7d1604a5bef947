import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import fp from 'fastify-plugin';
import { auditBatchRecorded, auditEntryTable, auditRecorded, defineEvent, auditEntrySchema, errorRecorded, type AuditEntry, type ErrorEntry } from '@firecrest/contracts';
import { createServer, infrastructure, loadConfig, type BaseConfig } from '@firecrest/service-kit';
import type { TestService } from '@firecrest/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from '../../svc-gateway/test/helper';
import { configSchema as webhooksConfig } from '../../svc-webhooks/src/config';
import type { GatewayConfig } from '../../svc-gateway/src/config';
import type { SystemConfig } from '../src/config';
import { enforceLogRetention } from '../src/jobs/log-retention';
import { fillAccessEvents } from '../src/events/access-events-fill';
import { toStoredAudit } from '../src/events/log-consumers';
import { buildSystem, pdfText, testTopicPrefix } from './helper';

const SECRETS = {
  password: `pw${randomBytes(8).toString('hex')}`,
  apiKey: `fck_${randomBytes(24).toString('base64url')}`,
  sessionId: `sess${randomBytes(8).toString('hex')}`,
  token: `tok${randomBytes(8).toString('hex')}`,
  clientSecret: `cs${randomBytes(8).toString('hex')}`,
  resetToken: randomBytes(24).toString('base64url') + 'A1',
};

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  requestId: randomUUID(),
  userId: null,
  username: 'seed.user',
  controller: 'personnel',
  method: '/api/personnel/*',
  requestType: 'GET',
  requestUrl: '/api/personnel/employees',
  ipAddress: '10.0.0.1',
  statusCode: 200,
  createdDate: new Date().toISOString(),
  ...over,
});

describe('audit and error logs: fed by events, filtered, exported, secrets never stored', () => {
  const shared = { INTERNAL_TOKEN_SECRET: randomBytes(24).toString('hex'), KAFKA_TOPIC_PREFIX: testTopicPrefix() };
  let sys: TestService<SystemConfig>;
  let gw: TestService<GatewayConfig>;
  let failing: FastifyInstance;
  let cookie: string;
  const seedUser = `seed.${randomBytes(3).toString('hex')}`;

  /** Identity tokens are single-use: each call signs its own. */
  const list = async (path: string) => sys.server.inject({ method: 'GET', url: `/system/log/${path}`, headers: await sys.as() });

  beforeAll(async () => {
    // The retention job runs once at start with today's date: ten years keeps the dated entries seeded below (March 2025)
    // whenever it runs; the retention test calls it with a date of its own.
    sys = await buildSystem({ ...shared, LOG_EXPORT_MAX_ROWS: '30', LOG_RETENTION_DAYS: '3650' });
    await sys.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = sys.server.server.address() as { port: number };
    gw = await buildGateway({ ...shared, SYSTEM_URL: `http://127.0.0.1:${port}`, PUBLIC_API_URL: 'http://127.0.0.1:9', PASSWORD_MAX_AGE_DAYS: '0' });
    await gw.server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
    cookie = sessionCookie(await gw.server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } }));
    // Another service built from the kit, whose route fails with secrets in its message.
    const config = loadConfig<BaseConfig>('svc-failing', webhooksConfig, { ...process.env, ...shared, PORT: '0', NODE_ENV: 'test', LOG_LEVEL: 'silent', MONGO_DB: `test_failing_${randomBytes(3).toString('hex')}` });
    failing = await createServer({ name: 'svc-failing', config });
    await failing.register(
      fp(async (f) => {
        await f.register(infrastructure, { service: 'svc-failing', config });
        f.get('/boom', { config: { access: { public: true } } }, async () => {
          throw new Error(`database refused: password=${SECRETS.password} apiKey ${SECRETS.apiKey} Authorization: Bearer ${SECRETS.token}`);
        });
      }),
    );
    await failing.ready();
    // 35 older entries of one user for paging and filters, published as the gateway does.
    const base = Date.parse('2025-03-01T12:00:00Z');
    for (let n = 0; n < 35; n++) {
      sys.server.events.publishSoon(auditRecorded, entry({ username: seedUser, requestType: n % 5 === 0 ? 'POST' : 'GET', requestUrl: `/api/personnel/employees/${n}`, createdDate: new Date(base + n * 3_600_000).toISOString() }));
    }
  });
  afterAll(async () => {
    await failing?.db?.dropDatabase().catch(() => undefined);
    await failing?.close();
    await gw?.close();
    await sys?.close();
  });

  it('stores portal and /api/v1 requests captured by the real gateway, secrets removed, reachable through /api/system', async () => {
    const q = `apiKey=${SECRETS.apiKey}&password=${SECRETS.password}&sessionId=${SECRETS.sessionId}&access_token=${SECRETS.token}&client_secret=${SECRETS.clientSecret}&filterText=smith`;
    const v1 = await gw.server.inject({ method: 'GET', url: `/api/v1/employees?${q}`, headers: { 'x-api-key': SECRETS.apiKey } });
    expect(v1.statusCode).toBe(401);
    await gw.server.inject({ method: 'GET', url: `/api/auth/reset/${SECRETS.resetToken}?token=${SECRETS.token}`, headers: { cookie: `fc_session=${SECRETS.sessionId}` } });
    await gw.server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: SECRETS.password } });
    const portal = await gw.server.inject({ method: 'GET', url: '/api/system/log/audit?filter=admin', headers: { cookie } });
    expect(portal.statusCode).toBe(200);

    await expect.poll(async () => (await list('audit?filter=/api/v1/employees')).json().total, { timeout: 15_000 }).toBe(1);
    const [row] = (await list('audit?filter=/api/v1/employees')).json().data;
    expect(row).toMatchObject({ username: 'anonymous', controller: 'v1', requestType: 'GET', statusCode: 401, outcome: 'completed' });
    expect(row.requestUrl).toBe('/api/v1/employees?apiKey=[REDACTED]&password=[REDACTED]&sessionId=[REDACTED]&access_token=[REDACTED]&client_secret=[REDACTED]&filterText=smith');
    await expect.poll(async () => (await list('audit?filter=/api/system/log/audit')).json().data[0]?.username, { timeout: 15_000 }).toBe('admin');
    await expect.poll(async () => (await list('audit?filter=/api/auth/reset')).json().data[0]?.requestUrl, { timeout: 15_000 }).toBe('/api/auth/reset/[REDACTED]?token=[REDACTED]');
  });

  it('stores an error reported by another service, secrets removed', async () => {
    const res = await failing.inject({ method: 'GET', url: `/boom?password=${SECRETS.password}`, headers: { 'x-request-id': 'boom-1' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(SECRETS.password);
    await expect.poll(async () => (await list('errors?filter=svc-failing')).json().total, { timeout: 15_000 }).toBe(1);
    const [row] = (await list('errors?filter=svc-failing')).json().data;
    expect(row).toMatchObject({ level: 'error', service: 'svc-failing', requestId: 'boom-1' });
    expect(row.message).toMatch(/^database refused: password=\[REDACTED\] apiKey \[REDACTED\] Authorization: \[REDACTED\].* — during GET \/boom\?password=\[REDACTED\]$/);
    expect(row.exception).toMatch(/^Error: database refused/);
  });

  it('never stores a password, API key, session id, token or secret in either log', async () => {
    await expect.poll(async () => (await list('audit?filter=/api/auth/login&requestType=POST')).json().total, { timeout: 15_000 }).toBeGreaterThan(0);
    const stored = JSON.stringify([await sys.server.system.AuditEntry.find().lean(), await sys.server.system.ErrorEntry.find().lean()]);
    for (const secret of Object.values(SECRETS)) expect(stored).not.toContain(secret);
  });

  it('stores each event once, even when delivered twice or replayed from the dead-letter topic', async () => {
    const error: ErrorEntry = { id: randomUUID(), service: 'svc-twice', level: 'warn', message: 'twice', exception: '', requestId: null, dateLogged: new Date().toISOString() };
    await sys.server.events.publish(errorRecorded, error);
    await sys.server.events.publish(errorRecorded, error);
    const parked = entry({ username: 'parked.user' });
    await sys.server.events.publish(defineEvent<AuditEntry>('audit.recorded.dlq', auditEntrySchema), parked);
    await sys.server.events.publish(auditRecorded, parked);
    // A batch as the gateway sends them, delivered twice (and one of its entries also alone): each entry stored once.
    const batch = { entries: [entry({ username: 'batched.user' }), entry({ username: 'batched.user', requestType: 'POST' })] };
    await sys.server.events.publish(auditBatchRecorded, batch);
    await sys.server.events.publish(auditBatchRecorded, batch);
    await sys.server.events.publish(auditRecorded, batch.entries[1]);
    await expect.poll(async () => (await list('audit?filter=parked.user')).json().total, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await list('audit?filter=batched.user')).json().total, { timeout: 15_000 }).toBe(2);
    await expect.poll(async () => (await list('errors?filter=svc-twice')).json().total, { timeout: 15_000 }).toBe(1);
  });

  it('stores the entries of a row table (the gateway\'s form) as sent, and leaves out only one its contract refuses', async () => {
    const sent = [
      entry({ username: 'table.user', requestUrl: '/api/personnel/employees?search=a', createdDate: '2025-04-01T10:00:00.250Z' }),
      entry({ username: 'table.user', userId: 'u-7', requestType: 'DELETE', statusCode: 503, outcome: 'failed', createdDate: '2025-04-01T10:00:01.000Z' }),
      { ...entry({ username: 'table.user' }), requestType: 'BREW' } as unknown as AuditEntry,
    ];
    const table = auditEntryTable.encode(sent);
    await sys.server.events.publish(auditBatchRecorded, table);
    await sys.server.events.publish(auditBatchRecorded, table);
    await expect.poll(async () => (await list('audit?filter=table.user')).json().total, { timeout: 15_000 }).toBe(2);
    const stored = await sys.server.system.AuditEntry.find({ username: 'table.user' }).sort({ createdDate: 1 }).lean();
    expect(stored.map((e) => [e.requestId, e.userId, e.requestType, e.requestUrl, e.statusCode, e.outcome, e.createdDate.toISOString()])).toEqual([
      [sent[0].requestId, null, 'GET', '/api/personnel/employees?search=a', 200, null, '2025-04-01T10:00:00.250Z'],
      [sent[1].requestId, 'u-7', 'DELETE', '/api/personnel/employees', 503, 'failed', '2025-04-01T10:00:01.000Z'],
    ]);
  });

  it('pages by 30 newest first and filters by text, request type and dates', async () => {
    await expect.poll(async () => (await list(`audit?filter=${seedUser}`)).json().total, { timeout: 15_000 }).toBe(35);
    const first = (await list(`audit?filter=${seedUser}`)).json();
    expect(first.data).toHaveLength(30);
    expect(first.data[0].requestUrl).toBe('/api/personnel/employees/34');
    // Issue 34: the log grows while it is read; the next page follows the cursor, so newer rows never push old ones into it again.
    for (let n = 35; n < 38; n++) {
      await sys.server.system.AuditEntry.create({ ...entry({ username: seedUser, requestUrl: `/api/personnel/employees/${n}`, createdDate: new Date(Date.parse('2025-03-05T00:00:00Z') + n).toISOString() }), _id: randomUUID() });
    }
    const second = (await list(`audit?filter=${seedUser}&cursor=${first.nextCursor}`)).json();
    expect(second.data.map((r: { requestUrl: string }) => r.requestUrl)).toEqual([4, 3, 2, 1, 0].map((n) => `/api/personnel/employees/${n}`));
    expect(second.nextCursor).toBeNull();
    expect((await list(`audit?filter=${seedUser}&cursor=not-a-cursor`)).json().errors).toEqual([{ field: 'cursor', message: expect.stringMatching(/^The list position sent is not one this log gave/) }]);
    await sys.server.system.AuditEntry.deleteMany({ username: seedUser, requestUrl: { $in: [35, 36, 37].map((n) => `/api/personnel/employees/${n}`) } });
    expect((await list(`audit?filter=${seedUser.toUpperCase()}&requestType=POST`)).json().total).toBe(7);
    // 12:00 + n hours: the 2nd of March holds n = 12..34
    expect((await list(`audit?filter=${seedUser}&dateFrom=2025-03-02&dateTo=2025-03-02`)).json().total).toBe(23);
    expect((await list(`audit?filter=${seedUser}&dateFrom=2025-03-01T12:00:00Z&dateTo=2025-03-01T14:00:00Z`)).json().total).toBe(3);
  });

  it('refuses invalid filters with a problem naming the field', async () => {
    for (const [query, field] of [
      ['dateFrom=yesterday', 'dateFrom'],
      ['requestType=TRACE', 'requestType'],
      ['take=0', 'take'],
      ['skip=30', 'skip'],
      ['sort=asc', 'request'],
      ['dateFrom=2025-03-02&dateTo=2025-03-01', 'dateTo'],
    ] as const) {
      const res = await list(`audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors.map((e: { field: string }) => e.field).join(), query).toContain(field === 'request' ? '' : field);
    }
    expect((await list('audit/export/pdf?dateFrom=2025-03-02&dateTo=2025-03-01')).statusCode).toBe(400);
    expect((await list('audit/export/csv')).statusCode).toBe(400);
  });

  it('exports the filtered rows as Excel and PDF, and refuses a range over the row limit', async () => {
    const xlsx = await list(`audit/export/xlsx?filter=${seedUser}&requestType=POST`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/attachment; filename="audit-log-.*\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Username', 'Controller', 'Method', 'Request type', 'Request URL', 'IP address', 'Date logged']);
    expect(sheet.rowCount).toBe(8);
    expect(sheet.getRow(2).getCell(5).value).toBe('/api/personnel/employees/30');
    expect(sheet.getRow(2).getCell(4).value).toBe('POST');

    const pdf = await list(`audit/export/pdf?filter=${seedUser}&requestType=POST`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Audit log');
    expect(text).toContain('/api/personnel/employees/30');
    expect(text).not.toContain('/api/personnel/employees/31');

    const errors = await list('errors/export/xlsx?filter=svc-failing');
    const errorBook = new ExcelJS.Workbook();
    await errorBook.xlsx.load(errors.rawPayload as never);
    expect(errorBook.worksheets[0].getRow(2).getCell(3).value).toBe('svc-failing');

    const tooMany = await list(`audit/export/xlsx?filter=${seedUser}&dateFrom=2025-01-01`);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ code: 'payloadTooLarge' });
    expect(tooMany.json().detail).toBe('The filters match 35 entries; an export holds at most 30. Narrow the dates or the search text.');
  });

  it('deletes entries older than the retention', async () => {
    const old = entry({ username: 'ancient.user', createdDate: '2020-01-01T00:00:00Z' });
    await sys.server.events.publish(auditRecorded, old);
    await expect.poll(async () => (await list('audit?filter=ancient.user')).json().total, { timeout: 15_000 }).toBe(1);
    // A year back from mid-2025: the 2020 entry goes, the March 2025 ones stay.
    const deleted = await enforceLogRetention(sys.server, 365, new Date('2025-06-01T00:00:00Z'));
    expect(deleted.audit).toBe(1);
    expect((await list('audit?filter=ancient.user')).json().total).toBe(0);
    expect((await list(`audit?filter=${seedUser}`)).json().total).toBe(35);
  });

  it('tells sign-ins, refused sign-ins and sign-outs from the audit entries as the user access log, filtered and exported', async () => {
    const base = Date.parse('2025-05-01T08:00:00Z');
    const auth = (minutes: number, method: string, statusCode: number) =>
      entry({ username: 'access.user', controller: 'auth', method, requestType: 'POST', requestUrl: method, statusCode, createdDate: new Date(base + minutes * 60_000).toISOString() });
    const entries = [
      auth(0, '/api/auth/login', 401),
      auth(1, '/api/auth/login', 403),
      auth(2, '/api/auth/login', 200),
      auth(3, '/api/personnel/employees', 200),
      auth(4, '/api/auth/logout', 204),
      auth(5, '/api/auth/gartan-login', 200),
    ];
    for (const e of entries) await sys.server.events.publish(auditRecorded, e);
    await expect.poll(async () => (await list('audit?filter=access.user')).json().total, { timeout: 15_000 }).toBe(6);
    const access = (await list('access?filter=access.user')).json();
    expect(access.total).toBe(5);
    expect(access.data.map((r: { event: string; via: string }) => [r.event, r.via])).toEqual([
      ['signIn', 'Roster hand-over'],
      ['signOut', 'Portal'],
      ['signIn', 'Sign-in page'],
      ['refusedSignIn', 'Sign-in page'],
      ['failedSignIn', 'Sign-in page'],
    ]);
    expect((await list('access?filter=access.user&event=failedSignIn')).json().data.map((r: { createdDate: string }) => r.createdDate)).toEqual(['2025-05-01T08:00:00.000Z']);
    expect((await list('access?filter=access.user&dateFrom=2025-05-01T08:02:00Z')).json().total).toBe(3);
    const xlsx = await list('access/export/xlsx?filter=access.user&event=signIn');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, 'Date', 'Username', 'Event', 'Via', 'IP address']);
    expect(book.worksheets[0].getRow(2).getCell(3).value).toBe('Signed in');
    expect(book.worksheets[0].rowCount).toBe(3);
    // The real gateway's entries: the administrator's sign-in of beforeAll, and the wrong password of the first test.
    await expect.poll(async () => (await list('access?filter=admin')).json().data.map((r: { event: string }) => r.event).sort(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['failedSignIn', 'signIn']));
    // The report's own right: the audit log's is not enough.
    expect((await sys.server.inject({ method: 'GET', url: '/system/log/access', headers: await sys.as({ permissions: { AUDIT_LOG: ['view'] } }) })).statusCode).toBe(403);
    expect((await sys.server.inject({ method: 'GET', url: '/system/log/access', headers: await sys.as({ permissions: { USER_LOG_REPORT: ['view'] } }) })).statusCode).toBe(200);
  });

  it('marks the audit entries stored before the access event was kept, once, so the access log lists them', async () => {
    const at = (minutes: number) => new Date(Date.parse('2024-02-01T08:00:00Z') + minutes * 60_000).toISOString();
    const old = (minutes: number, method: string, statusCode: number) => {
      const { accessEvent: _kept, ...stored } = toStoredAudit(entry({ username: 'older.user', controller: 'auth', method, requestType: 'POST', requestUrl: method, statusCode, createdDate: at(minutes) }));
      return stored;
    };
    // As a database of before the field holds them: no accessEvent at all.
    await sys.server.system.AuditEntry.collection.insertMany([old(0, '/api/auth/login', 200), old(1, '/api/auth/login', 429), old(2, '/api/personnel/employees', 200), old(3, '/api/auth/logout', 200)] as never[]);
    expect((await list('access?filter=older.user')).json().total).toBe(0);
    await sys.server.system.Counter.deleteOne({ _id: 'audit.access-events|v1' });
    expect(await fillAccessEvents(sys.server)).toBeGreaterThanOrEqual(3);
    const rows = (await list('access?filter=older.user')).json();
    expect(rows.total).toBe(3);
    expect(rows.data.map((r: { event: string }) => r.event)).toEqual(['signOut', 'refusedSignIn', 'signIn']);
    // The marker: a second start scans nothing.
    expect(await fillAccessEvents(sys.server)).toBe(0);
  });

  it('needs view on AUDIT_LOG for the audit log and on SYSTEM for the error log', async () => {
    const auditor = { permissions: { AUDIT_LOG: ['view' as const] } };
    for (const url of ['/system/log/audit', '/system/log/audit/export/xlsx', '/system/log/errors', '/system/log/errors/export/pdf']) {
      expect((await sys.server.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const status = (await sys.server.inject({ method: 'GET', url, headers: await sys.as(auditor) })).statusCode;
      if (url.includes('errors')) expect(status, url).toBe(403);
      else expect([200, 413], url).toContain(status);
    }
  });
});

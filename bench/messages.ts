/**
 * `./firecrest bench messages`: issue 31's mailbox figures. svc-system in this process
 * (own database and topics):
 *   1. a message to --recipients users (default 1,500, the demo's employees), --sends times (default 5): time until the
 *      POST answers, and until every recipient holds it in the inbox;
 *   2. a user with --inbox messages (default 50,000): the inbox's first page, a search and the unread count, --reads
 *      times each (p50, p95).
 */
import { parseArgs } from 'node:util';
import { buildTestService } from '@firecrest/service-kit/testing';
import { app } from '../svc-system/src/app';
import { configSchema } from '../svc-system/src/config';
import { mailboxCopy } from '../svc-system/src/routes/messages/delivery';
import type { StoredMessage } from '../svc-system/src/models/messages';

const { values } = parseArgs({ options: { recipients: { type: 'string', default: '1500' }, inbox: { type: 'string', default: '50000' }, reads: { type: 'string', default: '100' }, sends: { type: 'string', default: '5' } } });
const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const figures = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
};

const sys = await buildTestService('svc-system', configSchema, app, { LOG_LEVEL: 'silent' });
const { MessageRecipient, MailboxItem } = sys.server.system;
const as = (id: string) => sys.as({ id, username: id, name: id, permissions: {} });

try {
  const count = Number(values.recipients);
  const users = Array.from({ length: count }, (_, i) => ({ _id: `bench-${i}`, username: `bench-${i}`, name: `Bench User ${i}`, email: `bench-${i}@brigade.test`, phone: '', employeeId: String(i + 1), disabled: false, channels: ['gartan' as const] }));
  for (let i = 0; i < users.length; i += 500) await MessageRecipient.insertMany(users.slice(i, i + 500));
  // Warm-up: connections, compiled schemas, topics.
  await sys.server.inject({ method: 'POST', url: '/system/messages', headers: await as('sender'), payload: { type: 'gartan', subject: 'warm-up', body: 'x', recipients: [{ kind: 'user', id: 'bench-0' }] } });

  // --sends messages one after the other (each waits for the last to be in every inbox): the load of the machine moves.
  let messageId = 0;
  const accepted: number[] = [];
  const delivered: number[] = [];
  for (let n = 0; n < Number(values.sends); n++) {
    const started = performance.now();
    const res = await sys.server.inject({ method: 'POST', url: '/system/messages', headers: await as('sender'), payload: { type: 'gartan', subject: `To everyone ${n}`, body: 'Station open day on Saturday.', recipients: users.map((u) => ({ kind: 'employee', id: u.employeeId })) } });
    accepted.push(performance.now() - started);
    if (res.statusCode !== 201) throw new Error(`POST answered ${res.statusCode}: ${res.body}`);
    messageId = res.json().messageId as number;
    while ((await MailboxItem.countDocuments({ messageId, role: 'to' })) < count) await new Promise((r) => setTimeout(r, 50));
    delivered.push(performance.now() - started);
    console.log(`message to ${count} recipients: accepted in ${accepted.at(-1)!.toFixed(0)} ms, in every inbox after ${delivered.at(-1)!.toFixed(0)} ms`);
  }
  console.log(`message to ${count} recipients, ${accepted.length} sends: accepted ${figures(accepted)}; in every inbox ${figures(delivered)}`);

  const size = Number(values.inbox);
  const reader = 'bench-reader';
  const base = Date.now() - size * 60_000;
  const template: StoredMessage = { _id: messageId, subject: '', body: '', from: { userId: 'sender', name: 'sender' }, to: [{ userId: reader, name: reader }], type: 'gartan', status: 'sent', scheduledFor: null, sentDate: null, system: false, externalId: '', createdDate: new Date() };
  for (let i = 0; i < size; i += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, size - i) }, (_, j) => {
      const n = i + j;
      const copy = mailboxCopy(10_000_000 + n, { ...template, subject: `Shift note ${n}`, body: n % 10 ? 'Routine handover.' : 'Hydrant 42 out of service.' }, reader, 'to', n % 20 ? 'inbox' : 'trash', new Date(base + n * 60_000));
      return { ...copy, key: `bench:${n}`, read: n % 3 !== 0 };
    });
    await MailboxItem.insertMany(rows, { ordered: false });
  }
  const reads = Number(values.reads);
  const headers = await as(reader);
  for (const [name, url] of [
    ['inbox, first page', '/system/messages?folder=inbox'],
    ['inbox, search "hydrant"', '/system/messages?folder=inbox&q=hydrant'],
    ['unread counts', '/system/messages/unread'],
  ] as const) {
    const ms: number[] = [];
    for (let i = 0; i < reads; i++) {
      const t = performance.now();
      const r = await sys.server.inject({ method: 'GET', url, headers });
      if (r.statusCode !== 200) throw new Error(`${url} answered ${r.statusCode}`);
      ms.push(performance.now() - t);
    }
    console.log(`${name} of a user with ${size} messages: ${figures(ms)}`);
  }
} finally {
  await sys.close();
}

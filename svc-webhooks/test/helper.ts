import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EmployeeEvent } from '@firecrest/contracts';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import { app } from '../src/app';
import { configSchema, type WebhooksConfig } from '../src/config';

/** Fast schedule and timeout for tests; loopback allowed (the receivers listen there). */
export const TEST_ENV = {
  WEBHOOKS_ALLOWED_HOSTS: '127.0.0.1',
  WEBHOOKS_TIMEOUT_MS: '700',
  WEBHOOKS_RETRY_SCHEDULE_MS: '0,100,100,100,100,100,100,100',
  WEBHOOKS_POLL_MS: '100',
};

export const buildWebhooks = (env: Record<string, string> = {}) =>
  buildTestService<WebhooksConfig>('svc-webhooks', configSchema, app, { ...TEST_ENV, ...env }) as Promise<TestService<WebhooksConfig>>;

/** An employee event for the bursts: id `id`, nothing but names filled in. */
export const employee = (id: number): EmployeeEvent => ({
  id,
  firstName: 'Sam',
  lastName: `Lee${id}`,
  gartanId: `g-${id}`,
  email: '',
  address: '',
  phoneNumbers: [],
  serviceStartDate: null,
  dateOfBirth: null,
  contracts: [],
  lastModifiedDate: new Date().toISOString(),
});

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  url: string;
}

/** A local HTTP receiver on port 0: records what arrives and answers with the handler's status (200 by default). */
export async function receiver(handler: (req: Received, res: ServerResponse) => number | void | Promise<number | void> = () => 200) {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const r = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), url: req.url ?? '' };
      received.push(r);
      const status = await handler(r, res);
      if (status === undefined || res.writableEnded) return;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : `failed with ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

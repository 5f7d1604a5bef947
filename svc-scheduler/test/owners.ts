import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { once } from 'node:events';

export interface OwnerCall {
  path: string;
  identity: string | undefined;
  body: string;
  headers: IncomingMessage['headers'];
}
type Answer = { status?: number; body?: unknown; delayMs?: number };

/** A local HTTP server standing in for the owners (and the SMS gateway, the push service): records calls, answers as told. */
export async function fakeOwners(tls?: { key: string; cert: string }) {
  const calls: OwnerCall[] = [];
  const answers = new Map<string, Answer>();
  const handle: RequestListener = async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? '';
    calls.push({ path, identity: req.headers['x-firecrest-identity'] as string | undefined, body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
    const answer = answers.get(path) ?? { status: 404, body: { title: 'Not Found' } };
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body ?? {}));
  };
  const server: Server = tls ? createTlsServer(tls, handle) : createServer(handle);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    calls,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    answer: (path: string, answer: Answer) => answers.set(path, answer),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type FakeOwners = Awaited<ReturnType<typeof fakeOwners>>;

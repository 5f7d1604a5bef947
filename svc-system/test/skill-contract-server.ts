import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface ContractServer {
  url: string;
  received: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

/**
 * A far side implementing docs/integrations-contract.md: `PUT /skills/{code}/employees/{id}`, checking the
 * configured authentication, 404 `skillNotFound` for codes it does not know.
 */
export async function startContractServer(auth: { type: 0 | 1 | 2; userName?: string; password?: string; apiKey?: string }, knownSkills: string[]): Promise<ContractServer> {
  const received: ContractServer['received'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = (status: number, body?: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body ? JSON.stringify(body) : undefined);
      };
      const authorised =
        auth.type === 0 ||
        (auth.type === 1 && req.headers.authorization === `Basic ${Buffer.from(`${auth.userName}:${auth.password}`).toString('base64')}`) ||
        (auth.type === 2 && req.headers['x-api-key'] === auth.apiKey);
      if (!authorised) return reply(401, { error: 'unauthorised' });
      const match = /^\/api\/skills\/([^/]+)\/employees\/([^/]+)$/.exec(req.url ?? '');
      if (req.method !== 'PUT' || !match) return reply(404, { error: 'notFound' });
      if (!knownSkills.includes(decodeURIComponent(match[1]))) return reply(404, { error: 'skillNotFound' });
      received.push({ path: req.url!, headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      reply(204);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/api`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

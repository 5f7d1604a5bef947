/**
 * svc-personnel and svc-gateway built in the bench's own process on the real FerretDB and Kafka, with databases (and,
 * given `topics`, topics) of their own that go at the end or on Ctrl-C: what the personnel benches time through.
 */
import { randomBytes } from 'node:crypto';
import { buildTestService } from '@firecrest/service-kit/testing';
import { deleteTopics } from '../scripts/test-topics';
import { app as personnelApp } from '../svc-personnel/src/app';
import { configSchema as personnelConfig } from '../svc-personnel/src/config';
import { app as gatewayApp } from '../svc-gateway/src/app';
import { configSchema as gatewayConfig, type GatewayConfig } from '../svc-gateway/src/config';

const urlOf = (server: { server: { address(): unknown } }) => `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;

export async function personnelBehindGateway(topics?: string) {
  const secret = randomBytes(24).toString('hex');
  const env: Record<string, string> = topics ? { KAFKA_TOPIC_PREFIX: topics } : {};
  const personnel = await buildTestService('svc-personnel', personnelConfig, personnelApp, { INTERNAL_TOKEN_SECRET: secret, ...env });
  await personnel.server.listen({ port: 0, host: '127.0.0.1' });
  const personnelUrl = urlOf(personnel.server);
  const password = `Bench-${randomBytes(8).toString('hex')}-9`;
  const gateway = await buildTestService<GatewayConfig>('svc-gateway', gatewayConfig, gatewayApp, { INTERNAL_TOKEN_SECRET: secret, ADMIN_PASSWORD: password, PERSONNEL_URL: personnelUrl, ...env });
  await gateway.server.listen({ port: 0, host: '127.0.0.1' });
  const gatewayUrl = urlOf(gateway.server);
  const close = async () => {
    await Promise.allSettled([gateway.close(), personnel.close()]);
    if (topics) await deleteTopics(topics);
  };
  // Stopped early, the run still drops its databases.
  const cleanUp = () => void close().then(() => process.exit(130));
  process.once('SIGINT', cleanUp).once('SIGTERM', cleanUp);
  const admin = await personnel.as();
  return {
    personnel,
    personnelUrl,
    gateway,
    gatewayUrl,
    close,
    /** A write straight to svc-personnel as an administrator (the loads). */
    async post(url: string, payload: object) {
      const res = await personnel.server.inject({ method: 'POST', url, payload, headers: admin });
      if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
      return res.json();
    },
    /** The session cookie of the gateway's first administrator, signed in over HTTP. */
    async signIn() {
      await gateway.server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
      const login = await fetch(`${gatewayUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: gatewayUrl }, body: JSON.stringify({ username: 'admin', password }) });
      if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
      return login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    },
  };
}

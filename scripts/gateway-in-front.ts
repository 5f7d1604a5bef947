/**
 * The gateway built in this process in front of service instances started as processes of their own, listening on a
 * port of its own, with the administrator signed in: what the fault tests and the failover benchmark call through.
 */
import { buildTestService } from '@firecrest/service-kit/testing';
import { app as gatewayApp } from '../svc-gateway/src/app';
import { configSchema as gatewayConfig, type GatewayConfig } from '../svc-gateway/src/config';

export async function gatewayInFront(settings: Record<string, string> & { INTERNAL_TOKEN_SECRET: string; ADMIN_PASSWORD: string }) {
  const gateway = await buildTestService<GatewayConfig>('svc-gateway', gatewayConfig, gatewayApp, settings);
  await gateway.server.listen({ port: 0, host: '127.0.0.1' });
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.server.address() as { port: number }).port}`;
  await gateway.server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
  const login = await fetch(`${gatewayUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: gatewayUrl }, body: JSON.stringify({ username: 'admin', password: settings.ADMIN_PASSWORD }) });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  /** The administrator's session cookie and the origin the gateway's CSRF check wants. */
  const headers = { cookie: login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), origin: gatewayUrl };
  return { gateway, gatewayUrl, headers };
}

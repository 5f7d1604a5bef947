import { buildTestService } from '@firecrest/service-kit/testing';
import { app } from '../src/app';
import { configSchema, type GatewayConfig } from '../src/config';

export const ADMIN_PASSWORD = 'Initial-passw0rd';

export function buildGateway(env: Record<string, string> = {}) {
  return buildTestService<GatewayConfig>('svc-gateway', configSchema, app, { ADMIN_PASSWORD, LOGIN_MAX_ATTEMPTS: '3', ...env });
}

/** The session cookie from a login response, ready to send back. */
export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string {
  const c = res.cookies.find((x) => x.name === 'fc_session');
  if (!c) throw new Error('no session cookie');
  return `fc_session=${c.value}`;
}

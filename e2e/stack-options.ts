import { DEFAULT_PORTS } from '@firecrest/contracts';
import type { StackOptions } from '../scripts/stack';
import { TEST_CLIENT } from '../svc-gateway/test/local-openid-provider';

// E2E_PORT_OFFSET: another offset when the usual ports are held by the e2e stack of another checkout (a CI run on this machine).
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET || 100);

/** The e2e stack's portal (the OpenID provider's redirect URIs are registered under it). */
export const E2E_PORTAL = `http://127.0.0.1:${DEFAULT_PORTS.shell + PORT_OFFSET}`;
/** The identity provider the e2e stack's gateway trusts: the local one global-setup starts (E2E_OIDC_ISSUER). */
export const E2E_SSO = { id: 'e2e-sso', name: 'Brigade SSO' };
export const e2eSsoRedirectUris = [`${E2E_PORTAL}/api/auth/oidc/${E2E_SSO.id}/callback`];

/** The browser tests' stack: its own ports and, per run, its own databases and topics. */
export const e2eStackOptions = (isolation: string, oidcIssuer = process.env.E2E_OIDC_ISSUER): StackOptions => ({
  name: 'e2e',
  portOffset: PORT_OFFSET,
  isolation,
  adminPassword: 'E2e-initial-passw0rd',
  logLevel: 'warn',
  ...(oidcIssuer
    ? { gatewayEnv: { OIDC_PROVIDERS: JSON.stringify([{ ...E2E_SSO, issuer: oidcIssuer, clientId: TEST_CLIENT.client_id, clientSecret: TEST_CLIENT.client_secret, scopes: 'openid profile email' }]) } }
    : {}),
});

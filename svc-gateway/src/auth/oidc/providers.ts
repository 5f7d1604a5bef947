import type { GatewayConfig } from '../../config';

/** An external identity provider users may sign in with (docs/sign-in.md). */
export interface OidcProviderSettings {
  /** In the URLs: /api/auth/oidc/<id>/start. */
  id: string;
  /** On the sign-in button. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated; `openid` is always asked for. */
  scopes: string;
  /** The user's `linkedAccounts` field an administrator fills to pre-link (e.g. `microsoft`): it may hold the identity's subject, e-mail or username. */
  linkedAccount?: 'microsoft' | 'roster' | 'availability';
}

const ID = /^[a-z0-9-]{1,40}$/;

/** The providers from OIDC_PROVIDERS (a JSON array) and/or the single OIDC_ISSUER/OIDC_CLIENT_ID/... provider. */
export function oidcProviders(config: GatewayConfig): OidcProviderSettings[] {
  const list: OidcProviderSettings[] = [];
  if (config.OIDC_PROVIDERS) {
    const parsed = JSON.parse(config.OIDC_PROVIDERS) as Partial<OidcProviderSettings>[];
    if (!Array.isArray(parsed)) throw new Error('OIDC_PROVIDERS must be a JSON array');
    for (const p of parsed) {
      if (!p.id || !p.issuer || !p.clientId) throw new Error('each of OIDC_PROVIDERS needs id, issuer and clientId');
      list.push({ name: p.id, clientSecret: '', scopes: 'openid profile email', ...p } as OidcProviderSettings);
    }
  }
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID) {
    list.push({
      id: config.OIDC_ID,
      name: config.OIDC_NAME,
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      scopes: config.OIDC_SCOPES,
      ...(config.OIDC_LINKED_ACCOUNT ? { linkedAccount: config.OIDC_LINKED_ACCOUNT as OidcProviderSettings['linkedAccount'] } : {}),
    });
  }
  for (const p of list) {
    if (!ID.test(p.id)) throw new Error(`OIDC provider id "${p.id}" must be lower-case letters, digits and dashes`);
    if (!p.scopes.split(/\s+/).includes('openid')) p.scopes = `openid ${p.scopes}`.trim();
  }
  if (new Set(list.map((p) => p.id)).size !== list.length) throw new Error('OIDC provider ids must be unique');
  return list;
}

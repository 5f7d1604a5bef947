import { createServer } from 'node:http';
import { once } from 'node:events';
import Provider from 'oidc-provider';

/** An identity the local provider knows; its login id is the subject. */
export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  name: string;
  preferred_username: string;
}

export const TEST_CLIENT = { client_id: 'firecrest', client_secret: 'a-test-client-secret-of-enough-length-0123456789' };

export interface LocalOpenIdProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`, OpenID certified) on 127.0.0.1, port 0, with its development login and
 * consent pages (any password), one confidential client (`TEST_CLIENT`, client_secret_post, PKCE required) and the
 * given accounts; without `accounts`, every login id is an account of its own (`<id>@idp.test`). Resolves once its
 * discovery document answers.
 */
export async function startOpenIdProvider(options: { redirectUris: string[]; accounts?: Record<string, ProviderAccount> }): Promise<LocalOpenIdProvider> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const accountOf = (sub: string): ProviderAccount | undefined =>
    options.accounts ? options.accounts[sub] : { email: `${sub}@idp.test`, email_verified: true, name: sub, preferred_username: sub };
  const provider = new Provider(issuer, {
    clients: [{ ...TEST_CLIENT, redirect_uris: options.redirectUris, token_endpoint_auth_method: 'client_secret_post' }],
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accountOf(sub);
      return account ? { accountId: sub, claims: async () => ({ sub, ...account }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    scopes: ['openid', 'email', 'profile', 'User.Read'],
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    cookies: { keys: ['oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  // A fault inside the provider shows in the test's output (the browser only sees an error page).
  provider.on('server_error', (_ctx: unknown, err: Error) => console.error('local OpenID provider:', err));
  server.on('request', provider.callback());
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  // Ready when discovery answers (what the relying party asks first).
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the local OpenID provider at ${issuer} did not answer its discovery document`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { issuer, close };
}

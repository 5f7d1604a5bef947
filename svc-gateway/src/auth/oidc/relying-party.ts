import * as client from 'openid-client';
import type { OidcProviderSettings } from './providers';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The relying party for one provider (openid-client, OpenID certified): discovery once, then authorization code +
 * PKCE (S256), state and nonce; the library validates the ID token (signature with the provider's JWKS, which it
 * fetches and re-fetches when the provider rotates its keys; issuer, audience, expiry, nonce).
 */
export class RelyingParty {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(readonly settings: OidcProviderSettings, readonly redirectUri: string) {}

  private config() {
    // Discovered on first use (the provider may be down when the gateway starts); a failure is retried next time.
    this.configuration ??= (async () => {
      const issuer = new URL(this.settings.issuer);
      // Plain HTTP only for a provider on this machine (development and tests).
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      return client.discovery(issuer, this.settings.clientId, undefined, client.ClientSecretPost(this.settings.clientSecret), {
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        timeout: 10,
      });
    })().catch((err: unknown) => {
      this.configuration = null;
      throw err;
    });
    return this.configuration;
  }

  /** Where to send the browser, and the secrets to keep until it comes back. */
  async start() {
    const config = await this.config();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: this.settings.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** The validated ID token claims of the browser's return (`query` as received on the callback). */
  async finish(query: string, checks: { state: string; nonce: string; codeVerifier: string }) {
    const config = await this.config();
    const tokens = await client.authorizationCodeGrant(config, new URL(`${this.redirectUri}?${query}`), {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    // The profile (e-mail, name) from the provider's userinfo endpoint when it has one (spec §7.3 "directory profile
    // endpoint"); the library checks it is about the ID token's subject.
    if (!config.serverMetadata().userinfo_endpoint) return claims;
    const profile = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    return { ...profile, ...claims };
  }
}

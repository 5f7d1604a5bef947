import type { HttpSender } from './http-sender';

/** Renew a token this long before it expires. */
const EARLY_MS = 30_000;
const DEFAULT_LIFETIME_S = 300;

/** OAuth2 client-credentials tokens, kept per token URL and client until shortly before they expire. */
export function oauthTokens(sender: HttpSender, now: () => Date) {
  const kept = new Map<string, { token: string; until: number }>();
  const pending = new Map<string, Promise<string>>();

  async function fetchToken(tokenUrl: string, clientId: string, clientSecret: string): Promise<{ token: string; lifetime: number }> {
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString();
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
    const res = await sender.post(tokenUrl, { authorization: `Basic ${basic}`, accept: 'application/json' }, form, 'application/x-www-form-urlencoded');
    if (res.status !== 200) throw new Error(`The token endpoint answered ${res.status}: ${res.text.slice(0, 500)}`);
    const json = JSON.parse(res.text) as { access_token?: string; expires_in?: number };
    if (!json.access_token) throw new Error('The token endpoint answered no access_token.');
    return { token: json.access_token, lifetime: Number(json.expires_in) || DEFAULT_LIFETIME_S };
  }

  return {
    async token(tokenUrl: string, clientId: string, clientSecret: string): Promise<string> {
      const key = `${tokenUrl}\n${clientId}\n${clientSecret}`;
      const held = kept.get(key);
      if (held && held.until > now().getTime()) return held.token;
      // Deliveries starting together share one token request.
      let asking = pending.get(key);
      if (!asking) {
        asking = fetchToken(tokenUrl, clientId, clientSecret)
          .then(({ token, lifetime }) => {
            kept.set(key, { token, until: now().getTime() + lifetime * 1000 - EARLY_MS });
            return token;
          })
          .finally(() => pending.delete(key));
        pending.set(key, asking);
      }
      return asking;
    },
    forget(tokenUrl: string, clientId: string, clientSecret: string) {
      kept.delete(`${tokenUrl}\n${clientId}\n${clientSecret}`);
    },
  };
}
export type OAuthTokens = ReturnType<typeof oauthTokens>;

import { IDENTITY_HEADER, signIdentity, type Identity } from './identity';

/**
 * A service asking another on its own behalf (not a user's): POSTs JSON with the service's identity signed for the
 * receiving service (`audience`, e.g. `svc-training`), a fresh token per call, and answers the JSON reply, or null
 * when the other service is unreachable, too slow or refuses.
 */
export function serviceCaller(identity: Identity, secret: string, audience: string, timeoutMs = 10_000) {
  return async function post<T>(url: string, body: object): Promise<T | null> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: await signIdentity(identity, secret, audience) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    }).catch(() => null);
    return res?.ok ? ((await res.json()) as T) : null;
  };
}

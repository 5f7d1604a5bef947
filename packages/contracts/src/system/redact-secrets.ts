/**
 * Secrets never reach the audit or error log (issue 12): values of secret-looking query parameters and fields,
 * API keys, bearer tokens, session cookies and long opaque path segments are replaced before anything is stored.
 */
export const REDACTED = '[REDACTED]';

/** Names whose values are secrets: passwords, keys, tokens, session ids, signatures, codes. */
const SECRET_NAME = /(pass(word)?|pwd|secret|token|api[-_]?key|apikey|key|session([-_]?id)?|sid|auth(orization)?|credential|signature|sig|code|otp|cookie|fc_session|jwt|bearer)$/i;
const API_KEY = /fck_[A-Za-z0-9_-]+/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** `name=value`, `"name": "value"` and `Name: value` in free text (messages, stacks); replaced when the name is secret-looking. */
const EQ_PAIR = /([A-Za-z_][A-Za-z0-9_.-]*)=([^&\s,;"'}]+)/g;
const JSON_PAIR = /(["'])([A-Za-z_][A-Za-z0-9_.-]*)\1(\s*:\s*)(["'])((?:\\.|(?!\4).)*)\4/g;
const HEADER_PAIR = /\b([A-Za-z_][A-Za-z0-9_-]*)(:\s*)([^\s,;"']+)/g;
/** A path segment that looks like a credential: long and random (tokens, reset links), not an id. */
const OPAQUE_SEGMENT = /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9_~.-]{32,}$/;
const OBJECT_ID = /^[0-9a-f]{24}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isSecretName = (name: string) => SECRET_NAME.test(name.replace(/[^A-Za-z0-9_-]/g, ''));

/** A request URL (path and query) with secret values replaced; parameter names stay, so the log still says what was asked. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q + 1);
  const safePath = path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        /* keep as is */
      }
      if (decoded.includes('fck_')) return REDACTED;
      return OPAQUE_SEGMENT.test(decoded) && !OBJECT_ID.test(decoded) && !UUID.test(decoded) ? REDACTED : segment;
    })
    .join('/');
  if (!query) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        /* keep as is */
      }
      if (eq < 0) return pair;
      return isSecretName(name) ? `${rawName}=${REDACTED}` : `${rawName}=${redactText(pair.slice(eq + 1))}`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** Free text (an error message or stack) with API keys, bearer tokens and secret-named values replaced. */
export function redactText(text: string): string {
  return text
    .replace(API_KEY, REDACTED)
    .replace(BEARER, (_m, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(EQ_PAIR, (match, name: string) => (isSecretName(name) ? `${name}=${REDACTED}` : match))
    .replace(JSON_PAIR, (match, q1: string, name: string, sep: string, q2: string) => (isSecretName(name) ? `${q1}${name}${q1}${sep}${q2}${REDACTED}${q2}` : match))
    .replace(HEADER_PAIR, (match, name: string, sep: string) => (isSecretName(name) ? `${name}${sep}${REDACTED}` : match));
}

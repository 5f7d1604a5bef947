/** Origins (scheme://host:port) of URLs, without duplicates; entries that are not URLs are skipped. */
export function originsOf(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}

/**
 * The portal's Content-Security-Policy: script only from this origin and the remotes (Module Federation loads
 * their chunks with script tags and their manifests with fetch), no inline script, no framing. Inline styles stay
 * allowed: antd writes its CSS-in-JS into style elements at run time.
 */
export function contentSecurityPolicy(remoteOrigins: string[]): string {
  const remotes = remoteOrigins.join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `connect-src ${withRemotes("'self'")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withRemotes("'self' data: blob:")}`,
    `font-src ${withRemotes("'self' data:")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

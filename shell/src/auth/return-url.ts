/**
 * Where to go after signing in: `returnUrl` when it is a path of this site, else `fallback`. Never another origin:
 * a link carrying one would send a freshly signed-in user wherever it says. The browser's own URL parser decides,
 * since it reads `/\host` and `/<tab>/host` as `//host` where a check of the text's first characters does not.
 */
export const localReturnUrl = (returnUrl: string | null | undefined, fallback: string, origin: string = globalThis.location?.origin ?? ''): string => {
  if (!returnUrl?.startsWith('/') || !origin) return fallback;
  let target: URL;
  try {
    target = new URL(returnUrl, origin);
  } catch {
    return fallback;
  }
  return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : fallback;
};

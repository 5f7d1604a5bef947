/**
 * Where to go after signing in: `returnUrl` when it is a path of this site, else `fallback`. Never another origin
 * (`//host/…` or a full URL): a link carrying one would send a freshly signed-in user wherever it says.
 */
export const localReturnUrl = (returnUrl: string | null | undefined, fallback: string): string =>
  returnUrl?.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : fallback;

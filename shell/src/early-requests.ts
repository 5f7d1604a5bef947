/**
 * The answers the portal's first render waits for, asked before the shared libraries load (this module is outside
 * the async boundary and imports none of them): the run-time config, and on a signed-in page who is signed in. Asked
 * here, they travel while React and antd are parsed instead of after.
 */

/** The sign-in page loads alone (React, without antd, the router or axios: issue 15's budget) and needs no session. */
export const onSignInPage = /^\/login\/?$/.test(window.location.pathname);

export const early: { config: Promise<Response>; session?: Promise<Response> } = {
  config: fetch('/config.json', { cache: 'no-cache' }),
  ...(onSignInPage ? {} : { session: fetch('/api/auth/me', { credentials: 'same-origin', headers: { 'x-request-id': crypto.randomUUID() } }) }),
};

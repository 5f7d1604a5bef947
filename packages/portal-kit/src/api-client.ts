import axios, { AxiosError } from 'axios';
import type { Problem } from '@firecrest/contracts';
import { failedCallMessage } from './problem';
import { i18n } from './i18n/i18n';

export { serverNotResponding } from './problem';

/** The portal's HTTP client: same-origin `/api` through the shell, cookies included, a request id per call. */
export const api = axios.create({ baseURL: '/', withCredentials: true, timeout: 30_000 });

api.interceptors.request.use((config) => {
  config.headers.set('x-request-id', crypto.randomUUID());
  return config;
});

type Redirect = (path: string) => void;
let redirect: Redirect = (path) => window.location.assign(path);
/** The shell installs a router-aware redirect; remotes inherit it because portal-kit is a shared singleton. */
export function setRedirect(fn: Redirect) {
  redirect = fn;
}

api.interceptors.response.use(undefined, (error: AxiosError<Problem>) => {
  const problem = error.response?.data;
  const path = window.location.pathname;
  const onAuthPage = ['/login', '/update-password', '/logout'].includes(path);
  if (error.response?.status === 401 && !onAuthPage && !error.config?.url?.includes('/api/auth/')) {
    redirect(`/login?returnUrl=${encodeURIComponent(path + window.location.search)}`);
  } else if (problem?.code === 'passwordChangeRequired' && !onAuthPage) {
    redirect('/update-password');
  }
  return Promise.reject(error);
});

/**
 * What to tell the user about a failed call: the server's problem detail as sentences (`labels`: the screen's names
 * of the fields the server may name), or why there was no answer.
 */
export function problemMessage(error: unknown, labels?: Record<string, string>): string {
  if (error instanceof AxiosError) return failedCallMessage(error.response?.status, error.response?.data as Partial<Problem> | undefined, labels);
  return error instanceof Error ? error.message : i18n.t('common:problem.unhandled');
}

/** The HTTP status a failed call was answered with (undefined: no answer, or not a call). */
export const problemStatus = (error: unknown): number | undefined => (error instanceof AxiosError ? error.response?.status : undefined);

/** The problem code a failed call was answered with (`validation`, `notFound`…), if any. */
export const problemCode = (error: unknown): string | undefined => (error instanceof AxiosError ? (error.response?.data as Partial<Problem> | undefined)?.code : undefined);

/** Whether a failure means the server is unreachable (no answer, or the gateway cannot reach a service). */
export function isServerDown(error: unknown): boolean {
  return error instanceof AxiosError && (!error.response || [502, 503, 504].includes(error.response.status));
}

// Component tests' frame (vitest, `// @vitest-environment happy-dom`, Testing Library): the screen rendered in the
// portal's frame with a router, a signed-in user with the rights the test gives, and the portal's calls answered in
// the process by URL (no network).
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PermissionMap, SessionUser } from '@firecrest/contracts';
import { api, PortalFrame, queryClient, useSession } from '../src/index';

export interface Answer {
  status?: number;
  body?: unknown;
  /** Answered once this settles (a slow call). */
  after?: Promise<void>;
}
/** A call the screen made: method, URL (with its query string) and JSON body. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}
/** By `METHOD url` (or `url` alone for a GET): one answer for every call, or a queue answered in turn (the last kept). */
export type Answers = Record<string, Answer | Answer[] | ((call: Call) => Answer)>;

const problem = (status: number, code: string, detail: string, errors?: { field: string; message: string }[]) => ({
  type: `urn:firecrest:problem:${code}`,
  title: code,
  status,
  code,
  detail,
  ...(errors ? { errors } : {}),
});

/** A refusal as the server words it: `refused(400, 'validation', 'Enter a name.', [{ field: 'name', message: 'Enter a name.' }])`. */
export const refused = (status: number, code: string, detail: string, errors?: { field: string; message: string }[]): Answer => ({ status, body: problem(status, code, detail, errors) });

/**
 * Answers the portal's calls from `answers` and records them; a call nobody answers gets a 404 problem (the test
 * sees it in `calls`). Returns the calls made, in order.
 */
export function answerCalls(answers: Answers): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url!;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call = { method, url, body };
    calls.push(call);
    const entry = answers[`${method} ${url}`] ?? (method === 'GET' ? answers[url] : undefined);
    const answer = typeof entry === 'function' ? entry(call) : Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    const { status = 200, body: data = {}, after } = answer ?? refused(404, 'notFound', `No answer for ${method} ${url} in this test.`);
    await after;
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, { ...response, headers: new AxiosHeaders() });
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}

/** Signs a user in for the screen: every right on the modules given (`{ TRAINING_EVENTS: ['view', 'edit'] }`). */
export function signedInWith(permissions: PermissionMap, user: Partial<SessionUser> = {}) {
  const signedIn: SessionUser = { id: '1', username: 'tester', name: 'Test User', mustChangePassword: false, accessAllLocations: true, roles: ['Tester'], permissions, ...user };
  useSession.setState({ status: 'signedIn', user: signedIn });
}

/** Renders `screen` at `path` (matched by `route`, e.g. '/training/events/:id') in the portal's frame. */
export function renderScreen(screen: ReactNode, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  const router = createMemoryRouter([{ path: route, element: screen }], { initialEntries: [path] });
  return { router, ...render(<PortalFrame><RouterProvider router={router} /></PortalFrame>) };
}

/**
 * Unmounts what a test rendered and forgets its answers and user: run after every unit test by `setup.ts`
 * (vitest.config.ts), as the unit tier shares modules between files and a hook registered here would run for the
 * first file of a worker only.
 */
export function cleanScreen() {
  cleanup();
  queryClient.clear();
  useSession.setState({ user: null });
}

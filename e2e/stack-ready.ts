import { existsSync, readFileSync } from 'node:fs';

/** What the browser files read of the stack once it is up (e2e/global-setup.ts writes it). */
export interface E2eStackReady {
  E2E_PORTAL_URL: string;
  E2E_GATEWAY_URL: string;
  E2E_ADMIN_USER: string;
  E2E_ADMIN_PASSWORD: string;
  E2E_FIRST_USER: string;
  E2E_FIRST_PASSWORD: string;
}

/** A first start on a clean machine builds the four frontends and starts twelve processes: minutes on 2 cores. */
const START_TIMEOUT_MS = 600_000;

const file = process.env.E2E_READY_FILE;
if (!file) throw new Error('E2E_READY_FILE is not set: the browser tests run through their global set-up (vitest --project e2e)');
const deadline = Date.now() + START_TIMEOUT_MS;
while (!existsSync(file)) {
  if (Date.now() > deadline) throw new Error(`the browser tests' stack was not up within ${START_TIMEOUT_MS / 1000} s`);
  await new Promise((r) => setTimeout(r, 250));
}
const ready = JSON.parse(readFileSync(file, 'utf8')) as { env?: E2eStackReady; error?: string };
if (!ready.env) throw new Error(`the browser tests' stack did not start: ${ready.error}`);
Object.assign(process.env, ready.env);

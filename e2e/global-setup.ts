import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MongoClient } from 'mongodb';
import { DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { stackDatabases, startStack, stopStack } from '../scripts/stack';
import { deleteTopics } from '../scripts/test-topics';
import { prepareAccounts } from './accounts';
import { e2eSsoRedirectUris, e2eStackOptions } from './stack-options';
import { STOP_E2E_STACK } from './stack-release';
import type { E2eStackReady } from './stack-ready';
import { startOpenIdProvider } from '../svc-gateway/test/local-openid-provider';

const NAME = e2eStackOptions('').name;

/**
 * Starts a complete, isolated Firecrest (own ports, databases and topics) for the browser tests, and removes it
 * afterwards. Vitest runs every project's set-up before the first file of any: the stack's services start in the
 * background while the unit tier runs (the frontends' build, synchronous, still comes first), and each browser file
 * waits for them (`e2e/stack-ready.ts`, from the file named in E2E_READY_FILE, which also carries the stack's
 * addresses and accounts, or why it did not start).
 */
export default async function setup() {
  const isolation = `e2e_${Date.now().toString(36)}_`;
  const readyFile = join(mkdtempSync(join(tmpdir(), 'firecrest-e2e-')), 'ready.json');
  process.env.E2E_READY_FILE = readyFile;
  await stopStack(NAME, { wipe: true });
  // A real OpenID provider (port 0) the stack's gateway trusts, up before the stack (the gateway discovers it on first use).
  const openIdProvider = await startOpenIdProvider({ redirectUris: e2eSsoRedirectUris });
  process.env.E2E_OIDC_ISSUER = openIdProvider.issuer;
  const starting = (async (): Promise<E2eStackReady> => {
    const stack = await startStack(e2eStackOptions(isolation));
    const accounts = await prepareAccounts(stack.portalUrl, stack.adminUsername, stack.adminPassword);
    return {
      E2E_PORTAL_URL: stack.portalUrl,
      E2E_GATEWAY_URL: stack.gatewayUrl,
      E2E_ADMIN_USER: stack.adminUsername,
      // Every file signs in as a ready administrator; E2E_FIRST_* still has to change its initial password.
      E2E_ADMIN_PASSWORD: accounts.adminPassword,
      E2E_FIRST_USER: accounts.firstUser,
      E2E_FIRST_PASSWORD: accounts.firstPassword,
    };
  })();
  // Written whole under another name, then renamed: a file waiting for it never reads half of it.
  const publish = (ready: { env: E2eStackReady } | { error: string }) => {
    writeFileSync(`${readyFile}.part`, JSON.stringify(ready));
    renameSync(`${readyFile}.part`, readyFile);
  };
  const written = starting.then(
    (env) => publish({ env }),
    (error: unknown) => publish({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // A start still under way (a run ended or cancelled before its browser files) is let finish, then stopped.
      await written;
      await stopStack(NAME);
      await openIdProvider.close();
      rmSync(dirname(readyFile), { recursive: true, force: true });
      // Cleaning up must never hold the run: a database another client still uses can keep FerretDB's drop waiting.
      await bounded('drop the e2e databases', dropDatabases(isolation));
      await bounded('delete the e2e topics', deleteTopics(`${isolation}.`));
    })());
  // Stopped as soon as the last browser file ends (e2e/stack-release.ts), so the tiers after it have the machine.
  (globalThis as Record<symbol, unknown>)[STOP_E2E_STACK] = stop;
  return async () => {
    await stop();
  };
}

const CLEANUP_TIMEOUT_MS = 60_000;

async function bounded(what: string, work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`e2e teardown: gave up waiting to ${what} after ${CLEANUP_TIMEOUT_MS / 1000} s`);
      resolve();
    }, CLEANUP_TIMEOUT_MS);
  });
  await Promise.race([work.catch((error: unknown) => console.warn(`e2e teardown: could not ${what}:`, error)), timeout]);
  clearTimeout(timer);
}

async function dropDatabases(isolation: string): Promise<void> {
  // By name: FerretDB's listDatabases can take minutes while other clients are busy, a drop by name takes milliseconds.
  const client = await MongoClient.connect(process.env.MONGO_URL ?? DEFAULT_MONGO_URL, { serverSelectionTimeoutMS: 10_000 });
  const giveUp = setTimeout(() => void client.close(true), CLEANUP_TIMEOUT_MS);
  try {
    for (const name of stackDatabases(isolation)) await client.db(name).dropDatabase();
  } finally {
    clearTimeout(giveUp);
    await client.close(true);
  }
}

import { MongoClient } from 'mongodb';
import { DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { stackDatabases, startStack, stopStack } from '../scripts/stack';
import { deleteTopics } from '../scripts/test-topics';
import { prepareAccounts } from './accounts';
import { e2eSsoRedirectUris, e2eStackOptions } from './stack-options';
import { startOpenIdProvider } from '../svc-gateway/test/local-openid-provider';

const NAME = e2eStackOptions('').name;

/**
 * Starts a complete, isolated Firecrest (own ports, databases and topics) for the browser tests,
 * and removes it afterwards.
 */
export default async function setup() {
  const isolation = `e2e_${Date.now().toString(36)}_`;
  await stopStack(NAME, { wipe: true });
  // A real OpenID provider (port 0) the stack's gateway trusts, up before the stack (the gateway discovers it on first use).
  const openIdProvider = await startOpenIdProvider({ redirectUris: e2eSsoRedirectUris });
  process.env.E2E_OIDC_ISSUER = openIdProvider.issuer;
  const stack = await startStack(e2eStackOptions(isolation)).catch(
    async (error: unknown) => {
      // vitest runs no teardown when setup fails: stop what did start, so no process outlives the run
      await stopStack(NAME);
      await openIdProvider.close();
      throw error;
    },
  );
  process.env.E2E_ISOLATION = isolation;
  process.env.E2E_PORTAL_URL = stack.portalUrl;
  process.env.E2E_GATEWAY_URL = stack.gatewayUrl;
  process.env.E2E_ADMIN_USER = stack.adminUsername;
  const accounts = await prepareAccounts(stack.portalUrl, stack.adminUsername, stack.adminPassword).catch(async (error: unknown) => {
    await stopStack(NAME);
    await openIdProvider.close();
    throw error;
  });
  // Every file signs in as a ready administrator; E2E_FIRST_* still has to change its initial password.
  process.env.E2E_ADMIN_PASSWORD = accounts.adminPassword;
  process.env.E2E_FIRST_USER = accounts.firstUser;
  process.env.E2E_FIRST_PASSWORD = accounts.firstPassword;
  process.env.E2E_STACK_DIR = stack.dir;
  return async () => {
    await stopStack(NAME);
    await openIdProvider.close();
    // Cleaning up must never hold the run: a database another client still uses can keep FerretDB's drop waiting.
    await bounded('drop the e2e databases', dropDatabases(isolation));
    await bounded('delete the e2e topics', deleteTopics(`${isolation}.`));
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

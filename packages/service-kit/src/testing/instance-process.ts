import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** A service (or a fixture of one) running as its own process, so that a test can SIGKILL it. */
export interface InstanceProcess {
  child: ChildProcess;
  /** Everything it has written to stdout so far. */
  output(): string;
  /** The address it listens on, when it logged fastify's "Server listening at". */
  url: string | undefined;
  /** SIGKILL (no shutdown hooks run), resolved once it has exited; nothing if it already has. */
  kill(): Promise<void>;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Starts `script` (TypeScript, run from source as the stack does) with `env` added to this process's, and resolves once
 * its stdout contains `ready` (fastify's listening line by default); rejects if it exits or is not ready in time.
 */
export async function startInstanceProcess(script: string, env: Record<string, string>, ready = 'Server listening', timeoutMs = 30_000): Promise<InstanceProcess> {
  const child = spawn(process.execPath, ['--conditions=@firecrest/source', '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const instance: InstanceProcess = {
    child,
    output: () => out,
    url: undefined,
    kill: async () => {
      if (!alive(child)) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} not ready within ${timeoutMs} ms:\n${out.slice(-2_000)}`));
    }, timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${signal ?? code}) before it was ready:\n${out.slice(-2_000)}`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      if (!out.includes(ready)) return;
      clearTimeout(timer);
      resolve();
    });
  });
  instance.url = /Server listening at (http:\/\/[^\s",]+)/.exec(out)?.[1];
  return instance;
}

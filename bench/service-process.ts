import { spawn, type ChildProcess } from 'node:child_process';
import { serviceNodeArgs } from '../scripts/service-command';

const ROOT = new URL('..', import.meta.url).pathname;

/**
 * Starts one service from its source in a process of its own (its declared V8 flags, as the stack runs it), so a
 * bench can measure that process alone, and waits until it answers /readyz. `env` adds to the bench's environment
 * (its database, topic prefix, settings).
 */
export async function startServiceProcess(service: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, serviceNodeArgs(service, `${ROOT}${service}/src/server.ts`), {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${service} exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${service} did not become ready`);
}

/** Stops the processes and waits until they are gone. */
export async function stopServiceProcesses(children: ChildProcess[]) {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
}

import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port free right now (the OS picks it), for a service process the bench starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** A memory figure of a process's status (kB there), in MB. */
const statusMb = (pid: number, field: 'VmHWM' | 'VmRSS') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A process's peak resident memory in MB since it started. */
export const peakRss = (pid: number) => statusMb(pid, 'VmHWM');

/** A process's resident memory in MB now. */
export const rss = (pid: number) => statusMb(pid, 'VmRSS');

import { describe, expect, it, vi } from 'vitest';
import { InstancePool, instanceUrls } from '../src/proxy/instance-pool';
import { startProbing } from '../src/proxy/health-prober';
import { classifyFailure, failureProblem, mayRetry } from '../src/proxy/upstream-failure';

const A = 'http://127.0.0.1:3005';
const B = 'http://127.0.0.1:3015';
const C = 'http://127.0.0.1:3025';
const picks = (pool: InstancePool, n: number, avoid?: string) => Array.from({ length: n }, () => pool.pick(avoid));
const count = (urls: string[]) => Object.fromEntries([...new Set(urls)].map((u) => [u, urls.filter((x) => x === u).length]));

describe('instance pool', () => {
  it('reads one URL or a comma-separated list, without trailing slashes or blanks', () => {
    expect(instanceUrls(A)).toEqual([A]);
    expect(instanceUrls(` ${A}/, ${B} ,`)).toEqual([A, B]);
  });

  it('refuses an empty list and a URL listed twice', () => {
    expect(() => new InstancePool('svc-personnel', [])).toThrow(/no instance/);
    expect(() => new InstancePool('svc-personnel', [A, A])).toThrow(/twice/);
  });

  it('shares calls evenly over the instances, round robin', () => {
    const pool = new InstancePool('svc-personnel', [A, B, C]);
    const chosen = picks(pool, 9);
    expect(count(chosen)).toEqual({ [A]: 3, [B]: 3, [C]: 3 });
    // Never the same one twice in a row while others are in rotation.
    for (let i = 1; i < chosen.length; i++) expect(chosen[i]).not.toBe(chosen[i - 1]);
  });

  it('gives calls only to instances in rotation, and again to one that comes back', () => {
    const pool = new InstancePool('svc-personnel', [A, B, C]);
    expect(pool.markOut(B)).toBe(true);
    expect(pool.markOut(B)).toBe(false);
    expect(new Set(picks(pool, 10))).toEqual(new Set([A, C]));
    expect(pool.markIn(B)).toBe(true);
    expect(new Set(picks(pool, 10))).toEqual(new Set([A, B, C]));
    expect(pool.snapshot()).toEqual([A, B, C].map((url) => ({ url, inRotation: true })));
  });

  it('goes round all instances when none is in rotation, rather than refusing every call', () => {
    const pool = new InstancePool('svc-personnel', [A, B]);
    pool.markOut(A);
    pool.markOut(B);
    expect(new Set(picks(pool, 4))).toEqual(new Set([A, B]));
  });

  it('sends a retry to another instance: the one failed on only when it is the only one', () => {
    const pool = new InstancePool('svc-personnel', [A, B, C]);
    pool.markOut(C);
    expect(new Set(picks(pool, 5, A))).toEqual(new Set([B]));
    // Out of rotation is still better than the one that just failed.
    pool.markOut(B);
    expect(new Set(picks(pool, 5, A))).toEqual(new Set([B, C]));
    expect(new InstancePool('svc-personnel', [A]).pick(A)).toBe(A);
  });
});

describe('health prober', () => {
  it('takes an instance out when its probe fails and puts it back when it answers, telling of each change once', async () => {
    vi.useFakeTimers();
    try {
      const pool = new InstancePool('svc-personnel', [A, B]);
      let bUp = true;
      const changes: string[] = [];
      const stop = startProbing([pool], {
        probe: async (url) => url === A || bUp,
        intervalMs: 500,
        onChange: (service, url, inRotation) => changes.push(`${service} ${url} ${inRotation ? 'in' : 'out'}`),
      });
      await vi.advanceTimersByTimeAsync(0);
      bUp = false;
      await vi.advanceTimersByTimeAsync(500);
      expect(pool.snapshot()).toEqual([{ url: A, inRotation: true }, { url: B, inRotation: false }]);
      await vi.advanceTimersByTimeAsync(1_000);
      bUp = true;
      await vi.advanceTimersByTimeAsync(500);
      expect(pool.snapshot()[1].inRotation).toBe(true);
      expect(changes).toEqual([`svc-personnel ${B} out`, `svc-personnel ${B} in`]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not start a second probe of an instance while the first is still waiting', async () => {
    vi.useFakeTimers();
    try {
      const pool = new InstancePool('svc-personnel', [A]);
      let started = 0;
      const stop = startProbing([pool], { probe: () => (started++, new Promise<boolean>(() => {})), intervalMs: 500 });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(started).toBe(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('upstream failures', () => {
  const coded = (code: string) => Object.assign(new Error(code), { code });

  it('tells a connection never made from one that broke, through the proxy’s wrapping', () => {
    expect(classifyFailure(coded('ECONNREFUSED'))).toBe('unreached');
    expect(classifyFailure(new Error('proxy failed', { cause: coded('ECONNREFUSED') }))).toBe('unreached');
    expect(classifyFailure(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]))).toBe('unreached');
    expect(classifyFailure(coded('UND_ERR_SOCKET'))).toBe('broken');
    expect(classifyFailure(new Error('reset', { cause: coded('ECONNRESET') }))).toBe('broken');
    expect(classifyFailure(coded('UND_ERR_HEADERS_TIMEOUT'))).toBe('other');
    expect(classifyFailure('not an error')).toBe('other');
  });

  it('retries a read once after a failed connection, and never a write', () => {
    expect(mayRetry('GET', 'unreached', 0)).toBe(true);
    expect(mayRetry('HEAD', 'broken', 0)).toBe(true);
    expect(mayRetry('GET', 'broken', 1)).toBe(false);
    expect(mayRetry('GET', 'unavailable', 0)).toBe(true);
    expect(mayRetry('GET', 'other', 0)).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(mayRetry(method, 'unreached', 0)).toBe(false);
      expect(mayRetry(method, 'broken', 0)).toBe(false);
      expect(mayRetry(method, 'unavailable', 0)).toBe(false);
    }
  });

  it('answers 503 with Retry-After for a service not reached, 502 for a connection that broke', () => {
    expect(failureProblem('svc-personnel', 'unreached')).toMatchObject({ statusCode: 503, code: 'serviceUnavailable', headers: { 'retry-after': '1' } });
    expect(failureProblem('svc-personnel', 'broken')).toMatchObject({ statusCode: 502, code: 'badGateway' });
    expect(failureProblem('svc-personnel', 'unavailable')).toBeNull();
    expect(failureProblem('svc-personnel', 'other')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { envFor, MAX_REPLICAS, REPLICA_PORT_STEP, replicasFromEnv, startStack } from '../stack';

const options = { name: 'unit', portOffset: 100, isolation: 'unit_', logLevel: 'warn', gatewayEnv: {} };

describe('a stack with several instances of each service', () => {
  it('puts instance k of a service on its port + 10·k', () => {
    expect(REPLICA_PORT_STEP).toBe(10);
    expect(envFor('svc-personnel', { ...options, replicas: 2 }, 's', 'p').PORT).toBe('3105');
    expect(envFor('svc-personnel', { ...options, replicas: 2 }, 's', 'p', 1).PORT).toBe('3115');
    // The last one allowed stays below the next stack's ports (offset + 100).
    expect(3007 + REPLICA_PORT_STEP * (MAX_REPLICAS - 1)).toBeLessThan(3100);
  });

  it('gives the gateway every instance of each service, and the services instance 0 of one another', () => {
    const gateway = envFor('svc-gateway', { ...options, replicas: 2 }, 's', 'p');
    expect(gateway.PERSONNEL_URL).toBe('http://127.0.0.1:3105,http://127.0.0.1:3115');
    expect(gateway.PUBLIC_API_URL).toBe('http://127.0.0.1:3101,http://127.0.0.1:3111');
    expect(envFor('svc-scheduler', { ...options, replicas: 2 }, 's', 'p', 1).PERSONNEL_URL).toBe('http://127.0.0.1:3105');
  });

  it('keeps one URL per service without replicas (the default, as the e2e stack starts)', () => {
    expect(envFor('svc-gateway', options, 's', 'p').PERSONNEL_URL).toBe('http://127.0.0.1:3105');
  });

  it('takes the count from FIRECREST_REPLICAS when not given (the e2e and fault-test stacks)', async () => {
    expect(replicasFromEnv({})).toBe(1);
    expect(replicasFromEnv({ FIRECREST_REPLICAS: '2' })).toBe(2);
    const before = process.env.FIRECREST_REPLICAS;
    process.env.FIRECREST_REPLICAS = String(MAX_REPLICAS + 1);
    try {
      await expect(startStack({ name: 'unit' })).rejects.toThrow(/replicas must be 1 to 9, not 10/);
    } finally {
      if (before === undefined) delete process.env.FIRECREST_REPLICAS;
      else process.env.FIRECREST_REPLICAS = before;
    }
  });

  it('refuses a count it cannot place', async () => {
    await expect(startStack({ name: 'unit', replicas: MAX_REPLICAS + 1 })).rejects.toThrow(/replicas must be 1 to 9/);
    await expect(startStack({ name: 'unit', replicas: 0 })).rejects.toThrow(/replicas must be/);
  });
});

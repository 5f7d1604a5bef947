import { describe, expect, it } from 'vitest';
import { kafkaSasl } from '../src/broker-credentials';
import { baseConfigSchema, loadConfig, type BaseConfig } from '../src';

describe('broker credentials from the environment', () => {
  const load = (env: Record<string, string>) => loadConfig<BaseConfig>('svc-test', baseConfigSchema, { PORT: '0', MONGO_DB: 'unused', ...env });

  it('connects without SASL when none is configured (the local, loopback-only broker)', () => {
    expect(kafkaSasl(load({}))).toBeUndefined();
  });

  it('reads SCRAM-SHA-256 credentials, the mechanism compose.yaml uses, by default', () => {
    expect(kafkaSasl(load({ KAFKA_SASL_USERNAME: 'firecrest', KAFKA_SASL_PASSWORD: 's3cret' }))).toEqual({ mechanism: 'scram-sha-256', username: 'firecrest', password: 's3cret' });
    expect(kafkaSasl(load({ KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p', KAFKA_SASL_MECHANISM: 'scram-sha-512' }))?.mechanism).toBe('scram-sha-512');
  });

  it('refuses half a pair instead of connecting without credentials', () => {
    expect(() => kafkaSasl(load({ KAFKA_SASL_USERNAME: 'firecrest' }))).toThrow(/set both or neither/);
  });
});

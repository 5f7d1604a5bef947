import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVICES } from '../../scripts/stack';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** docs/deployment.md quotes compose.yaml's instance counts and Kafka factors: they must say the same. */
describe('docs/deployment.md against compose.yaml', () => {
  const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, { deploy?: { replicas?: number }; environment?: Record<string, unknown> }>;
  };
  const doc = readFileSync(join(ROOT, 'docs/deployment.md'), 'utf8');

  it('names the replicas of every service and the single gateway', () => {
    const counts = new Set(SERVICES.filter((s) => s !== 'svc-gateway').map((s) => compose.services[s]?.deploy?.replicas));
    expect(counts).toEqual(new Set([2]));
    expect(doc).toContain('every service but the gateway has `deploy: { replicas: 2 }`');
    expect(compose.services['svc-gateway']?.deploy?.replicas).toBe(1);
  });

  it('names the brokers, their factors and the services’ replication factor', () => {
    const brokers = Object.keys(compose.services).filter((name) => /^kafka-\d$/.test(name));
    expect(brokers).toHaveLength(3);
    expect(doc).toContain('three KRaft nodes (`kafka-1..3`');
    const broker = compose.services['kafka-1']!.environment!;
    expect(broker.KAFKA_DEFAULT_REPLICATION_FACTOR).toBe(3);
    expect(broker.KAFKA_MIN_INSYNC_REPLICAS).toBe(2);
    expect(doc).toContain('`default.replication.factor`\n  3, `min.insync.replicas` 2');
    expect(compose.services['svc-personnel']!.environment!.KAFKA_REPLICATION_FACTOR).toBe(3);
    expect(doc).toContain('`KAFKA_REPLICATION_FACTOR` copies (3 in compose');
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '..', '..');
const APPS = ['svc-gateway', 'svc-public-api', 'svc-webhooks', 'svc-lms', 'svc-scheduler', 'svc-personnel', 'svc-training', 'shell', 'mf-system', 'mf-training', 'mf-personnel'];

describe('compose.yaml', () => {
  const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, { image?: string; build?: { context: string; dockerfile: string }; environment?: Record<string, unknown>; healthcheck?: unknown }>;
  };

  it('runs real MongoDB 7 and Kafka 3.9', () => {
    expect(compose.services.mongo.image).toBe('mongo:7');
    expect(compose.services.kafka.image).toMatch(/^apache\/kafka:3\.9\./);
  });

  it('builds every service and remote from its own Dockerfile', () => {
    for (const app of APPS) {
      const build = compose.services[app]?.build;
      expect(build, app).toBeDefined();
      expect(build!.dockerfile).toBe(`${app}/Dockerfile`);
      expect(existsSync(join(ROOT, build!.context, build!.dockerfile)), app).toBe(true);
    }
  });

  it('points every service at MongoDB and Kafka, with a readiness health check', () => {
    for (const app of APPS.filter((a) => a.startsWith('svc-'))) {
      expect(compose.services[app].environment).toMatchObject({ MONGO_URL: 'mongodb://mongo:27017', KAFKA_BROKERS: 'kafka:9092' });
      expect(JSON.stringify(compose.services[app].healthcheck)).toContain('/readyz');
    }
  });
});

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
      expect(compose.services[app].environment).toMatchObject({ KAFKA_BROKERS: 'kafka:9092' });
      expect(compose.services[app].environment!.MONGO_URL).toMatch(/^mongodb:\/\/firecrest:\$\{MONGO_PASSWORD:\?[^}]*\}@mongo:27017\/\?authSource=admin$/);
      expect(JSON.stringify(compose.services[app].healthcheck)).toContain('/readyz');
    }
  });

  it('requires credentials for MongoDB and Kafka (SASL/SCRAM-SHA-256), from the environment, never written in', () => {
    expect(compose.services.mongo.environment).toMatchObject({ MONGO_INITDB_ROOT_USERNAME: 'firecrest' });
    expect(compose.services.mongo.environment!.MONGO_INITDB_ROOT_PASSWORD).toMatch(/^\$\{MONGO_PASSWORD:\?/);
    const kafka = compose.services.kafka.environment!;
    expect(kafka).toMatchObject({
      KAFKA_LISTENERS: 'SASL_PLAINTEXT://:9092,CONTROLLER://:9093',
      KAFKA_ADVERTISED_LISTENERS: 'SASL_PLAINTEXT://kafka:9092',
      KAFKA_SASL_ENABLED_MECHANISMS: 'SCRAM-SHA-256',
      KAFKA_SASL_MECHANISM_INTER_BROKER_PROTOCOL: 'SCRAM-SHA-256',
      KAFKA_SASL_USERNAME: 'firecrest',
    });
    expect(String(kafka.KAFKA_LISTENER_SECURITY_PROTOCOL_MAP)).not.toMatch(/(^|,)PLAINTEXT:PLAINTEXT/);
    expect(kafka.KAFKA_SASL_PASSWORD).toMatch(/^\$\{KAFKA_PASSWORD:\?/);
    // The SCRAM user is created when the storage is formatted, by the script the broker starts with.
    expect(readFileSync(join(ROOT, 'infra/kafka/compose-start.sh'), 'utf8')).toContain('--add-scram "SCRAM-SHA-256=[name=${KAFKA_SASL_USERNAME},password=${KAFKA_SASL_PASSWORD}]"');
    for (const app of APPS.filter((a) => a.startsWith('svc-'))) {
      expect(compose.services[app].environment, app).toMatchObject({ KAFKA_SASL_MECHANISM: 'scram-sha-256', KAFKA_SASL_USERNAME: 'firecrest' });
      expect(compose.services[app].environment!.KAFKA_SASL_PASSWORD, app).toMatch(/^\$\{KAFKA_PASSWORD:\?/);
    }
  });

  it('sends the session cookie only over HTTPS and trusts only the portal proxy for client addresses', () => {
    const gateway = compose.services['svc-gateway'].environment!;
    expect(gateway.COOKIE_SECURE).toBe('true');
    expect(gateway.PORTAL_ORIGINS).toBeDefined();
    const shell = compose.services.shell as { networks?: { default?: { ipv4_address?: string } } };
    expect(gateway.TRUSTED_PROXIES).toBe(shell.networks?.default?.ipv4_address);
  });
});

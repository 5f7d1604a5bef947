import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FRONTENDS, SERVICES } from '../../scripts/stack';

const ROOT = resolve(import.meta.dirname, '..', '..');
const APPS = [...SERVICES, ...FRONTENDS];
// The values compose.yaml insists on (${VAR:?...}); what they are does not matter to its validity.
const REQUIRED_ENV = { INTERNAL_TOKEN_SECRET: 's', MONGO_PASSWORD: 'm', KAFKA_PASSWORD: 'k', LMS_SETTINGS_SECRET: 'l' };

/** Debian's docker-compose (./firecrest test installs it) parses and validates a file without an engine. */
const composeConfig = (file: string) => spawnSync('docker-compose', ['-f', file, 'config', '-q'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...REQUIRED_ENV } });

describe('compose.yaml', () => {
  const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, { image?: string; build?: { context: string; dockerfile: string; target?: string; args?: Record<string, string> }; environment?: Record<string, unknown>; healthcheck?: unknown; deploy?: { replicas?: number } }>;
  };

  // Two runs of docker-compose (a Python program): 4-5 s each on a loaded 2-core machine, over the unit tier's 10 s.
  it('is valid Compose, and an invalid file would be refused', { timeout: 30_000 }, () => {
    const valid = composeConfig(join(ROOT, 'compose.yaml'));
    expect(valid.stderr).toBe('');
    expect(valid.status).toBe(0);
    const broken = join(mkdtempSync(join(tmpdir(), 'compose-')), 'compose.yaml');
    writeFileSync(broken, readFileSync(join(ROOT, 'compose.yaml'), 'utf8').replace('restart: unless-stopped', 'restart: [unless-stopped]'));
    expect(composeConfig(broken).status).not.toBe(0);
  });

  const BROKERS = ['kafka-1', 'kafka-2', 'kafka-3'];

  it('runs real MongoDB 7 and Kafka 3.9', () => {
    expect(compose.services.mongo.image).toBe('mongo:7');
    for (const broker of BROKERS) expect(compose.services[broker]!.image).toMatch(/^apache\/kafka:3\.9\./);
  });

  it('runs three KRaft brokers of one cluster: three copies of every topic, writes acknowledged by two', () => {
    for (const [k, broker] of BROKERS.entries()) {
      expect(compose.services[broker]!.environment, broker).toMatchObject({
        KAFKA_NODE_ID: k + 1,
        KAFKA_ADVERTISED_LISTENERS: `SASL_PLAINTEXT://${broker}:9092`,
        KAFKA_CONTROLLER_QUORUM_VOTERS: '1@kafka-1:9093,2@kafka-2:9093,3@kafka-3:9093',
        KAFKA_DEFAULT_REPLICATION_FACTOR: 3,
        KAFKA_MIN_INSYNC_REPLICAS: 2,
        KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 3,
      });
    }
    expect(new Set(BROKERS.map((b) => compose.services[b]!.environment!.CLUSTER_ID)).size).toBe(1);
    for (const app of APPS.filter((a) => a.startsWith('svc-'))) expect(compose.services[app]!.environment, app).toMatchObject({ KAFKA_REPLICATION_FACTOR: 3 });
  });

  it('runs two instances of each service but the gateway, which is the edge and runs once', () => {
    for (const app of APPS.filter((a) => a.startsWith('svc-'))) {
      expect(compose.services[app]!.deploy?.replicas, app).toBe(app === 'svc-gateway' ? 1 : 2);
      // A published port would collide between instances.
      if (app !== 'svc-gateway') expect((compose.services[app] as { ports?: unknown }).ports, app).toBeUndefined();
    }
  });

  it('builds every service and frontend from the one shared Dockerfile, at the stage of its kind, with its name as APP', () => {
    for (const app of APPS) {
      const build = compose.services[app]?.build;
      expect(build, app).toEqual({ context: '.', dockerfile: 'infra/images/Dockerfile', target: app.startsWith('svc-') ? 'service' : 'frontend', args: { APP: app } });
      expect(existsSync(join(ROOT, build!.context, build!.dockerfile)), app).toBe(true);
    }
    // No app keeps a Dockerfile of its own beside the shared one.
    expect(APPS.filter((app) => existsSync(join(ROOT, app, 'Dockerfile')))).toEqual([]);
  });

  it('points every service at MongoDB and Kafka, with a readiness health check', () => {
    for (const app of APPS.filter((a) => a.startsWith('svc-'))) {
      expect(compose.services[app].environment).toMatchObject({ KAFKA_BROKERS: 'kafka-1:9092,kafka-2:9092,kafka-3:9092' });
      expect(compose.services[app].environment!.MONGO_URL).toMatch(/^mongodb:\/\/firecrest:\$\{MONGO_PASSWORD:\?[^}]*\}@mongo:27017\/\?authSource=admin$/);
      expect(JSON.stringify(compose.services[app].healthcheck)).toContain('/readyz');
    }
  });

  it('requires credentials for MongoDB and Kafka (SASL/SCRAM-SHA-256), from the environment, never written in', () => {
    expect(compose.services.mongo.environment).toMatchObject({ MONGO_INITDB_ROOT_USERNAME: 'firecrest' });
    expect(compose.services.mongo.environment!.MONGO_INITDB_ROOT_PASSWORD).toMatch(/^\$\{MONGO_PASSWORD:\?/);
    for (const broker of BROKERS) {
    const kafka = compose.services[broker]!.environment!;
    expect(kafka).toMatchObject({
      KAFKA_LISTENERS: 'SASL_PLAINTEXT://:9092,CONTROLLER://:9093',
      KAFKA_ADVERTISED_LISTENERS: `SASL_PLAINTEXT://${broker}:9092`,
      KAFKA_SASL_ENABLED_MECHANISMS: 'SCRAM-SHA-256',
      KAFKA_SASL_MECHANISM_INTER_BROKER_PROTOCOL: 'SCRAM-SHA-256',
      KAFKA_SASL_USERNAME: 'firecrest',
    });
    expect(String(kafka.KAFKA_LISTENER_SECURITY_PROTOCOL_MAP)).not.toMatch(/(^|,)PLAINTEXT:PLAINTEXT/);
    expect(kafka.KAFKA_SASL_PASSWORD).toMatch(/^\$\{KAFKA_PASSWORD:\?/);
    }
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

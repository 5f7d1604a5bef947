import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KAFKA_COMMAND, KAFKA_ENVIRONMENT, kafkaStartScript } from '../test-containers';

/** The container Kafka's settings, checked without Docker: the same broker as the local one, and a consistent KRaft node. */
/** What infra/stack.sh puts in the template's placeholders for the default single broker, which the container matches. */
const SINGLE_BROKER: Record<string, string> = { KAFKA_NODE_ID: '1', KAFKA_RF: '1', KAFKA_MIN_ISR: '1' };

describe('the Kafka container settings', () => {
  const template = Object.fromEntries(
    readFileSync(resolve(import.meta.dirname, '../../infra/kafka/server.properties.template'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).replace(/\$\{(\w+)\}/g, (_, name: string) => SINGLE_BROKER[name] ?? `\${${name}}`)]),
  );
  const asEnv = (key: string) => `KAFKA_${key.toUpperCase().replace(/\./g, '_')}`;

  it('set what the local broker sets (partitions, replication, topic creation, rebalance delay)', () => {
    const shared = Object.keys(template).filter((key) => !/listeners|quorum|log\.dirs|security\.protocol/.test(key));
    expect(shared.length).toBeGreaterThanOrEqual(10);
    for (const key of shared) expect(KAFKA_ENVIRONMENT[asEnv(key)], key).toBe(template[key]);
  });

  it('give every listener a protocol, and the controller a listener of its own that the quorum names', () => {
    const listeners = KAFKA_ENVIRONMENT.KAFKA_LISTENERS!.split(',').map((l) => /^(\w+):\/\/[^:]*:(\d+)$/.exec(l)!.slice(1));
    const protocols = new Set(KAFKA_ENVIRONMENT.KAFKA_LISTENER_SECURITY_PROTOCOL_MAP!.split(',').map((p) => p.split(':')[0]));
    for (const [name] of listeners) expect(protocols.has(name!), name).toBe(true);
    const controller = listeners.find(([name]) => name === KAFKA_ENVIRONMENT.KAFKA_CONTROLLER_LISTENER_NAMES);
    expect(KAFKA_ENVIRONMENT.KAFKA_CONTROLLER_QUORUM_VOTERS).toBe(`${KAFKA_ENVIRONMENT.KAFKA_NODE_ID}@localhost:${controller![1]}`);
    expect(listeners.map(([name]) => name)).toContain(KAFKA_ENVIRONMENT.KAFKA_INTER_BROKER_LISTENER_NAME);
  });

  it('advertise the published host and port, and start the image as it starts itself; the shell accepts both scripts', () => {
    const script = kafkaStartScript('localhost', 32781);
    expect(script).toContain("export KAFKA_ADVERTISED_LISTENERS='PLAINTEXT://localhost:32781,BROKER://localhost:9093'");
    expect(script.trimEnd().split('\n').at(-1)).toBe('exec /etc/kafka/docker/run');
    execFileSync('bash', ['-n'], { input: script });
    expect(KAFKA_COMMAND.slice(0, 2)).toEqual(['sh', '-c']);
    execFileSync('sh', ['-n', '-c', KAFKA_COMMAND[2]!]);
  });
});

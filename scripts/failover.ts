/**
 * Instances of svc-personnel, each its own process, behind the gateway (built in this process) on the real FerretDB
 * and Kafka, with a database and topics of their own: what the failover fault test and benchmark (issue 35) SIGKILL
 * one of while reads and writes go through the gateway.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { startInstanceProcess, testTopicPrefix, uniqueSuffix, type InstanceProcess } from '@firecrest/service-kit/testing';
import { gatewayInFront } from './gateway-in-front';
import { deleteTopics } from './test-topics';

const PERSONNEL = resolve(import.meta.dirname, '../svc-personnel/src/server.ts');

export interface Call {
  kind: 'read' | 'write';
  /** Milliseconds from the start of the load. */
  sentAt: number;
  answeredAt: number;
  status: number;
  /** A write's marker (the employee's last name) and the id it was answered with. */
  marker?: string;
  id?: number;
}

/**
 * A load's clock and its calls, each recorded with when it was sent and answered, its status and, for a write
 * answered 201, the id it got; a call with no answer at all (the gateway always answers) is status 0.
 */
export function callRecorder<C extends Call>() {
  const started = Date.now();
  const calls: C[] = [];
  const now = () => Date.now() - started;
  const call = async (c: Omit<C, 'sentAt' | 'answeredAt' | 'status' | 'id'>, run: () => Promise<Response>) => {
    const sentAt = now();
    let status = 0;
    let id: number | undefined;
    try {
      const res = await run();
      status = res.status;
      const body = (await res.json().catch(() => null)) as { id?: number } | null;
      if (c.kind === 'write' && status === 201) id = body?.id;
    } catch {
      // No answer at all: counted as a failure.
    }
    calls.push({ ...c, sentAt, answeredAt: now(), status, id } as C);
    return status;
  };
  return { calls, call, now };
}

export async function personnelInstances(count: number) {
  const secret = randomBytes(24).toString('hex');
  const password = `Failover-${randomBytes(8).toString('hex')}-9`;
  const env = { INTERNAL_TOKEN_SECRET: secret, MONGO_DB: `test_failover_${uniqueSuffix()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix() };
  // Three minutes each: a loaded 2-core machine took more than one to start an instance.
  const starts = await Promise.allSettled(
    Array.from({ length: count }, () => startInstanceProcess(PERSONNEL, { ...env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' }, 'Server listening', 180_000)),
  );
  const instances: InstanceProcess[] = starts.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = starts.find((r) => r.status === 'rejected');
  if (failed) {
    // None left running when one could not start (they would outlive this process).
    for (const instance of instances) await instance.kill();
    throw (failed as PromiseRejectedResult).reason;
  }
  const { gateway, gatewayUrl, headers } = await gatewayInFront({
    INTERNAL_TOKEN_SECRET: secret,
    ADMIN_PASSWORD: password,
    KAFKA_TOPIC_PREFIX: env.KAFKA_TOPIC_PREFIX,
    PERSONNEL_URL: instances.map((i) => i.url!).join(','),
  });
  const { calls, call: record, now } = callRecorder<Call>();
  const call = (kind: Call['kind'], run: () => Promise<Response>, marker?: string) => record({ kind, marker }, run);

  return {
    instances,
    gatewayUrl,
    calls,
    /** Milliseconds since the load's clock started. */
    now,
    /** One read of the kept employees page. */
    read: () => call('read', () => fetch(`${gatewayUrl}/api/personnel/employees?itemsPerPage=25`, { headers })),
    /** One new employee named by `marker`. */
    write: (marker: string) =>
      call('write', () => fetch(`${gatewayUrl}/api/personnel/employees`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Fail', lastName: marker, contracts: [] }) }), marker),
    /** The employees stored, by last name (read straight from the database the instances share). */
    async stored(): Promise<{ _id: number; lastName: string }[]> {
      return gateway.server.db.getClient().db(env.MONGO_DB).collection<{ _id: number; lastName: string }>('employees').find({}, { projection: { lastName: 1 } }).toArray();
    },
    async close() {
      for (const instance of instances) await instance.kill();
      await gateway.server.db.getClient().db(env.MONGO_DB).dropDatabase().catch(() => undefined);
      await gateway.close();
      await deleteTopics(env.KAFKA_TOPIC_PREFIX).catch(() => undefined);
    },
  };
}

export type PersonnelInstances = Awaited<ReturnType<typeof personnelInstances>>;

/**
 * `readers` loops of reads and `writers` loops of writes through the gateway until `until` says stop, each write with a
 * marker of its own; `during` runs beside them (the fault).
 */
export async function underLoad(stack: PersonnelInstances, o: { readers: number; writers: number; until: () => boolean }, during: () => Promise<void>) {
  let n = 0;
  const loop = async (step: () => Promise<unknown>) => {
    while (!o.until()) await step();
  };
  await Promise.all([
    ...Array.from({ length: o.readers }, () => loop(() => stack.read())),
    ...Array.from({ length: o.writers }, () => loop(() => stack.write(`Write${String(++n).padStart(5, '0')}`))),
    during(),
  ]);
}

/** What a load around a SIGKILL at `killedAt` shows: failures, and the first success of each kind sent after it. */
export function failoverFigures(calls: Call[], killedAt: number) {
  const of = (kind: Call['kind']) => {
    const all = calls.filter((c) => c.kind === kind);
    const ok = (c: Call) => c.status >= 200 && c.status < 300;
    const failed = all.filter((c) => !ok(c));
    const nextOk = all.filter((c) => ok(c) && c.sentAt >= killedAt).sort((a, b) => a.answeredAt - b.answeredAt)[0];
    const lastFailure = failed.reduce((last, c) => Math.max(last, c.answeredAt), -Infinity);
    const rate = (from: number, to: number) => (all.filter((c) => ok(c) && c.answeredAt >= from && c.answeredAt < to).length * 1000) / Math.max(1, to - from);
    return {
      sent: all.length,
      failed: failed.length,
      statuses: [...new Set(failed.map((c) => c.status))].sort(),
      /** From the kill to the answer of the first success sent after it. */
      nextSuccessMs: nextOk ? nextOk.answeredAt - killedAt : null,
      /** From the kill to the last failure's answer (0: none after it). */
      lastFailureMs: failed.length ? Math.max(0, lastFailure - killedAt) : 0,
      /** Successes a second before the kill and after it (from 2 s after, once the pool has settled). */
      perSecondBefore: rate(0, killedAt),
      perSecondAfter: rate(killedAt + 2_000, Math.max(...all.map((c) => c.answeredAt))),
    };
  };
  return { reads: of('read'), writes: of('write') };
}

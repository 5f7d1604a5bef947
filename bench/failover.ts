/**
 * Failover (issue 35; `./firecrest bench failover [--readers 4] [--writers 2] [--before 5] [--after 8]`): two instances
 * of svc-personnel, each its own process, behind the gateway on the local FerretDB and Kafka. Reads of the kept
 * employees page and employee writes go through the gateway for `before` seconds; one instance is SIGKILLed and the
 * load goes on `after` seconds. Prints what failed, the time from the kill to the next successful read and write, the
 * last failure, and the throughput with two instances (before) and one (after).
 */
import { parseArgs } from 'node:util';
import { failoverFigures, personnelInstances, underLoad } from '../scripts/failover';

const { values } = parseArgs({ options: { readers: { type: 'string', default: '4' }, writers: { type: 'string', default: '2' }, before: { type: 'string', default: '5' }, after: { type: 'string', default: '8' } } });
const stack = await personnelInstances(2);
const stop = () => void stack.close().then(() => process.exit(130));
process.once('SIGINT', stop).once('SIGTERM', stop);
try {
  // Warm: each instance has answered a few reads before the clock starts.
  for (let k = 0; k < 10; k++) await stack.read();
  stack.calls.length = 0;
  const loadStart = stack.now();
  let killedAt = -1;
  let stopAt = Infinity;
  await underLoad(stack, { readers: Number(values.readers), writers: Number(values.writers), until: () => stack.now() > stopAt }, async () => {
    await new Promise((resolve) => setTimeout(resolve, Number(values.before) * 1000));
    killedAt = stack.now();
    await stack.instances[1]!.kill();
    stopAt = stack.now() + Number(values.after) * 1000;
  });
  const calls = stack.calls.filter((c) => c.sentAt >= loadStart).map((c) => ({ ...c, sentAt: c.sentAt - loadStart, answeredAt: c.answeredAt - loadStart }));
  const figures = failoverFigures(calls, killedAt - loadStart);
  const stored = await stack.stored();
  const acknowledged = calls.filter((c) => c.kind === 'write' && c.status === 201);
  const byMarker = new Map(stored.map((e) => [e.lastName, e._id]));
  const lost = acknowledged.filter((c) => byMarker.get(c.marker!) !== c.id).length;
  const ms = (v: number | null) => (v === null ? 'none' : `${Math.round(v)} ms`);
  console.log(`failover: svc-personnel, 2 instances behind the gateway, one SIGKILLed after ${values.before} s of ${values.readers} readers and ${values.writers} writers`);
  for (const [kind, f] of Object.entries(figures)) {
    console.log(
      `  ${kind.padEnd(6)} sent ${String(f.sent).padStart(5)}  failed ${String(f.failed).padStart(3)}${f.statuses.length ? ` (${f.statuses.join(', ')})` : ''}  ` +
        `kill -> next success ${ms(f.nextSuccessMs).padStart(8)}  last failure ${ms(f.lastFailureMs).padStart(8)}  ` +
        `per second: 2 instances ${f.perSecondBefore.toFixed(1).padStart(6)}, 1 instance ${f.perSecondAfter.toFixed(1).padStart(6)}`,
    );
  }
  console.log(`  writes acknowledged ${acknowledged.length}, stored ${stored.length}, acknowledged and not stored as answered ${lost}, stored twice ${stored.length - byMarker.size}`);
} finally {
  await stack.close();
}

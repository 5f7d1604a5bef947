import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_FAILURE_WINDOW_MS } from '@firecrest/contracts';
import type { Notification, Subscription, WebhookModels } from '../models';
import type { SecretBox } from '@firecrest/service-kit';
import { signatureHeaders } from '../security/signing';
import type { HttpSender, SendResult } from './http-sender';
import type { OAuthTokens } from './oauth-tokens';
import { nextAttemptAfter } from './retry-schedule';

export interface WorkerOptions {
  models: WebhookModels;
  box: SecretBox;
  sender: HttpSender;
  tokens: OAuthTokens;
  log: FastifyBaseLogger;
  schedule: number[];
  timeoutMs: number;
  /** A claim this much older than an attempt's timeout belongs to an instance that died: the attempt may be claimed anew. */
  claimMarginMs?: number;
  perHost: number;
  concurrency: number;
  pollMs: number;
  now: () => Date;
}

/** The default of WorkerOptions.claimMarginMs. */
const CLAIM_STALE_MARGIN_MS = 30_000;
/** Results are written together every so often: one bulk write instead of one per delivery. */
const FLUSH_MS = 25;
/** Results written by one command. */
const RESULT_CHUNK = 100;
/** Due notifications read by one scan (the driver's first batch is 101). */
const SCAN_BATCH = 100;
/** A subscription read for deliveries is read again after this long (a change made elsewhere applies by then). */
const SUBSCRIPTION_TTL_MS = 1_000;
/** Claim keys are kept this long (a racing worker's read of a due attempt is milliseconds old). */
const CLAIM_KEEP_MS = 3_600_000;

/**
 * Runs database writes one after another. FerretDB's SQLite backend stalled for good when this service's writes
 * overlapped on one database (claims, results and new notifications at once, a few hundred each); one at a time
 * they never did, and batching keeps them few.
 */
function serialWrites() {
  let tail: Promise<unknown> = Promise.resolve();
  const state = { running: '', since: 0 };
  const serial = <T>(name: string, write: () => Promise<T>): Promise<T> => {
    const start = () => {
      Object.assign(state, { running: name, since: Date.now() });
      return write().finally(() => Object.assign(state, { running: '', since: 0 }));
    };
    const run = tail.then(start, start);
    tail = run.catch(() => undefined);
    return run;
  };
  return Object.assign(serial, { state });
}

type Result = { due: Notification; sub: Subscription; result: SendResult; at: Date };

/**
 * Sends due notifications. A worker claims each attempt by inserting a unique claim key (attempt-claim.ts): one
 * instance wins each key, so two instances never send one attempt twice. A crash after sending and before the result
 * is written sends the attempt again once the claim is stale (at least once; receivers de-duplicate by webhook-id).
 * A delivery costs its share of one batched insert (the claim) and of one update of its notification by `_id` (the
 * result; the successes finished together are one updateMany): FerretDB's updates are its dearest writes, and a
 * filter on anything but an indexed field scans there.
 */
export function deliveryWorker(o: WorkerOptions) {
  const owner = randomUUID();
  const serial = serialWrites();
  const perHost = new Map<string, number>();
  let inFlight = 0;
  let stopped = false;
  let ticking = false;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let lastCleanup = 0;
  /** Attempts this instance just stored, handed over without a query. */
  let fresh: Notification[] = [];
  let scanWanted = true;
  let scanning = false;
  let step = '';
  const results: Result[] = [];
  let flushing: Promise<void> | null = null;
  let flushTimer: NodeJS.Timeout | null = null;
  const idle = new Set<() => void>();

  const secretsOf = (sub: Subscription, now: Date) => {
    const secrets = [o.box.open(sub.secret)];
    if (sub.previousSecret && sub.previousSecretExpires && sub.previousSecretExpires > now) secrets.push(o.box.open(sub.previousSecret));
    return secrets;
  };

  async function attempt(due: Notification, sub: Subscription): Promise<SendResult> {
    const now = o.now();
    const headers = signatureHeaders(secretsOf(sub, now), due._id, due.jsonPayload, now);
    if (sub.apiKey) headers['x-api-key'] = o.box.open(sub.apiKey);
    if (sub.tokenUrl && sub.clientId && sub.clientSecret) {
      const secret = o.box.open(sub.clientSecret);
      try {
        headers.authorization = `Bearer ${await o.tokens.token(sub.tokenUrl, sub.clientId, secret)}`;
      } catch (err) {
        return { status: null, body: `OAuth2 token not obtained: ${(err as Error).message}`.slice(0, 2048) };
      }
      const result = await o.sender.deliver(sub.targetUrl, headers, due.jsonPayload);
      // A token the receiver no longer takes is asked for anew on the next attempt.
      if (result.status === 401) o.tokens.forget(sub.tokenUrl, sub.clientId, secret);
      return result;
    }
    return o.sender.deliver(sub.targetUrl, headers, due.jsonPayload);
  }

  function dispatch(due: Notification, sub: Subscription) {
    inFlight++;
    perHost.set(due.targetHost, (perHost.get(due.targetHost) ?? 0) + 1);
    void attempt(due, sub)
      .then((result) => {
        results.push({ due, sub, result, at: o.now() });
        flushTimer ??= setTimeout(() => void flush(), FLUSH_MS);
      })
      .finally(() => {
        inFlight--;
        perHost.set(due.targetHost, perHost.get(due.targetHost)! - 1);
        kick();
        notifyIdle();
      });
  }

  /** Writes the results gathered so far: each notification's attempt, and each subscription's health. */
  async function flush(): Promise<void> {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    if (flushing) await flushing;
    if (!results.length) return;
    const batch = results.splice(0);
    flushing = writeResults(batch)
      .catch((err) => o.log.error({ err, results: batch.length }, 'webhook attempt results not written; the attempts will be made again'))
      .finally(() => (flushing = null));
    await flushing;
    notifyIdle();
  }

  async function writeResults(batch: Result[]) {
    const subs = new Map<number, { sub: Subscription; success: Date | null; failure: { at: Date; reason: string } | null }>();
    /** Successes by their attempt count: each group differs only in its send dates. */
    const succeeded = new Map<number, Result[]>();
    const failed: { updateOne: { filter: { _id: string }; update: { $set: Partial<Notification> } } }[] = [];
    for (const entry of batch) {
      const { due, sub, result, at } = entry;
      const ok = result.status === 200;
      const attempts = due.attempts + 1;
      const health = subs.get(sub._id) ?? { sub, success: null, failure: null };
      if (ok) health.success = at;
      else health.failure = { at, reason: result.status ? `HTTP ${result.status}` : (result.body ?? 'no answer') };
      subs.set(sub._id, health);
      if (ok) {
        succeeded.set(attempts, succeeded.get(attempts) ?? []);
        succeeded.get(attempts)!.push(entry);
        continue;
      }
      // Failed: due again later (never by itself once the schedule is spent; a manual send still can).
      const nextAttemptAt = nextAttemptAfter(o.schedule, attempts, at);
      failed.push({
        updateOne: {
          filter: { _id: due._id },
          update: { $set: { attempts, sendDate: at, httpStatusCode: result.status, completed: false, responseError: result.body, nextAttemptAt } },
        },
      });
    }
    // Commands of a bounded size, which keeps each short on a loaded database. Successes of one attempt count are one
    // updateMany by `_id`: a third cheaper on FerretDB than as many updates in a bulk write (decisions.md, "Webhook
    // result writes"); they share the send date of the latest of them, a few milliseconds from each one's own.
    for (const [attempts, group] of succeeded) {
      for (let start = 0; start < group.length; start += RESULT_CHUNK) {
        const chunk = group.slice(start, start + RESULT_CHUNK);
        const sendDate = new Date(Math.max(...chunk.map((r) => r.at.getTime())));
        await serial('results', () =>
          o.models.Notification.updateMany(
            { _id: { $in: chunk.map((r) => r.due._id) } },
            { $set: { attempts, sendDate, httpStatusCode: 200, completed: true, responseError: null, nextAttemptAt: null } },
          ),
        );
      }
    }
    for (let start = 0; start < failed.length; start += RESULT_CHUNK) {
      await serial('results', () => o.models.Notification.bulkWrite(failed.slice(start, start + RESULT_CHUNK), { ordered: false }));
    }
    for (const { sub, success, failure } of subs.values()) {
      if (failure && !success) await recordFailure(sub._id, failure.at, failure.reason);
      // Only when something changes: a healthy subscription is not rewritten on every delivery.
      else if (success && (sub.failingSince || !sub.lastSuccessDate || success.getTime() - sub.lastSuccessDate.getTime() > 60_000)) {
        await o.models.Subscription.updateOne({ _id: sub._id }, { $set: { lastSuccessDate: success, failingSince: null } });
      }
    }
  }

  /** No success for the failure window: the subscription is switched off, with the reason on it for the admin. */
  async function recordFailure(subscriptionId: number, at: Date, reason: string) {
    const sub = await o.models.Subscription.findOneAndUpdate({ _id: subscriptionId, failingSince: null }, { $set: { failingSince: at } }, { returnDocument: 'after' }).lean();
    const current = sub ?? (await o.models.Subscription.findById(subscriptionId).lean());
    if (!current?.isActive || !current.failingSince) return;
    if (at.getTime() - current.failingSince.getTime() < WEBHOOK_FAILURE_WINDOW_MS) return;
    const deactivatedReason = `Deactivated automatically: no successful delivery since ${current.failingSince.toISOString()} (5 days); last attempt: ${reason.slice(0, 300)}`;
    await o.models.Subscription.updateOne({ _id: subscriptionId }, { $set: { isActive: false, deactivatedDate: at, deactivatedReason } });
    knownSubs.delete(subscriptionId);
    await o.models.Notification.updateMany({ subscriptionId, completed: false }, { $set: { nextAttemptAt: null } });
    o.log.warn({ subscriptionId, failingSince: current.failingSince }, 'webhook subscription deactivated after 5 days without a successful delivery');
  }

  /**
   * Claims attempts by inserting their claim keys; answers those this worker won. A key already taken long ago (its
   * claimer died) raises the notification's generation, so a later scan can claim the attempt.
   */
  async function claim(wanted: Notification[], now: Date): Promise<Notification[]> {
    const keys = wanted.map((w) => ({ _id: `${w._id}:${w.attempts}:${w.claimGeneration ?? 0}`, owner, createdDate: now }));
    let lost = new Set<number>();
    try {
      await serial('claims', () => o.models.AttemptClaim.insertMany(keys, { ordered: false, lean: true }));
    } catch (err) {
      const writeErrors = (err as { writeErrors?: { index: number; code?: number; err?: { code?: number; index?: number } }[] }).writeErrors;
      if (!writeErrors?.every((e) => (e.code ?? e.err?.code) === 11000)) throw err;
      lost = new Set(writeErrors.map((e) => e.index ?? e.err?.index ?? -1));
    }
    if (lost.size && scanning) await reviveStale(wanted.filter((_, k) => lost.has(k)), keys.filter((_, k) => lost.has(k)).map((k) => k._id), now);
    return wanted.filter((_, k) => !lost.has(k));
  }

  async function reviveStale(rows: Notification[], keys: string[], now: Date) {
    const staleBefore = now.getTime() - o.timeoutMs - (o.claimMarginMs ?? CLAIM_STALE_MARGIN_MS);
    for (const [k, row] of rows.entries()) {
      const held = await o.models.AttemptClaim.findById(keys[k]).lean();
      if (held && held.createdDate.getTime() < staleBefore) {
        await o.models.Notification.updateOne({ _id: row._id }, { $set: { claimGeneration: (row.claimGeneration ?? 0) + 1 } });
        o.log.warn({ notificationId: row._id, claimer: held.owner }, 'webhook attempt claimed by an instance that did not finish it; claimable again');
      }
    }
  }

  /** Claim keys outlive any read that could still race them; then they go. */
  async function forgetOldClaims() {
    await o.models.AttemptClaim.deleteMany({ createdDate: { $lt: new Date(Date.now() - CLAIM_KEEP_MS) } });
  }

  /** Subscriptions as read at most SUBSCRIPTION_TTL_MS ago: one query per batch of deliveries was a third of their cost. */
  const knownSubs = new Map<number, { sub: Subscription | null; at: number }>();
  async function subscriptions(ids: number[]): Promise<Map<number, Subscription>> {
    const now = Date.now();
    const stale = [...new Set(ids)].filter((id) => (knownSubs.get(id)?.at ?? 0) < now - SUBSCRIPTION_TTL_MS);
    if (stale.length) {
      const rows = new Map((await o.models.Subscription.find({ _id: { $in: stale } }).lean()).map((s) => [s._id, s]));
      for (const id of stale) knownSubs.set(id, { sub: rows.get(id) ?? null, at: now });
    }
    return new Map(ids.flatMap((id) => (knownSubs.get(id)?.sub ? [[id, knownSubs.get(id)!.sub!] as const] : [])));
  }

  /** Picks what fits the free capacity and each host's room, in order. */
  function fitting(candidates: Notification[], free: number): { take: Notification[]; rest: Notification[] } {
    const room = new Map<string, number>();
    const take: Notification[] = [];
    const rest: Notification[] = [];
    for (const d of candidates) {
      const left = room.get(d.targetHost) ?? o.perHost - (perHost.get(d.targetHost) ?? 0);
      if (left <= 0 || take.length >= free) {
        rest.push(d);
        continue;
      }
      room.set(d.targetHost, left - 1);
      take.push(d);
    }
    return { take, rest };
  }

  /**
   * Claims due attempts up to the free capacity and starts sending them; answers whether to go on. Attempts this
   * instance just stored come from memory (no query); the rest (retries, other instances' work, a restart's
   * leftovers) from a query of the due ones when a scan was asked for.
   */
  async function claimAndSend(): Promise<boolean> {
    const free = o.concurrency - inFlight;
    if (free <= 0) return false;
    const now = o.now();
    let candidates: Notification[];
    if (fresh.length) {
      const { take, rest } = fitting(fresh, free);
      fresh = rest;
      candidates = take;
    } else if (scanWanted) {
      step = 'scan';
      // At most one batch of the cursor: a FerretDB cursor left open mid-way held up later writes on the database.
      const due = await o.models.Notification.find({ completed: false, nextAttemptAt: { $lte: now } })
        .sort({ nextAttemptAt: 1 })
        .limit(Math.min(free * 2, SCAN_BATCH))
        .lean();
      scanning = true;
      if (due.length < Math.min(free * 2, SCAN_BATCH)) scanWanted = false;
      candidates = fitting(due, free).take;
    } else return false;
    if (!candidates.length) return false;
    step = 'claim';
    const claimed = await claim(candidates, now).finally(() => (scanning = false));
    step = 'subscriptions';
    if (claimed.length) {
      const subs = await subscriptions(claimed.map((c) => c.subscriptionId));
      const parked: string[] = [];
      for (const due of claimed) {
        const sub = subs.get(due.subscriptionId);
        if (!sub?.isActive) parked.push(due._id);
        else dispatch(due, sub);
      }
      // Parked with a new generation: a manual send after the subscription is back on must find a free claim key.
      const parkedRows = claimed.filter((c) => parked.includes(c._id));
      if (parkedRows.length) {
        await o.models.Notification.bulkWrite(
          parkedRows.map((p) => ({ updateOne: { filter: { _id: p._id }, update: { $set: { nextAttemptAt: null, claimGeneration: (p.claimGeneration ?? 0) + 1 } } } })),
          { ordered: false },
        );
      }
    }
    step = '';
    return fresh.length > 0 || scanWanted;
  }

  async function tick() {
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        while (!stopped && (await claimAndSend()));
      } while (again && !stopped);
    } catch (err) {
      o.log.error({ err }, 'webhook worker could not claim attempts; retrying shortly');
    } finally {
      ticking = false;
      notifyIdle();
    }
  }

  /** Looks for work now; `scan` also queries the stored due attempts (retries, manual sends, leftovers). */
  function kick(scan = false) {
    if (scan) scanWanted = true;
    if (!stopped) void tick();
  }

  function schedulePoll() {
    if (stopped) return;
    timer = setTimeout(() => {
      if (Date.now() - lastCleanup > 60_000) {
        lastCleanup = Date.now();
        void forgetOldClaims().catch((err) => o.log.warn({ err }, 'old webhook claim keys not removed'));
      }
      kick(true);
      schedulePoll();
    }, o.pollMs);
  }

  function notifyIdle() {
    if (inFlight > 0 || ticking || results.length || flushing) return;
    for (const resolve of idle) resolve();
    idle.clear();
  }

  return {
    owner,
    /** Reads the subscription afresh for its next deliveries (after a change through this instance). */
    forgetSubscription: (id: number) => knownSubs.delete(id),
    /** Runs a write of this service's hot path in turn with the worker's own. */
    serial,
    /** What the worker holds now (benchmarks, diagnosis). */
    stats: () => ({
      inFlight,
      waiting: fresh.length,
      claiming: ticking,
      unwritten: results.length + (flushing ? 1 : 0),
      writing: serial.state.running ? `${serial.state.running} for ${Date.now() - serial.state.since} ms` : null,
      step,
    }),
    start() {
      stopped = false;
      kick(true);
      schedulePoll();
    },
    kick,
    /** Hands over notifications just stored (due now); another instance may still claim them first. */
    enqueue(due: Notification[]) {
      fresh.push(...due);
      kick();
    },
    /** Stops claiming, lets the attempts under way finish and writes their results. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (inFlight > 0 || ticking) await new Promise<void>((resolve) => idle.add(resolve));
      await flush();
    },
  };
}
export type DeliveryWorker = ReturnType<typeof deliveryWorker>;

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_FAILURE_WINDOW_MS } from '@firecrest/contracts';
import type { WebhookModels, Notification, Subscription } from '../models';
import type { SecretBox } from '../security/secret-box';
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
  perHost: number;
  concurrency: number;
  pollMs: number;
  now: () => Date;
}

/** Claimed notifications are this many ms past the attempt's timeout before another instance may take them over. */
const LEASE_MARGIN_MS = 30_000;
/** Results are written together every so often: one bulk write instead of one per delivery. */
const FLUSH_MS = 25;
/** Claim keys are kept this long (a racing worker's read of a notification is milliseconds old). */
const CLAIM_KEEP_MS = 3_600_000;

/**
 * Sends due notifications. A worker claims each attempt by inserting a unique claim key (attempt-claim.ts) before
 * it leases the row: one instance wins each key, so two instances never send one attempt twice. A crash after sending and before the result is written sends
 * the attempt again once the lease runs out (at least once; receivers de-duplicate by webhook-id).
 */
export function deliveryWorker(o: WorkerOptions) {
  const owner = randomUUID();
  const perHost = new Map<string, number>();
  let inFlight = 0;
  let stopped = false;
  let ticking = false;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let lastCleanup = 0;
  const results: { doc: Notification; sub: Subscription; result: SendResult; at: Date }[] = [];
  let flushing: Promise<void> | null = null;
  let flushTimer: NodeJS.Timeout | null = null;
  const idle = new Set<() => void>();

  const secretsOf = (sub: Subscription, now: Date) => {
    const secrets = [o.box.open(sub.secret)];
    if (sub.previousSecret && sub.previousSecretExpires && sub.previousSecretExpires > now) secrets.push(o.box.open(sub.previousSecret));
    return secrets;
  };

  async function attempt(doc: Notification, sub: Subscription): Promise<SendResult> {
    const now = o.now();
    const headers = signatureHeaders(secretsOf(sub, now), doc._id, doc.jsonPayload, now);
    if (sub.apiKey) headers['x-api-key'] = o.box.open(sub.apiKey);
    if (sub.tokenUrl && sub.clientId && sub.clientSecret) {
      const secret = o.box.open(sub.clientSecret);
      try {
        headers.authorization = `Bearer ${await o.tokens.token(sub.tokenUrl, sub.clientId, secret)}`;
      } catch (err) {
        return { status: null, body: `OAuth2 token not obtained: ${(err as Error).message}`.slice(0, 2048) };
      }
      const result = await o.sender.deliver(sub.targetUrl, headers, doc.jsonPayload);
      // A token the receiver no longer takes is asked for anew on the next attempt.
      if (result.status === 401) o.tokens.forget(sub.tokenUrl, sub.clientId, secret);
      return result;
    }
    return o.sender.deliver(sub.targetUrl, headers, doc.jsonPayload);
  }

  function dispatch(doc: Notification, sub: Subscription) {
    inFlight++;
    perHost.set(doc.targetHost, (perHost.get(doc.targetHost) ?? 0) + 1);
    void attempt(doc, sub)
      .then((result) => {
        results.push({ doc, sub, result, at: o.now() });
        flushTimer ??= setTimeout(() => void flush(), FLUSH_MS);
      })
      .finally(() => {
        inFlight--;
        perHost.set(doc.targetHost, perHost.get(doc.targetHost)! - 1);
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

  async function writeResults(batch: typeof results) {
    const subs = new Map<number, { sub: Subscription; success: Date | null; failure: { at: Date; reason: string } | null }>();
    const ops = batch.map(({ doc, sub, result, at }) => {
      const ok = result.status === 200;
      const attempts = doc.attempts + 1;
      const health = subs.get(sub._id) ?? { sub, success: null, failure: null };
      if (ok) health.success = at;
      else health.failure = { at, reason: result.status ? `HTTP ${result.status}` : (result.body ?? 'no answer') };
      subs.set(sub._id, health);
      return {
        updateOne: {
          filter: { _id: doc._id, leaseOwner: owner },
          update: {
            $set: {
              attempts,
              sendDate: at,
              httpStatusCode: result.status,
              completed: ok,
              responseError: ok ? null : result.body,
              nextAttemptAt: ok ? null : nextAttemptAfter(o.schedule, attempts, at),
              leaseUntil: new Date(0),
              leaseOwner: null,
            },
          },
        },
      };
    });
    await o.models.Notification.bulkWrite(ops, { ordered: false });
    for (const { sub, success, failure } of subs.values()) {
      if (success && !failure) {
        // Only when something changes: a healthy subscription is not rewritten on every delivery.
        if (sub.failingSince || !sub.lastSuccessDate || success.getTime() - sub.lastSuccessDate.getTime() > 60_000) {
          await o.models.Subscription.updateOne({ _id: sub._id }, { $set: { lastSuccessDate: success, failingSince: null } });
        }
      } else if (failure && !success) {
        await recordFailure(sub._id, failure.at, failure.reason);
      } else if (success) {
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
    await o.models.Notification.updateMany({ subscriptionId, completed: false }, { $set: { nextAttemptAt: null } });
    o.log.warn({ subscriptionId, failingSince: current.failingSince }, 'webhook subscription deactivated after 5 days without a successful delivery');
  }

  /** Claims attempts by inserting their claim keys; those inserted are this worker's, leased and read back in full. */
  async function claim(wanted: Pick<Notification, '_id' | 'attempts' | 'leaseUntil'>[], now: Date): Promise<Notification[]> {
    const keys = wanted.map((w) => ({ _id: `${w._id}:${w.attempts}:${w.leaseUntil.getTime()}`, owner, createdDate: now }));
    let lost = new Set<number>();
    try {
      await o.models.AttemptClaim.insertMany(keys, { ordered: false, lean: true });
    } catch (err) {
      const writeErrors = (err as { writeErrors?: { index: number; code?: number; err?: { code?: number; index?: number } }[] }).writeErrors;
      if (!writeErrors?.every((e) => (e.code ?? e.err?.code) === 11000)) throw err;
      lost = new Set(writeErrors.map((e) => e.index ?? e.err?.index ?? -1));
    }
    const won = wanted.filter((_, k) => !lost.has(k)).map((w) => w._id);
    if (!won.length) return [];
    await o.models.Notification.updateMany({ _id: { $in: won } }, { $set: { leaseUntil: new Date(now.getTime() + o.timeoutMs + LEASE_MARGIN_MS), leaseOwner: owner } });
    return o.models.Notification.find({ _id: { $in: won } }).lean();
  }

  /** Claim keys outlive any read that could still race them; then they go. */
  async function forgetOldClaims() {
    await o.models.AttemptClaim.deleteMany({ createdDate: { $lt: new Date(Date.now() - CLAIM_KEEP_MS) } });
  }

  /** Claims due notifications up to the free capacity and starts sending them. Answers how many it started. */
  async function claimAndSend(): Promise<number> {
    const free = o.concurrency - inFlight;
    if (free <= 0) return 0;
    const now = o.now();
    const due = await o.models.Notification.find({ nextAttemptAt: { $lte: now }, leaseUntil: { $lte: now } }, { _id: 1, targetHost: 1, attempts: 1, leaseUntil: 1 })
      .sort({ nextAttemptAt: 1 })
      .limit(free * 2)
      .lean();
    const room = new Map<string, number>();
    const wanted: Pick<Notification, '_id' | 'attempts' | 'leaseUntil'>[] = [];
    for (const d of due) {
      const left = room.get(d.targetHost) ?? o.perHost - (perHost.get(d.targetHost) ?? 0);
      if (left <= 0 || wanted.length >= free) continue;
      room.set(d.targetHost, left - 1);
      wanted.push(d);
    }
    if (!wanted.length) return 0;
    const claimed = await claim(wanted, now);
    if (!claimed.length) return 0;
    const subs = new Map((await o.models.Subscription.find({ _id: { $in: [...new Set(claimed.map((c) => c.subscriptionId))] } }).lean()).map((s) => [s._id, s]));
    const parked: string[] = [];
    for (const doc of claimed) {
      const sub = subs.get(doc.subscriptionId);
      if (!sub?.isActive) parked.push(doc._id);
      else dispatch(doc, sub);
    }
    // A lease end of now (not 0): the claim key of a later attempt at the same count must differ from this one's.
    if (parked.length) await o.models.Notification.updateMany({ _id: { $in: parked } }, { $set: { nextAttemptAt: null, leaseUntil: new Date(), leaseOwner: null } });
    return claimed.length - parked.length;
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
        while (!stopped && (await claimAndSend()) > 0);
      } while (again && !stopped);
    } catch (err) {
      o.log.error({ err }, 'webhook worker could not claim notifications; retrying shortly');
    } finally {
      ticking = false;
      notifyIdle();
    }
  }

  function kick() {
    if (!stopped) void tick();
  }

  function schedulePoll() {
    if (stopped) return;
    timer = setTimeout(() => {
      if (Date.now() - lastCleanup > 60_000) {
        lastCleanup = Date.now();
        void forgetOldClaims().catch((err) => o.log.warn({ err }, 'old webhook claim keys not removed'));
      }
      void tick().finally(schedulePoll);
    }, o.pollMs);
  }

  function notifyIdle() {
    if (inFlight > 0 || ticking || results.length || flushing) return;
    for (const resolve of idle) resolve();
    idle.clear();
  }

  return {
    owner,
    start() {
      stopped = false;
      kick();
      schedulePoll();
    },
    kick,
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

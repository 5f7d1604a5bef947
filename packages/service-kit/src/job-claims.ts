import type { AgendaBackend, JobId, JobParameters, JobRepositoryOptions } from 'agenda';
import { MongoJobRepository } from '@agendajs/mongo-backend';
import { createHash } from 'node:crypto';
import { ObjectId, type Collection, type Db, type Document, } from 'mongodb';

/** How many due jobs one scan looks at when the first ones were claimed by another instance. */
const CANDIDATES = 20;
/** Claims older than this are deleted (no instance holds a read of a job that old). */
const CLAIMS_KEPT_MS = 24 * 3600_000;
const CLAIMS_SWEPT_EVERY_MS = 3600_000;

interface Claim {
  _id: string;
  job: string;
  nextRunAt: Date | null;
  at: Date;
}

/**
 * The key of one chance to run a job: the job, the run it is due for and the lock it was found under (none, or the
 * expired lock of an instance that died). Every instance that reads the job in that state computes the same key.
 */
export function claimKey(job: { _id: { toString(): string }; nextRunAt?: Date | null; lockedAt?: Date | null }): string {
  return `${job._id.toString()}:${job.nextRunAt?.getTime() ?? 'none'}:${job.lockedAt?.getTime() ?? 'free'}`;
}

/** The id of the one job of a name agenda keeps for `every` (type `single`), the same on every instance. */
export const singleJobId = (name: string) => new ObjectId(createHash('sha1').update(`single:${name}`).digest('hex').slice(0, 24));

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Agenda's MongoDB repository, locking a job only once this instance has claimed it. Agenda locks with
 * `findOneAndUpdate({lockedAt: null, …})`, which FerretDB 1.x runs as a read and then a write, so two instances (or
 * two scans of one) could both lock and run the same job. Here a lock is taken by inserting the job's claim key into
 * `<collection>_claims`: a unique `_id`, so exactly one insert succeeds on FerretDB and MongoDB alike. Claims stay
 * (a day) so a reader of an old state cannot claim it again; a job unlocked without running (agenda frees jobs it
 * locked ahead of time) has its claims for that run deleted, so it can be claimed again.
 */
export class ClaimingJobRepository extends MongoJobRepository {
  private claims?: Collection<Claim>;
  private sweptAt = 0;

  constructor(
    private readonly db: Db,
    private readonly jobsCollection: string,
  ) {
    super({ mongo: db, db: { collection: jobsCollection } });
  }

  /** The jobs as documents (the base types them by its own document shape, which the queries here need not follow). */
  private get jobs(): Collection<Document> {
    return this.collection as unknown as Collection<Document>;
  }

  override async connect(): Promise<void> {
    await super.connect();
    this.claims = this.db.collection<Claim>(`${this.jobsCollection}_claims`);
    await this.claims.createIndex({ job: 1, nextRunAt: 1 });
  }

  /** Inserts the claim for the job as read; false when another instance (or scan) claimed that state first. */
  async claim(doc: Document): Promise<boolean> {
    try {
      await this.claims!.insertOne({ _id: claimKey(doc as never), job: String(doc._id), nextRunAt: doc.nextRunAt ?? null, at: new Date() });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Locks a claimed job (unless its run was moved meanwhile) and returns it as agenda reads it. */
  private async lockClaimed(doc: Document, lockedAt: Date, options: JobRepositoryOptions | undefined): Promise<JobParameters | undefined> {
    const result = await this.jobs.updateOne(
      { _id: doc._id, nextRunAt: doc.nextRunAt ?? null },
      { $set: { lockedAt, lastModifiedBy: options?.lastModifiedBy ?? null } },
    );
    if (result.matchedCount === 0) return undefined;
    return (await this.getJobById(String(doc._id))) ?? undefined;
  }

  override async getNextJobToRun(
    jobName: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now: Date | undefined,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters | undefined> {
    await this.sweep();
    const due = await this.jobs
      .find({
        name: jobName,
        disabled: { $ne: true },
        $or: [{ lockedAt: { $eq: null }, nextRunAt: { $lte: nextScanAt } }, { lockedAt: { $lte: lockDeadline } }],
      })
      .sort({ nextRunAt: 1, priority: -1 })
      .limit(CANDIDATES)
      .toArray();
    for (const doc of due) {
      if (!(await this.claim(doc))) continue;
      const locked = await this.lockClaimed(doc, now ?? new Date(), options);
      if (locked) return locked;
    }
    return undefined;
  }

  override async lockJob(job: JobParameters, options: JobRepositoryOptions | undefined): Promise<JobParameters | undefined> {
    if (!job._id) return undefined;
    const doc = await this.jobs.findOne({
      _id: new ObjectId(job._id.toString()),
      name: job.name,
      lockedAt: null,
      nextRunAt: job.nextRunAt ?? null,
      disabled: { $ne: true },
    });
    if (!doc || !(await this.claim(doc))) return undefined;
    return this.lockClaimed(doc, new Date(), options);
  }

  /**
   * `every` upserts one job per name (`{name, type: 'single'}`), which FerretDB 1.x may insert once per instance
   * starting together. The first save of a name inserts it under an id derived from the name (one insert wins), so
   * the upsert that follows always updates that one job.
   */
  override async saveJob<D = unknown>(job: JobParameters<D>, options: JobRepositoryOptions | undefined): Promise<JobParameters<D>> {
    if (!job._id && job.type === 'single' && !(await this.jobs.findOne({ name: job.name, type: 'single' }, { projection: { _id: 1 } }))) {
      const { unique: _unique, uniqueOpts: _uniqueOpts, ...props } = job;
      try {
        await this.jobs.insertOne({ ...props, _id: singleJobId(job.name), lockedAt: null, lastModifiedBy: options?.lastModifiedBy ?? null });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return super.saveJob(job, options);
  }

  override async unlockJob(job: JobParameters): Promise<void> {
    if (job._id) await this.release([job._id]);
    await super.unlockJob(job);
  }

  override async unlockJobs(jobIds: (JobId | string)[]): Promise<void> {
    await this.release(jobIds);
    await super.unlockJobs(jobIds);
  }

  /**
   * Deletes the claims of the run each job is still due for (agenda unlocks only jobs it locked and did not start),
   * before the lock goes, so no instance meets the job unlocked with its run still claimed.
   */
  private async release(jobIds: (JobId | string)[]): Promise<void> {
    for (const id of jobIds) {
      const doc = await this.jobs.findOne({ _id: new ObjectId(id.toString()) });
      if (doc?.nextRunAt) await this.claims!.deleteMany({ job: String(id), nextRunAt: doc.nextRunAt });
    }
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.sweptAt < CLAIMS_SWEPT_EVERY_MS) return;
    this.sweptAt = Date.now();
    await this.claims!.deleteMany({ at: { $lt: new Date(Date.now() - CLAIMS_KEPT_MS) } });
  }
}

/** Agenda's backend on a service's database, with jobs claimed once across instances (see ClaimingJobRepository). */
export function claimingMongoBackend(db: Db, collection: string): AgendaBackend {
  const repository = new ClaimingJobRepository(db, collection);
  return {
    name: 'MongoDB (claimed once)',
    repository,
    ownsConnection: false,
    connect: () => repository.connect(),
    disconnect: async () => {},
  };
}

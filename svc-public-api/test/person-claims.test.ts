import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose, { type Connection } from 'mongoose';
import { DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { uniqueSuffix } from '@firecrest/service-kit/testing';
import { compileViews, type Views } from '../src/models';
import { refreshClaimed } from '../src/reports/person-claims';
import { progressContribution, refreshProgressCounts, type CountedRecord } from '../src/reports/progress-counts';
import { refreshCompetencyReportRows } from '../src/reports/competency-report-rows';

/** Two instances of svc-public-api (a connection each) refreshing one person's report documents at once, on the real store. */
describe("report documents refreshed by several instances at once", { timeout: 60_000 }, () => {
  const dbName = `test_person_claims_${uniqueSuffix()}`;
  const url = process.env.MONGO_URL ?? DEFAULT_MONGO_URL;
  const connections: Connection[] = [];
  let instances: Views[];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) connections.push(await mongoose.createConnection(url, { dbName }).asPromise());
    instances = connections.map(compileViews);
  });
  afterAll(async () => {
    await connections[0]?.dropDatabase();
    for (const c of connections) await c.close();
  });

  const record = (id: number, employeeId: number, expiryDate: string) => ({
    _id: id, employeeId, competencyId: 1, statusId: 1, startDate: '2024-01-01', endDate: null, expiryDate, deleted: false, lastModifiedDate: new Date(),
    primaryStationId: 3, stationIds: [3], activeFrom: '2020-01-01', activeUntil: '9999-12-31', gartanId: `G${employeeId}`, lastNameLower: `person ${employeeId}`,
  });
  const refreshBoth = (views: Views, people: number[]) =>
    refreshClaimed(views, people, async (claimed) => {
      await refreshProgressCounts(views, claimed, '2026-11-26');
      await refreshCompetencyReportRows(views, claimed);
    });

  /** The progress counts every person's records add up to, by count document and field. */
  const expectedCounts = async (views: Views, people: number[]) => {
    const records = await views.EmployeeCompetencyView.find({}).lean<CountedRecord[]>();
    const expected = new Map<string, number>();
    for (const p of people) for (const [key, n] of progressContribution(records.filter((r) => r.employeeId === p), '2026-11-26')) expected.set(key, (expected.get(key) ?? 0) + n);
    return Object.fromEntries(expected);
  };
  const storedCounts = async (views: Views) => {
    const stored = new Map<string, number>();
    for (const c of await views.ProgressCount.find({}).lean()) {
      for (const [field, n] of Object.entries(c.stations ?? {})) stored.set(`${c._id}\tstations.${field}`, n);
      for (const [station, days] of Object.entries(c.days ?? {})) for (const [day, n] of Object.entries(days)) stored.set(`${c._id}\tdays.${station}.${day}`, n);
    }
    return Object.fromEntries(stored);
  };

  it('counts each person once, whichever instance refreshes them and however many at once', async () => {
    const [a, b] = instances as [Views, Views];
    const people = [7, 8, 9];
    await a.EmployeeCompetencyView.insertMany(people.flatMap((p) => [record(p * 10, p, '2027-03-15'), record(p * 10 + 1, p, '2027-05-01')]));
    // Each person refreshed four times at once, half by each instance (as the employee and record handlers do).
    await Promise.all([refreshBoth(a, people), refreshBoth(b, people), refreshBoth(a, [8, 9]), refreshBoth(b, [7, 9])]);

    expect(await storedCounts(a)).toEqual(await expectedCounts(a, people));
    expect(await a.ProgressLedger.countDocuments()).toBe(3);
    expect((await a.CompetencyReportRows.find({}).sort({ _id: 1 }).lean()).map((r) => [r._id, r.recordIds.length])).toEqual([[7, 2], [8, 2], [9, 2]]);
    // Every claim let go.
    expect(await a.PersonClaim.countDocuments()).toBe(0);
  });

  it("keeps every person's share when many people's refreshes write the same count documents at once", async () => {
    const [a, b] = instances as [Views, Views];
    await Promise.all([a.ProgressCount.deleteMany({}), a.ProgressLedger.deleteMany({}), a.EmployeeCompetencyView.deleteMany({})]);
    const people = Array.from({ length: 30 }, (_, i) => 100 + i);
    await a.EmployeeCompetencyView.insertMany(people.map((p) => record(p * 10, p, '2027-03-15')));
    // One refresh per person, all at once, alternately by each instance: every one adds to the same station's months.
    await Promise.all(people.map((p, i) => refreshBoth(i % 2 ? a : b, [p])));
    expect(await storedCounts(a)).toEqual(await expectedCounts(a, people));
  });

  it('takes over a person whose claim ran out (its instance died), and waits for one still held', async () => {
    const [a, b] = instances as [Views, Views];
    await a.PersonClaim.collection.insertMany([{ _id: 7, owner: 'dead', until: new Date(Date.now() - 1000) }, { _id: 8, owner: 'alive', until: new Date(Date.now() + 60_000) }] as never[]);
    const refreshed: number[][] = [];
    const running = refreshClaimed(b, [7, 8], async (claimed) => void refreshed.push(claimed));
    await expect.poll(() => refreshed).toEqual([[7]]);
    await a.PersonClaim.deleteOne({ _id: 8, owner: 'alive' });
    await running;
    expect(refreshed).toEqual([[7], [8]]);
    expect(await a.PersonClaim.countDocuments()).toBe(0);
  });
});

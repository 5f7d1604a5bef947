import { describe, expect, it } from 'vitest';
import { demoCompetencyRecords, demoDataset, demoEmployee, demoIncident, demoTrainingEvent } from '../demo-data';

describe('demo data', () => {
  it('is a believable service of the default size', () => {
    const data = demoDataset();
    expect(data.stations).toHaveLength(40);
    expect(data.competencies).toHaveLength(120);
    expect(new Set(data.stations.map((s) => s.callSign)).size).toBe(40);
    expect(new Set(data.competencies.map((c) => c.code)).size).toBe(120);
    expect(data.stations[0]).toMatchObject({ kind: 'station', callSign: 'S01', name: 'Hightown' });
    expect(data.stations[0].postcode).toMatch(/^[A-Z]{2}\d{1,2} \d[A-Z]{2}$/);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(demoDataset(7)).toEqual(demoDataset(7));
    expect(demoDataset(7).stations.map((s) => s.address)).not.toEqual(demoDataset(8).stations.map((s) => s.address));
  });
});

describe('demo data: the generated people, events and incidents', () => {
  const ids = {
    stations: [1, 2, 3],
    trainingLocations: [41],
    organisation: { watch: [1, 2], roster: [3], staffGroup: [4, 5], employeeRole: [6, 7] },
    competencies: Array.from({ length: 120 }, (_, i) => i + 1),
    subjectAreas: [1, 2, 3],
    programs: [1, 2],
    bookingTypes: [1, 2],
    incidentTypes: [1, 2, 3],
  };
  const anchor = Date.UTC(2026, 10, 23);

  it('makes employees whose contracts are in order and point at the lists given', () => {
    for (let i = 0; i < 5000; i++) {
      const e = demoEmployee(42, i, ids, anchor);
      expect(e.gartanId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
      for (const c of e.contracts) {
        expect(ids.stations).toContain(c.stationId);
        if (c.endDate) expect(c.endDate >= c.startDate).toBe(true);
      }
    }
    expect(demoEmployee(42, 7, ids, anchor)).toEqual(demoEmployee(42, 7, ids, anchor));
    expect(demoEmployee(42, 7, ids, anchor)).not.toEqual(demoEmployee(43, 7, ids, anchor));
  });

  it('spreads training events over two years back and one ahead, ending past ones complete or cancelled', () => {
    const events = Array.from({ length: 300 }, (_, i) => demoTrainingEvent(42, i, 300, ids, anchor));
    expect(events[0].dates[0].startTime < '2024-11-24').toBe(true);
    expect(events.at(-1)!.dates[0].startTime > '2027-11-01').toBe(true);
    const past = events.filter((e) => e.dates.at(-1)!.endTime < new Date(anchor).toISOString());
    expect(past.every((e) => e.finalStatus !== 1)).toBe(true);
    expect(events.filter((e) => e.finalStatus === 3).every((e) => e.comment.length > 0)).toBe(true);
  });

  it('gives incidents unique numbers and competency records distinct competencies', () => {
    const numbers = Array.from({ length: 1000 }, (_, i) => demoIncident(42, i, 1000, ids, anchor).incidentNo);
    expect(new Set(numbers).size).toBe(1000);
    const records = demoCompetencyRecords(42, 0, 9, 6, ids, anchor);
    expect(new Set(records.map((r) => r.competencyId)).size).toBe(6);
    expect(records.filter((r) => r.expiryDate < '2026-11-23').every((r) => r.statusId === 5)).toBe(true);
  });
});

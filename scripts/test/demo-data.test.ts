import { describe, expect, it } from 'vitest';
import { demoDataset } from '../demo-data';

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

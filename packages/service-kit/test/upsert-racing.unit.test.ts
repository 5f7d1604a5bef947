import { describe, expect, it } from 'vitest';
import { upsertRacing } from '../src/duplicate-keys';

const duplicate = Object.assign(new Error('E11000 duplicate key error collection: training.training_event_facets'), { code: 11000 });

describe('upsertRacing', () => {
  it('writes once more after losing an insert race (a duplicate key), and only then', async () => {
    let calls = 0;
    await upsertRacing(async () => {
      calls++;
      if (calls === 1) throw duplicate;
    });
    expect(calls).toBe(2);
    calls = 0;
    await upsertRacing(async () => {
      calls++;
    });
    expect(calls).toBe(1);
  });

  it('passes any other error on at once, and a duplicate that stays after 5 attempts', async () => {
    let calls = 0;
    await expect(upsertRacing(async () => Promise.reject(new Error(`connection closed ${++calls}`)))).rejects.toThrow('connection closed 1');
    calls = 0;
    await expect(upsertRacing(async () => Promise.reject(Object.assign(duplicate, { attempt: ++calls })))).rejects.toThrow(/E11000/);
    expect(calls).toBe(5);
  });
});

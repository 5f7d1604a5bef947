import { describe, expect, it } from 'vitest';
import { canCancelJob, nextJobStates } from '../src/training/framework-jobs';

describe('job states (§4.2)', () => {
  it('starts, then completes; may be cancelled until complete; complete and cancelled are final', () => {
    expect(nextJobStates('not started')).toEqual(['in progress', 'cancelled']);
    expect(nextJobStates('in progress')).toEqual(['complete', 'cancelled']);
    expect(nextJobStates('complete')).toEqual([]);
    expect(nextJobStates('cancelled')).toEqual([]);
    expect([canCancelJob('not started'), canCancelJob('in progress'), canCancelJob('complete'), canCancelJob('cancelled')]).toEqual([true, true, false, false]);
  });
});

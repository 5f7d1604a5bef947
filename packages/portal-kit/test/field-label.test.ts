import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../src/history-table';

describe('fieldLabel', () => {
  it('says a changed field as a reader would', () => {
    expect(fieldLabel('contracts.0.stationId')).toBe('Contract 1 station');
    expect(fieldLabel('contracts.1.endDate')).toBe('Contract 2 end date');
    expect(fieldLabel('lineManagerIds')).toBe('Line managers');
    expect(fieldLabel('firstName')).toBe('First name');
  });
});

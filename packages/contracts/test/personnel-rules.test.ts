import { describe, expect, it } from 'vitest';
import { contractRules, employeeRules, expiryBand, extensionError, MESSAGES, phoneRules } from '../src';

describe('personnel rules shared by the portal and svc-personnel', () => {
  it('colours expiry dates red, orange within the window, green after', () => {
    const today = '2026-01-01';
    expect(expiryBand('2025-12-31', 30, today)).toBe('expired');
    expect(expiryBand('2026-01-01', 30, today)).toBe('expiring');
    expect(expiryBand('2026-01-31', 30, today)).toBe('expiring');
    expect(expiryBand('2026-02-01', 30, today)).toBe('valid');
    expect(expiryBand('2026-03-01', 90, today)).toBe('expiring');
    expect(expiryBand(null, 30, today)).toBe('none');
  });

  it('checks an extension of an expiry date', () => {
    const today = '2026-01-01';
    expect(extensionError('', '2026-06-01', today)).toBe(MESSAGES.expiryRequired);
    expect(extensionError('2026-02-30', '2026-06-01', today)).toBe(MESSAGES.invalidDate);
    expect(extensionError('2026-01-01', null, today)).toBe(MESSAGES.expiryAfterToday);
    expect(extensionError('2026-05-01', '2026-06-01', today)).toBe(MESSAGES.expiryAfterCurrent);
    expect(extensionError('2026-06-02', '2026-06-01', today)).toBeNull();
  });

  it('wants exactly one default phone number when there are any', () => {
    expect(phoneRules([])).toEqual([]);
    expect(phoneRules([{ number: '1' }])).toEqual([{ field: 'phones', message: MESSAGES.oneDefaultPhone }]);
    expect(phoneRules([{ number: '1', isDefault: true }, { number: '', isDefault: true }])).toEqual([
      { field: 'phones.1.number', message: MESSAGES.required },
      { field: 'phones', message: MESSAGES.onlyOneDefaultPhone },
    ]);
  });

  it('refuses overlapping contracts, open-ended ones included, and a second default', () => {
    expect(contractRules([{ startDate: '2020-01-01', endDate: '2020-12-31' }, { startDate: '2021-01-01', endDate: null }])).toEqual([]);
    expect(contractRules([{ startDate: '2020-01-01', endDate: null }, { startDate: '2025-01-01', endDate: '2025-02-01' }])).toEqual([{ field: 'contracts.1.startDate', message: MESSAGES.contractsOverlap }]);
    expect(contractRules([{ startDate: '2020-01-01', endDate: '2020-12-31', isDefault: true }, { startDate: '2021-01-01', endDate: null, isDefault: true }])).toEqual([{ field: 'contracts', message: MESSAGES.onlyOneDefaultContract }]);
  });

  it('requires names and refuses a birth date in the future', () => {
    expect(employeeRules({ firstName: ' ', lastName: 'X', contracts: [], dateOfBirth: '2999-01-01' }, '2026-01-01')).toEqual([
      { field: 'firstName', message: MESSAGES.required },
      { field: 'dateOfBirth', message: MESSAGES.futureDatesNotAllowed },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { failedCallMessage } from '../src/problem';
import { fieldMessage } from '../src/problem-sentences';

const validation = (errors: { field: string; message: string }[], detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ')) => ({
  code: 'validation' as const,
  detail,
  errors,
});

describe('what a person reads of a refused call (issue 34: sentences, never schema paths or keys)', () => {
  it('says a validator refusal as a sentence naming the field by its label, an entry of a list by its position', () => {
    expect(failedCallMessage(400, validation([{ field: 'token', message: 'must NOT have fewer than 20 characters' }]))).toBe('Token must have at least 20 characters.');
    expect(failedCallMessage(400, validation([{ field: 'ipRestrictions.1', message: 'must NOT have fewer than 2 characters' }]), { ipRestrictions: 'the allowed IPs' })).toBe(
      'Entry 2 of the allowed IPs must have at least 2 characters.',
    );
    expect(failedCallMessage(400, validation([{ field: 'endpointUrl', message: 'Required' }, { field: 'dateFrom', message: 'must match format "date"' }]))).toBe(
      'Endpoint URL is required. Date from must be a date.',
    );
    expect(failedCallMessage(400, validation([{ field: 'requestType', message: 'must be one of: GET, POST' }]))).toBe('Request type must be one of GET, POST.');
  });

  it('never shows a message key', () => {
    expect(failedCallMessage(400, validation([{ field: 'endpointUrl', message: 'validations.required' }], 'validations.required'), { endpointUrl: 'the endpoint URL' })).toBe(
      'The endpoint URL is required.',
    );
    expect(fieldMessage('validations.required')).toBe('This field is required.');
    expect(fieldMessage('must NOT have more than 1 items')).toBe('Must have at most 1 entry.');
  });

  it("keeps a service's own sentence", () => {
    expect(failedCallMessage(400, { code: 'validation', detail: 'Fill in the subject and the instructions.', errors: [{ field: 'subject', message: 'Required' }] })).toBe(
      'Fill in the subject and the instructions.',
    );
    expect(failedCallMessage(409, { code: 'conflict', detail: 'Return it to pending first.' })).toBe('Return it to pending first.');
  });

  it('says a refused right in plain words, without the module key', () => {
    expect(failedCallMessage(403, { code: 'permissionDenied', detail: 'Permission denied: view on WEBHOOKS is required.' })).toBe(
      'You do not have permission to see this. Ask your administrator if you need access.',
    );
    expect(failedCallMessage(403, { code: 'permissionDenied', detail: 'Permission denied: create on USER_API_KEYS is required to create a key for another user.' })).toBe(
      'You do not have permission to add this. Ask your administrator if you need access.',
    );
    expect(failedCallMessage(403, { code: 'permissionDenied', detail: 'You can only change records of the locations you manage.' })).toBe('You can only change records of the locations you manage.');
  });
});

describe('in Welsh (issue 36: the catalogue text, the problem detail stays English for integrators)', () => {
  it("says a problem by its code's catalogue text, validator refusals and refused rights in Welsh", async () => {
    const { i18n } = await import('../src/i18n/i18n');
    await i18n.changeLanguage('cy');
    try {
      expect(failedCallMessage(409, { code: 'conflict', detail: 'Return it to pending first.' })).toBe("Newidiwyd y cofnod gan rywun arall, neu fe'i defnyddir mewn man arall.");
      expect(failedCallMessage(400, validation([{ field: 'endpointUrl', message: 'Required' }]), { endpointUrl: 'URL y pwynt terfyn' })).toBe('URL y pwynt terfyn: yn ofynnol.');
      expect(fieldMessage('must match format "date"')).toBe('Rhaid iddo fod yn ddyddiad.');
      expect(failedCallMessage(403, { code: 'permissionDenied', detail: 'Permission denied: view on WEBHOOKS is required.' })).toMatch(/^Nid oes gennych ganiatâd i weld hwn/);
      expect(failedCallMessage(undefined, undefined)).toBe("Nid yw'r gweinydd yn ymateb, gwiriwch eich cysylltiad â'r rhyngrwyd.");
      expect(failedCallMessage(418, {})).toBe('Methodd y cais (418).');
    } finally {
      await i18n.changeLanguage('en-GB');
    }
  });
});

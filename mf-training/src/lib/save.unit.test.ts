import { afterEach, describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import type { FormInstance } from 'antd';
import { TRAINING_MESSAGES } from '@firecrest/contracts';
import { i18n } from '@firecrest/portal-kit';
import '../catalogues';
import { showTrainingFieldErrors } from './save';

/** A refusal as axios rejects it, with the problem's field messages. */
const refusal = (errors?: { field: string; message: string }[]) => {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError('status 400', 'ERR_BAD_REQUEST', config, null, { status: 400, statusText: '400', headers: {}, config, data: { status: 400, code: 'validation', detail: 'Not saved.', ...(errors ? { errors } : {}) } });
};
/** A form that records the fields it was given. */
const recordingForm = () => {
  const fields: { name: unknown; errors: string[] }[] = [];
  return { fields, form: { setFields: (f: typeof fields) => fields.push(...f) } as unknown as FormInstance };
};

afterEach(() => i18n.changeLanguage('en-GB'));

describe("the training screens' field messages", () => {
  it("puts each message on the form's field, renamed, in the user's language, and answers that every one was shown", async () => {
    await i18n.changeLanguage('cy');
    const { fields, form } = recordingForm();
    const shown = showTrainingFieldErrors(form, refusal([{ field: 'dates.0.endTime', message: TRAINING_MESSAGES.bookingOverlap }]), (f) => f.replace('endTime', 'end'));
    expect(shown).toBe(true);
    expect(fields).toEqual([{ name: ['dates', 0, 'end'], errors: ["Ni ddylai archeb orgyffwrdd ag archeb sy'n bodoli eisoes"] }]);
  });

  it('answers false, for the toast, when a message has no field or the refusal names none', () => {
    const { fields, form } = recordingForm();
    expect(showTrainingFieldErrors(form, refusal([{ field: 'quantity', message: 'Choose fewer than the stock' }, { field: 'inventory', message: 'is unknown' }]), (f) => (f === 'quantity' ? f : null))).toBe(false);
    expect(fields).toEqual([{ name: ['quantity'], errors: ['Choose fewer than the stock.'] }]);
    expect(showTrainingFieldErrors(form, refusal())).toBe(false);
    expect(showTrainingFieldErrors(form, new Error('network down'))).toBe(false);
  });
});

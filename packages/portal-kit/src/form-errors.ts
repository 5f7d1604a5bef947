import type { FormInstance } from 'antd';
import { AxiosError } from 'axios';
import type { Problem } from '@firecrest/contracts';
import { fieldMessage } from './problem-sentences';

/** `contracts.1.startDate` as an antd name path: ['contracts', 1, 'startDate']. */
export const namePath = (field: string) => field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * Shows a refused save's field messages on the form's fields (the server's §5.2 wording); answers whether any field
 * took one, so the caller toasts only what no field shows.
 */
export function showFieldErrors(form: FormInstance, error: unknown, known?: (field: string) => boolean): boolean {
  const problem = error instanceof AxiosError ? (error.response?.data as Partial<Problem> | undefined) : undefined;
  const errors = (problem?.errors ?? []).filter((e) => (known ? known(e.field) : true));
  if (!errors.length) return false;
  form.setFields(errors.map((e) => ({ name: namePath(e.field) as never, errors: [fieldMessage(e.message)] })));
  return true;
}

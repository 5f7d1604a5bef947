import type { FormInstance } from 'antd';
import { AxiosError } from 'axios';
import type { Problem } from '@firecrest/contracts';
import { namePath, useSave as useKitSave, type SaveOptions } from '@firecrest/portal-kit';
import { sayFieldMessage } from './messages';

/** Where the form shows a field the server names (`dates.0.endTime` → `dates.0.end`); null: the form has no such field. */
export type FieldName = (serverField: string) => string | null;

/**
 * Shows a refusal's §5.2 messages on the fields they name (renamed to the form's, in the user's language: a training
 * message by its catalogue key, any other as portal-kit's field sentence); answers whether every message found a
 * field, so the problem is toasted only when some message (or none at all) has no field to show it.
 */
export function showTrainingFieldErrors(form: FormInstance, error: unknown, fieldName: FieldName = (f) => f): boolean {
  const problem = error instanceof AxiosError ? (error.response?.data as Partial<Problem> | undefined) : undefined;
  const errors = problem?.errors ?? [];
  const shown = errors.map((e) => ({ name: fieldName(e.field), message: e.message })).filter((e): e is { name: string; message: string } => e.name !== null);
  if (shown.length) form.setFields(shown.map((e) => ({ name: namePath(e.name) as never, errors: [sayFieldMessage(e.message)] })));
  return errors.length > 0 && shown.length === errors.length;
}

export interface TrainingSaveOptions<V, R> extends Omit<SaveOptions<V, R>, 'knownField'> {
  /** Renames the server's fields to the form's (null: the form has none such, the message is toasted). */
  fieldName?: FieldName;
}

/**
 * The portal's one save pattern (portal-kit's `useSave`: invalidates what the write changed, toasts, calls back) with
 * the training screens' field messages: the server's §5.2 wording said in the user's language on the renamed fields.
 */
export function useTrainingSave<V = void, R = unknown>({ form, fieldName, onFailed, ...options }: TrainingSaveOptions<V, R>) {
  return useKitSave<V, R>({ ...options, onFailed: (error, vars) => Boolean(onFailed?.(error, vars)) || (form !== undefined && showTrainingFieldErrors(form, error, fieldName)) });
}

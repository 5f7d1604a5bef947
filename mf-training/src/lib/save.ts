import type { FormInstance } from 'antd';
import { AxiosError } from 'axios';
import type { Problem } from '@firecrest/contracts';
import { namePath, problemMessage, useToast } from '@firecrest/portal-kit';
import { sayFieldMessage } from './messages';

/** Where the form shows a field the server names (`dates.0.endTime` → `dates.0.end`); null: the form has no such field. */
export type FieldName = (serverField: string) => string | null;

/**
 * Runs a write and tells the user how it went: a toast on success; on refusal the server's §5.2 messages on the
 * fields they name (renamed to the form's, said as portal-kit's field sentences), and the problem's detail as a toast when no field can show it.
 * Answers the result, or undefined when refused.
 */
export function useSave() {
  const toast = useToast();
  return async function save<T>(call: () => Promise<T>, success: string, form?: FormInstance, fieldName: FieldName = (f) => f): Promise<T | undefined> {
    try {
      const result = await call();
      toast.success(success);
      return result;
    } catch (error) {
      const problem = error instanceof AxiosError ? (error.response?.data as Partial<Problem> | undefined) : undefined;
      const errors = problem?.errors ?? [];
      const shown = errors.map((e) => ({ name: fieldName(e.field), message: e.message })).filter((e): e is { name: string; message: string } => e.name !== null);
      if (form && shown.length) form.setFields(shown.map((e) => ({ name: namePath(e.name) as never, errors: [sayFieldMessage(e.message)] })));
      if (!form || shown.length < errors.length || !errors.length) toast.error(problemMessage(error));
      return undefined;
    }
  };
}

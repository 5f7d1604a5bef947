import type { FormInstance } from 'antd';
import { problemMessage, showFieldErrors, useToast } from '@firecrest/portal-kit';

/**
 * Runs a write and tells the user how it went: a toast on success; on refusal the server's §5.2 messages on the
 * fields they name, else the problem's detail as a toast. Answers the result, or undefined when refused.
 */
export function useSave() {
  const toast = useToast();
  return async function save<T>(call: () => Promise<T>, success: string, form?: FormInstance): Promise<T | undefined> {
    try {
      const result = await call();
      toast.success(success);
      return result;
    } catch (error) {
      if (!form || !showFieldErrors(form, error)) toast.error(problemMessage(error));
      return undefined;
    }
  };
}

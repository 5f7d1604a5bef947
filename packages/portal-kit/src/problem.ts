import type { Problem } from '@firecrest/contracts';
import { problemSentence } from './problem-sentences';
import { i18n } from './i18n/i18n';

/** "Server not responding, check your internet connection." in the language in force. */
export const serverNotResponding = (): string => i18n.t('common:problem.serverNotResponding');

/**
 * What to tell the user about a call that failed: the server's problem detail in words (`labels`: the screen's names
 * of the fields), or its status; `status` undefined
 * when no answer came. Without axios, so the sign-in page (which loads neither axios nor antd) says the same.
 */
export function failedCallMessage(status: number | undefined, problem: Partial<Problem> | undefined, labels?: Record<string, string>): string {
  if (status === undefined) return serverNotResponding();
  const sentence = problem && problemSentence(problem, labels);
  if (sentence) return sentence;
  if (status >= 500) return i18n.t('common:problem.unexpected');
  return i18n.t('common:problem.requestFailed', { status });
}

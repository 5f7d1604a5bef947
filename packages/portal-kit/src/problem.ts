import type { Problem } from '@firecrest/contracts';
import { problemSentence } from './problem-sentences';

export const SERVER_NOT_RESPONDING = 'Server not responding, check your internet connection.';

/**
 * What to tell the user about a call that failed: the server's problem detail in words (`labels`: the screen's names
 * of the fields), or its status; `status` undefined
 * when no answer came. Without axios, so the sign-in page (which loads neither axios nor antd) says the same.
 */
export function failedCallMessage(status: number | undefined, problem: Partial<Problem> | undefined, labels?: Record<string, string>): string {
  if (status === undefined) return SERVER_NOT_RESPONDING;
  const sentence = problem && problemSentence(problem, labels);
  if (sentence) return sentence;
  if (status >= 500) return 'Unexpected error connecting to the server.';
  return `Request failed (${status}).`;
}

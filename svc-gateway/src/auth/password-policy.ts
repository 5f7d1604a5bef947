import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_LENGTH } from '@firecrest/contracts';
import { ProblemError } from '@firecrest/service-kit';

/** zxcvbn score (0-4) a new password must reach: 3 is "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

// Built once: the dictionaries (common passwords, names, English words) ship in the packages, no network.
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

/** Why a password is refused, or null when it is strong enough. `related` are words of the account (username, name). */
export function passwordWeakness(password: string, related: string[] = []): string | null {
  if (password.trim().length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters (spaces at either end do not count).`;
  const result = zxcvbn.check(password, related.filter(Boolean));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const hint = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess.${hint ? ` ${hint}` : ''}`;
}

/** A 400 validation problem naming the field when the password is too weak. */
export function assertStrongPassword(password: string, field: string, related: string[] = []) {
  const weakness = passwordWeakness(password, related);
  if (weakness) throw new ProblemError('validation', weakness, [{ field, message: weakness }]);
}

import { ZxcvbnFactory, type DictionaryMatch, type MatchExtended } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_LENGTH } from '@firecrest/contracts';
import { ProblemError } from '@firecrest/service-kit';

/** zxcvbn score (0-4) a new password must reach: 3 is "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

/** The product's name: what anyone guessing a password of this portal tries first. */
const PRODUCT_NAME = 'Firecrest';

// Built once: the dictionaries (common passwords, names, English words) ship in the packages, no network.
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

/** Whose password it is: its username, name and e-mail address are words a password must not be built from. */
export interface PasswordOwner {
  username?: string;
  name?: string;
  email?: string | null;
}

/** The owner's words as a guesser would try them: whole, and each part of the username, name and e-mail address. */
function ownerWords(owner: PasswordOwner): string[] {
  const whole = [owner.username, owner.name, owner.email].filter((w): w is string => Boolean(w));
  const parts = whole.flatMap((w) => w.split(/[^\p{L}\p{N}]+/u));
  return [...new Set([...whole, ...parts].map((w) => w.toLowerCase()).filter((w) => w.length >= 3))];
}

const quoted = (words: string[]) => [...new Set(words)].map((w) => `“${w}”`).join(', ');

/**
 * Why a password built from a word the guesser knows is refused: the product's name, the owner's own words, or a
 * common password. Built from means what is left without those words would not pass on its own (`Firecrest-2026!`
 * scores well as a whole, yet is the product's name and a year).
 */
function builtFrom(password: string, sequence: MatchExtended[], inputs: string[]): string | null {
  const words = sequence.filter((m): m is DictionaryMatch => m.pattern === 'dictionary');
  const named = words.filter((m) => m.dictionaryName === 'userInputs');
  const rest = named.reduce((left, m) => left.replace(m.token, ''), password);
  // The common-password lists are named by language (`passwords-common`).
  const commonPasswords = words.filter((m) => m.dictionaryName.startsWith('passwords')).map((m) => m.token);
  // Those words add nothing a guesser does not know: the rest has to pass on its own.
  const restIsWeak = rest.trim().length < PASSWORD_MIN_LENGTH || zxcvbn.check(rest, inputs).score < MIN_PASSWORD_SCORE;
  if (named.length && restIsWeak) {
    const product = named.filter((m) => m.matchedWord === PRODUCT_NAME.toLowerCase());
    if (product.length) return `It is built from the product’s name, ${PRODUCT_NAME}.`;
    return `It is built from the account’s own name, username or e-mail address (${quoted(named.map((m) => m.token))}).`;
  }
  if (commonPasswords.length && zxcvbn.check(password, inputs).score < MIN_PASSWORD_SCORE) return `It is built from a common password (${quoted(commonPasswords)}).`;
  return null;
}

/** Why a password is refused, or null when it is strong enough. */
export function passwordWeakness(password: string, owner: PasswordOwner = {}): string | null {
  if (password.trim().length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters (spaces at either end do not count).`;
  const inputs = [PRODUCT_NAME.toLowerCase(), ...ownerWords(owner)];
  const result = zxcvbn.check(password, inputs);
  const reason = builtFrom(password, result.sequence, inputs);
  if (result.score >= MIN_PASSWORD_SCORE && !reason) return null;
  const hint = [reason ?? result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess.${hint ? ` ${hint}` : ''}`;
}

/** A 400 validation problem naming the field when the password is too weak. */
export function assertStrongPassword(password: string, field: string, owner: PasswordOwner = {}) {
  const weakness = passwordWeakness(password, owner);
  if (weakness) throw new ProblemError('validation', weakness, [{ field, message: weakness }]);
}

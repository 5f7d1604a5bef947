import type { Problem } from '@firecrest/contracts';
import { i18n } from './i18n/i18n';
import { codeSentence } from './problem-codes';

/**
 * The portal shows people sentences, never schema paths, validator wording or message keys (issue 34), in their
 * language (issue 36). Services keep answering integrators with field paths, codes and English details (§8.1); these
 * functions turn what a screen is given into words from the `common` catalogue.
 */

const t = (key: string, values: Record<string, unknown> = {}): string => i18n.t(key, values);

/** Message keys some answers carry (admin-area §5 names `validations.required`): whether a person has words for it. */
const MESSAGE_KEYS = new Set(['validations.required']);

const FORMATS: Record<string, string> = {
  date: 'common:field.what.date',
  'date-time': 'common:field.what.dateTime',
  time: 'common:field.what.time',
  email: 'common:field.what.email',
  uri: 'common:field.what.uri',
  ipv4: 'common:field.what.ipv4',
  ipv6: 'common:field.what.ipv6',
};

const TYPES: Record<string, string> = {
  integer: 'common:field.what.integer',
  number: 'common:field.what.number',
  string: 'common:field.what.string',
  boolean: 'common:field.what.boolean',
  array: 'common:field.what.array',
  object: 'common:field.what.object',
};

const COMPARISONS: Record<string, string> = {
  '>=': 'common:field.pred.atLeast',
  '<=': 'common:field.pred.atMost',
  '>': 'common:field.pred.moreThan',
  '<': 'common:field.pred.lessThan',
};

const isMessageKey = (message: string) => /^[a-z][a-zA-Z]*(\.[a-zA-Z0-9]+)+$/.test(message);
const endSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `ipRestrictions` → "ip restrictions"; `endpointUrl` → "endpoint URL". */
const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .replace(/\b(url|ip|id|api|lms|fdo|ppe|cpd)\b/g, (w) => w.toUpperCase())
    .trim();

/**
 * What a field is called in a sentence: the screen's label for it when given, else its name in words; an entry of a
 * list is named by its position ("entry 2 of the allowed IPs").
 */
export function fieldName(field: string, labels: Record<string, string> = {}): string {
  const parts = field.split('.');
  const index = parts.findIndex((p) => /^\d+$/.test(p));
  const named = parts.filter((p) => !/^\d+$/.test(p));
  const own = labels[field] ?? labels[named.join('.')] ?? labels[named[0] ?? ''] ?? words(named.at(-1) ?? 'value');
  if (index === -1) return own;
  const list = labels[parts.slice(0, index).join('.')] ?? words(parts[index - 1] ?? 'list');
  return t('common:field.entryOf', { n: Number(parts[index]) + 1, list });
}

/** A field's message, said without naming the field (shown under the field itself). */
export function fieldMessage(message: string): string {
  const predicate = validatorPredicate(message);
  if (predicate) return capitalise(t('common:field.bare', { predicate }));
  if (isMessageKey(message)) return MESSAGE_KEYS.has(message) ? t('common:field.thisRequired') : t('common:field.thisInvalid');
  return endSentence(capitalise(message));
}

/** The validator's wording as a predicate of the field ("must have at least 20 characters"), or null. */
function validatorPredicate(message: string): string | null {
  let m: RegExpMatchArray | null;
  if (message === 'Required') return t('common:field.pred.required');
  if (message === 'Unknown property' || message === 'Unknown query parameter') return t('common:field.pred.notExpected');
  if ((m = message.match(/^must NOT have (fewer|more) than (\d+) (characters|items|properties)$/))) {
    const one = Number(m[2]) === 1;
    const unit = m[3] === 'characters' ? t(one ? 'common:field.unit.character' : 'common:field.unit.characters') : t(one ? 'common:field.unit.entry' : 'common:field.unit.entries');
    return t(m[1] === 'fewer' ? 'common:field.pred.atLeastCount' : 'common:field.pred.atMostCount', { count: m[2], unit });
  }
  if ((m = message.match(/^must be (>=|<=|>|<) (\S+)$/))) return t(COMPARISONS[m[1]!]!, { value: m[2] });
  if ((m = message.match(/^must be one of: (.+)$/))) return t('common:field.pred.oneOf', { values: m[1] });
  if (/^must be equal to one of the allowed values$/.test(message)) return t('common:field.pred.notAllowed');
  if ((m = message.match(/^must match format "([^"]+)"$/))) return FORMATS[m[1]!] ? t('common:field.pred.mustBe', { what: t(FORMATS[m[1]!]!) }) : t('common:field.pred.inFormat', { format: m[1] });
  if (/^must match pattern /.test(message)) return t('common:field.pred.pattern');
  if ((m = message.match(/^must be (\w+)(,\w+)*$/)) && TYPES[m[1]!]) return t('common:field.pred.mustBe', { what: t(TYPES[m[1]!]!) });
  if (/^must (NOT )?(have|be|match|contain)/.test(message)) return t('common:field.pred.invalid');
  return null;
}

const named = (name: string, predicate: string) => capitalise(t('common:field.named', { name, predicate }));

/** One field error as a sentence that names the field. */
export function fieldErrorSentence(error: { field: string; message: string }, labels?: Record<string, string>): string {
  const name = fieldName(error.field, labels);
  const predicate = validatorPredicate(error.message);
  if (predicate) return named(name, predicate);
  if (isMessageKey(error.message)) return named(name, t(MESSAGE_KEYS.has(error.message) ? 'common:field.pred.required' : 'common:field.pred.invalid'));
  // A service's own wording is already meant for people.
  return endSentence(capitalise(error.message));
}

const RIGHT_SENTENCES: Record<string, string> = {
  view: 'common:problem.permission.view',
  create: 'common:problem.permission.create',
  edit: 'common:problem.permission.edit',
  delete: 'common:problem.permission.delete',
  approve: 'common:problem.permission.approve',
};

/**
 * The detail of a problem in words: a validation problem's generated detail (`field: message; …`) becomes one
 * sentence per field; a refused right ("Permission denied: view on WEBHOOKS is required.") says so without the key.
 * A service's own detail is English (for integrators): in English it is shown as written, in another language the
 * catalogue's sentence for the problem's code is shown instead.
 */
export function problemSentence(problem: Partial<Problem>, labels?: Record<string, string>): string | undefined {
  const { detail, errors } = problem;
  if (problem.code === 'permissionDenied' && detail && /^Permission denied: \w+ on [A-Z_]+ is required/.test(detail)) {
    const right = detail.match(/^Permission denied: (\w+)/)![1]!;
    return t(RIGHT_SENTENCES[right] ?? 'common:problem.permission.other');
  }
  if (problem.code === 'validation' && errors?.length) {
    const generated = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
    if (!detail || detail === generated || isMessageKey(detail) || validatorPredicate(detail)) return errors.map((e) => fieldErrorSentence(e, labels)).join(' ');
  }
  if (detail && isMessageKey(detail)) return MESSAGE_KEYS.has(detail) ? t('common:field.thisRequired') : t('common:problem.notAccepted');
  if (!detail || !i18n.language.startsWith('en')) return codeSentence(problem.code) ?? detail;
  return detail;
}

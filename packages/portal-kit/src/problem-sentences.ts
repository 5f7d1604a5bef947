import type { Problem } from '@firecrest/contracts';

/**
 * The portal shows people sentences, never schema paths, validator wording or message keys (issue 34). Services keep
 * answering integrators with field paths and codes (§8.1); these functions turn what a screen is given into words.
 */

/** Message keys some answers carry (admin-area §5 names `validations.required`), as a person reads them. */
const MESSAGE_KEYS: Record<string, string> = {
  'validations.required': 'This field is required.',
};

const FORMATS: Record<string, string> = {
  date: 'a date',
  'date-time': 'a date and time',
  time: 'a time',
  email: 'an e-mail address',
  uri: 'a web address',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
};

const TYPES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a set of values',
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
  return `entry ${Number(parts[index]) + 1} of ${list}`;
}

/** A field's message, said without naming the field (shown under the field itself). */
export function fieldMessage(message: string): string {
  const predicate = validatorPredicate(message);
  if (predicate) return endSentence(capitalise(predicate.replace(/^must /, 'Must ').replace(/^is /, 'Is ')));
  if (isMessageKey(message)) return MESSAGE_KEYS[message] ?? 'This value is not valid.';
  return message === 'Required' ? 'Required' : endSentence(capitalise(message));
}

/** The validator's wording as a predicate of the field ("must have at least 20 characters"), or null. */
function validatorPredicate(message: string): string | null {
  let m: RegExpMatchArray | null;
  if (message === 'Required') return 'is required';
  if (message === 'Unknown property' || message === 'Unknown query parameter') return 'is not expected here';
  if ((m = message.match(/^must NOT have (fewer|more) than (\d+) (characters|items|properties)$/))) {
    const unit = m[3] === 'characters' ? 'characters' : 'entries';
    return `must have ${m[1] === 'fewer' ? 'at least' : 'at most'} ${m[2]} ${Number(m[2]) === 1 ? unit.replace(/s$/, '').replace(/ie$/, 'y') : unit}`;
  }
  if ((m = message.match(/^must be (>=|<=|>|<) (\S+)$/))) return `must be ${{ '>=': 'at least', '<=': 'at most', '>': 'more than', '<': 'less than' }[m[1]!]} ${m[2]}`;
  if ((m = message.match(/^must be one of: (.+)$/))) return `must be one of ${m[1]}`;
  if ((m = message.match(/^must be equal to one of the allowed values$/))) return 'is not one of the values allowed';
  if ((m = message.match(/^must match format "([^"]+)"$/))) return `must be ${FORMATS[m[1]!] ?? `in the ${m[1]} format`}`;
  if (/^must match pattern /.test(message)) return 'is not in the form expected';
  if ((m = message.match(/^must be (\w+)(,\w+)*$/)) && TYPES[m[1]!]) return `must be ${TYPES[m[1]!]}`;
  if (/^must (NOT )?(have|be|match|contain)/.test(message)) return 'is not valid';
  return null;
}

/** One field error as a sentence that names the field. */
export function fieldErrorSentence(error: { field: string; message: string }, labels?: Record<string, string>): string {
  const name = fieldName(error.field, labels);
  const predicate = validatorPredicate(error.message);
  if (predicate) return `${capitalise(name)} ${predicate}.`;
  if (isMessageKey(error.message)) return MESSAGE_KEYS[error.message] ? `${capitalise(name)} is required.` : `${capitalise(name)} is not valid.`;
  // A service's own wording is already meant for people.
  return endSentence(capitalise(error.message));
}

const RIGHT_VERBS: Record<string, string> = { view: 'see', create: 'add', edit: 'change', delete: 'delete', approve: 'approve' };

/**
 * The detail of a problem in words: a validation problem's generated detail (`field: message; …`) becomes one
 * sentence per field; a refused right ("Permission denied: view on WEBHOOKS is required.") says so without the key.
 */
export function problemSentence(problem: Partial<Problem>, labels?: Record<string, string>): string | undefined {
  const { detail, errors } = problem;
  if (problem.code === 'permissionDenied' && detail && /^Permission denied: \w+ on [A-Z_]+ is required/.test(detail)) {
    const right = detail.match(/^Permission denied: (\w+)/)![1]!;
    return `You do not have permission to ${RIGHT_VERBS[right] ?? 'do'} this. Ask your administrator if you need access.`;
  }
  if (problem.code === 'validation' && errors?.length) {
    const generated = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
    if (!detail || detail === generated || isMessageKey(detail) || validatorPredicate(detail)) return errors.map((e) => fieldErrorSentence(e, labels)).join(' ');
  }
  if (detail && isMessageKey(detail)) return MESSAGE_KEYS[detail] ?? 'The request was not accepted.';
  return detail;
}

import { MESSAGES, TRAINING_MESSAGES, type FieldMessage } from '@firecrest/contracts';
import type { Translate } from './translate';
import { INCIDENT_NO_MESSAGE } from '../pages/employee/callout-rules';

/** The §5.2 messages the contracts' rules give (in English), each with its sentence in the catalogues. */
const RULE_KEYS = new Map<string, string>([
  [MESSAGES.required, 'common:required'],
  [MESSAGES.invalidDate, 'rule.invalidDate'],
  [TRAINING_MESSAGES.invalidDateTime, 'rule.invalidDateTime'],
  [MESSAGES.endAfterStart, 'rule.endAfterStart'],
  [MESSAGES.oneDefaultPhone, 'rule.oneDefaultPhone'],
  [MESSAGES.onlyOneDefaultPhone, 'rule.onlyOneDefaultPhone'],
  [MESSAGES.oneDefaultContract, 'rule.oneDefaultContract'],
  [MESSAGES.onlyOneDefaultContract, 'rule.onlyOneDefaultContract'],
  [MESSAGES.contractsOverlap, 'rule.contractsOverlap'],
  [MESSAGES.expiryRequired, 'rule.expiryRequired'],
  [MESSAGES.expiryAfterToday, 'rule.expiryAfterToday'],
  [MESSAGES.expiryAfterCurrent, 'rule.expiryAfterCurrent'],
  [MESSAGES.futureDatesNotAllowed, 'rule.futureDatesNotAllowed'],
  [MESSAGES.valueGreaterThanZero, 'rule.valueGreaterThanZero'],
  [MESSAGES.competencyAlreadyAdded, 'rule.competencyAlreadyAdded'],
  [INCIDENT_NO_MESSAGE, 'rule.incidentNo'],
]);

/** A rule's message in the user's language (a message the catalogue does not hold stays as given). */
export const ruleText = (t: Translate, message: string) => {
  const key = RULE_KEYS.get(message);
  return key ? t(key) : message;
};

/** Rule failures as antd form fields, each message in the user's language. */
export const ruleFields = (t: Translate, errors: FieldMessage[], name: (field: string) => unknown) =>
  errors.map((e) => ({ name: name(e.field) as never, errors: [ruleText(t, e.message)] }));

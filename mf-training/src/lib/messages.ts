import { useMemo } from 'react';
import { TRAINING_MESSAGES } from '@firecrest/contracts';
import { fieldMessage, i18n, useT } from '@firecrest/portal-kit';

type MessageName = keyof typeof TRAINING_MESSAGES;

/**
 * The catalogue keys of contracts' §5.2 training messages (issue 36), qualified so any namespace of mf-training can
 * use them: the server keeps its English wording for integrators, the portal's forms say them in the user's language.
 */
export const MESSAGE_KEYS: Record<MessageName, string> = {
  required: 'common:required',
  invalidDate: 'training:message.invalidDate',
  invalidDateTime: 'training:message.invalidDateTime',
  positiveNumber: 'training:message.positiveNumber',
  valueGreaterThanZero: 'training:message.valueGreaterThanZero',
  requiredFields: 'training:message.requiredFields',
  commentRequired: 'training:message.commentRequired',
  commentTooShort: 'training:message.commentTooShort',
  startEndRequired: 'training:message.startEndRequired',
  startBeforeEnd: 'training:message.startBeforeEnd',
  endDateRequired: 'training:message.endDateRequired',
  endAfterStart: 'training:message.endAfterStart',
  datesRequired: 'training:message.datesRequired',
  duplicateDate: 'training:message.duplicateDate',
  maxNotLessThanMin: 'training:message.maxNotLessThanMin',
  courseRequired: 'training:message.courseRequired',
  courseDatesFirst: 'training:message.courseDatesFirst',
  instructorTypeRequired: 'training:message.instructorTypeRequired',
  instructorCounts: 'training:message.instructorCounts',
  delegatesOverMax: 'training:message.delegatesOverMax',
  cancellationReasonRequired: 'training:message.cancellationReasonRequired',
  eventLocked: 'training:message.eventLocked',
  bookingOverlap: 'training:message.bookingOverlap',
  quantityOverMax: 'training:message.quantityOverMax',
  inventoryTypeInvalid: 'training:message.inventoryTypeInvalid',
  maxPerEventPositive: 'training:message.maxPerEventPositive',
  hourlyOnly: 'training:message.hourlyOnly',
  overMaxMinutes: 'training:message.overMaxMinutes',
  breachCommentRequired: 'training:message.breachCommentRequired',
  breachRightRequired: 'training:message.breachRightRequired',
  attendeeNotOnEvent: 'training:message.attendeeNotOnEvent',
  ruleOverlap: 'training:message.ruleOverlap',
  profileOverlap: 'training:message.profileOverlap',
  endActiveDefaultRule: 'training:message.endActiveDefaultRule',
  endActiveProfile: 'training:message.endActiveProfile',
  startBeforeProfile: 'training:message.startBeforeProfile',
  percentage: 'training:message.percentage',
  rangeFromNotAfterTo: 'training:message.rangeFromNotAfterTo',
  rangeOverlap: 'training:message.rangeOverlap',
  competencyAlreadyAdded: 'training:message.competencyAlreadyAdded',
  colour: 'training:message.colour',
};

/** The training messages in the user's language, named as in contracts: `const M = useTrainingMessages(); M.required`. */
export function useTrainingMessages(): Record<MessageName, string> {
  const { t } = useT('training');
  return useMemo(() => Object.fromEntries(Object.entries(MESSAGE_KEYS).map(([name, key]) => [name, t(key)])) as Record<MessageName, string>, [t]);
}

const NAME_OF = new Map(Object.entries(TRAINING_MESSAGES).map(([name, text]) => [text as string, name as MessageName]));

/**
 * A field's message in the user's language: one of the §5.2 training messages (the server's `errors[].message`, or
 * contracts' rule checks run in the form) by its key, any other as portal-kit's field sentence.
 */
export function sayFieldMessage(message: string): string {
  const name = NAME_OF.get(message);
  return name ? i18n.t(MESSAGE_KEYS[name]) : fieldMessage(message);
}

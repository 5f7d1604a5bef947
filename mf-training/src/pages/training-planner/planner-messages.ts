import { useMemo } from 'react';
import { DECISION_COMMENT_MIN } from '@firecrest/contracts';
import { useT } from '@firecrest/portal-kit';

/**
 * The §5.2 messages the planner's forms show (contracts' TRAINING_MESSAGES and APPROVAL_MESSAGES, whose English the
 * server keeps for integrators), as `planner` catalogue keys written out whole (issue 36).
 */
const MESSAGE_KEYS = {
  required: 'common:required',
  datesRequired: 'message.datesRequired',
  duplicateDate: 'message.duplicateDate',
  startEndRequired: 'message.startEndRequired',
  startBeforeEnd: 'message.startBeforeEnd',
  endDateRequired: 'message.endDateRequired',
  maxNotLessThanMin: 'message.maxNotLessThanMin',
  courseDatesFirst: 'message.courseDatesFirst',
  instructorTypeRequired: 'message.instructorTypeRequired',
  cancellationReasonRequired: 'message.cancellationReasonRequired',
  commentRequired: 'message.commentRequired',
  commentTooShort: 'message.commentTooShort',
  decisionCommentTooShort: 'message.decisionCommentTooShort',
  courseTooLong: 'message.courseCodeTooLong',
} as const;

/** The planner's form messages in the user's language: `const M = usePlannerMessages(); M.required`. */
export function usePlannerMessages(): Record<keyof typeof MESSAGE_KEYS, string> {
  const { t } = useT('planner');
  return useMemo(() => Object.fromEntries(Object.entries(MESSAGE_KEYS).map(([name, key]) => [name, t(key, { min: DECISION_COMMENT_MIN })])) as Record<keyof typeof MESSAGE_KEYS, string>, [t]);
}

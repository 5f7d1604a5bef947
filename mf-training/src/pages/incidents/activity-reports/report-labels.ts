import type { ActivityReportStatus, EvaluationResult } from '@firecrest/contracts';

/** The incidents catalogue's key of each activity report status (written out whole so the catalogue checks find them). */
export const STATUS_KEYS: Record<ActivityReportStatus, string> = { open: 'status.open', submitted: 'status.submitted', query: 'status.query', complete: 'status.complete' };

/** The toast after a workflow move, by the status it reached. */
export const MOVED_KEYS: Record<ActivityReportStatus, string> = { open: 'moved.open', submitted: 'moved.submitted', query: 'moved.query', complete: 'moved.complete' };

/** A workflow move's button: sending a queried report back reads "Submit again". */
export const moveKey = (from: ActivityReportStatus, to: ActivityReportStatus) =>
  from === 'query' && to === 'submitted' ? 'move.submitAgain' : ({ open: 'move.reopen', submitted: 'move.submit', query: 'move.query', complete: 'move.complete' } as const)[to];

export const RESULT_KEYS: Record<EvaluationResult, string> = { pass: 'result.pass', fail: 'result.fail', notAssessed: 'result.notAssessed' };

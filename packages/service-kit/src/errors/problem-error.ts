import { ERRORS, type ErrorCode } from '@firecrest/contracts';

export type FieldError = {
  field: string;
  message: string;
};

/** An error that answers as problem JSON with a code from the catalogue. */
export class ProblemError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    detail?: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail ?? ERRORS[code].message);
    this.name = 'ProblemError';
    this.statusCode = ERRORS[code].status;
  }
}

export const problem = (code: ErrorCode, detail?: string, errors?: FieldError[]) => new ProblemError(code, detail, errors);

/** The application's validation messages (spec §5.2): one wording for the portal's forms and the services' 400s. */
export const MESSAGES = {
  required: 'Required',
  invalidDate: 'Invalid Date',
  fillAllRequired: 'Please fill out all required fields',
  endAfterStart: 'End date must be later than start date',
  atLeastOneRole: 'A user must be assigned at least one role',
  passwordsDontMatch: "Passwords don't match",
  searchMinChars: 'Enter at least 3 characters to filter or search',
  oneDefaultPhone: 'At least one phone number must be default',
  onlyOneDefaultPhone: 'Only one phone number can be default',
  oneDefaultContract: 'One contract must be the default',
  onlyOneDefaultContract: 'Only one contract can be the default',
  contractsOverlap: 'Contract dates must not overlap an existing contract',
  expiryRequired: 'Expiry date is required',
  expiryAfterToday: 'Expiry date must be after today',
  expiryAfterCurrent: 'Expiry date must be after the current expiry date',
  futureDatesNotAllowed: 'Future dates are not allowed',
  valueGreaterThanZero: 'Value must be greater than zero',
  competencyAlreadyAdded: 'Competency already added',
  attachmentLimits: 'Attachments are limited in count and size',
} as const;

/** A message tied to the field it is about (`contracts.1.startDate`), as in problem JSON `errors`. */
export interface FieldMessage {
  field: string;
  message: string;
}

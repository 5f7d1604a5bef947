/**
 * The e-mails' texts in English (issue 36): what the system writes around or instead of what people write. Keys by
 * e-mail; `{{name}}` placeholders. Welsh (`cy.ts`) has the same keys.
 */
export const EN_GB = {
  'message.greeting': 'Hello {{name}},',
  'message.intro': '{{from}} sent you this message in Firecrest:',
  'message.footer': 'Sign in to Firecrest to read your messages and reply.',
  'reset.subject': 'Reset your Firecrest password',
  'reset.greeting': 'Hello {{name}},',
  'reset.body': 'Someone (hopefully you) asked to reset the password of your Firecrest account. Open this link to choose a new one:',
  'reset.expiry': 'The link works once and expires in {{minutes}} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  'confirm.subject': 'Confirm your Firecrest e-mail address',
  'confirm.greeting': 'Hello {{name}},',
  'confirm.body': 'Open this link to confirm this address as the e-mail address of your Firecrest account:',
  'confirm.expiry': 'The link works once and expires in {{minutes}} minutes. If you did not ask for this, ignore this e-mail.',
  'actionPlan.from': 'Firecrest action plans',
  'actionPlan.subjectDue': 'Action plan {{id}} is due by {{date}}',
  'actionPlan.subjectWasDue': 'Action plan {{id}} was due by {{date}}',
  'actionPlan.body': '{{type}}: {{description}}',
  'actionPlan.resolve': 'Resolve it by {{date}}, or record why it is ignored.',
  'actionPlan.type.remedial': 'Remedial training',
  'actionPlan.type.development': 'Development',
  'actionPlan.type.performance': 'Performance',
} as const;

export type MailKey = keyof typeof EN_GB;

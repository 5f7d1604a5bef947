/** Shapes other objects use to show a related item (spec §3.1 leaves them open; see docs/api.md). */
export const employeeSummarySchema = {
  $id: 'EmployeeSummary',
  type: ['object', 'null'],
  required: ['id', 'gartanId', 'firstName', 'lastName'],
  properties: {
    id: { type: 'integer', examples: [1042] },
    gartanId: { type: 'string', examples: ['6f1c2a9e-8d1b-4c53-9a57-0f3a1d2b7c44'] },
    firstName: { type: 'string', examples: ['Alex'] },
    lastName: { type: 'string', examples: ['Morgan'] },
  },
} as const;

export const namedRefSchema = {
  $id: 'NamedRef',
  type: ['object', 'null'],
  required: ['id', 'name'],
  properties: { id: { type: 'integer', examples: [3] }, name: { type: 'string', examples: ['Red watch'] } },
} as const;

export const codedRefSchema = {
  $id: 'CodedRef',
  type: ['object', 'null'],
  required: ['id', 'code', 'name'],
  properties: { id: { type: 'integer', examples: [7] }, code: { type: 'string', examples: ['RTC'] }, name: { type: 'string', examples: ['Road traffic collision'] } },
} as const;

export const locationRefSchema = {
  $id: 'LocationRef',
  type: ['object', 'null'],
  required: ['id', 'callSign', 'name'],
  properties: { id: { type: 'integer', examples: [12] }, callSign: { type: 'string', examples: ['S12'] }, name: { type: 'string', examples: ['Hightown'] } },
} as const;

export const SUMMARY_SCHEMAS = [employeeSummarySchema, namedRefSchema, codedRefSchema, locationRefSchema];

/**
 * A kind's names in the personnel catalogue: `noun` ("Contract"), `one` as in a sentence ("contract"), `plural`
 * ("Contracts"), `many` as in a sentence ("contracts"), `new` ("New contract").
 */
export interface RecordKeys {
  noun: string;
  one: string;
  plural: string;
  many: string;
  new: string;
}

/** The kinds whose lists are also their own tabs (records-tab.tsx) name themselves with these. */
export const NOTE_KEYS: RecordKeys = { noun: 'record.note.noun', one: 'record.note.one', plural: 'record.note.plural', many: 'record.note.many', new: 'record.note.new' };
export const CPD_KEYS: RecordKeys = { noun: 'record.cpd.noun', one: 'record.cpd.one', plural: 'record.cpd.plural', many: 'record.cpd.many', new: 'record.cpd.new' };
export const RISK_ASSESSMENT_KEYS: RecordKeys = { noun: 'record.riskAssessment.noun', one: 'record.riskAssessment.one', plural: 'record.riskAssessment.plural', many: 'record.riskAssessment.many', new: 'record.riskAssessment.new' };
export const ASSESSMENT_REPORT_KEYS: RecordKeys = { noun: 'record.assessmentReport.noun', one: 'record.assessmentReport.one', plural: 'record.assessmentReport.plural', many: 'record.assessmentReport.many', new: 'record.assessmentReport.new' };


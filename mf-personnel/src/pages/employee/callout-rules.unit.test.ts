import { describe, expect, it } from 'vitest';
import { MESSAGES, TRAINING_MESSAGES } from '@firecrest/contracts';
import { calloutRules, INCIDENT_NO_MESSAGE, incidentBody, reportBody } from './callout-rules';

const now = new Date('2026-05-01T12:00:00');
const valid = { incidentNo: 'INC/26-1', incidentTypeId: 4, alert: '2026-04-30T08:15', activity: 'BA wearer' };

describe('the new callout form of an employee', () => {
  it('names each missing or wrong field with its §5.2 message', () => {
    expect(calloutRules(valid, now)).toEqual([]);
    expect(calloutRules({}, now)).toEqual([
      { field: 'incidentNo', message: MESSAGES.required },
      { field: 'incidentTypeId', message: MESSAGES.required },
      { field: 'alert', message: TRAINING_MESSAGES.invalidDateTime },
      { field: 'activity', message: MESSAGES.required },
    ]);
    expect(calloutRules({ ...valid, incidentNo: 'INC 1' }, now)).toEqual([{ field: 'incidentNo', message: INCIDENT_NO_MESSAGE }]);
    expect(calloutRules({ ...valid, alert: '2026-05-02T08:00' }, now)).toEqual([{ field: 'alert', message: MESSAGES.futureDatesNotAllowed }]);
    expect(calloutRules({ ...valid, returned: '2026-04-30T08:15' }, now)).toEqual([{ field: 'returned', message: MESSAGES.endAfterStart }]);
    expect(calloutRules({ ...valid, returned: '2026-04-30T10:00', activity: '  ' }, now)).toEqual([{ field: 'activity', message: MESSAGES.required }]);
  });

  it('saves the incident and an open activity report with the person’s part', () => {
    expect(incidentBody({ ...valid, incidentNo: ' INC/26-1 ', address: ' 1 High St ' })).toEqual({
      incidentNo: 'INC/26-1',
      incidentTypeId: 4,
      revisedIncidentTypeId: null,
      incidentDate: new Date('2026-04-30T08:15').toISOString(),
      returnDate: null,
      address: '1 High St',
      stationIds: [],
      applianceCallSigns: [],
    });
    expect(reportBody(9, 3, { ...valid, competencyIds: [5] })).toEqual({ incidentId: 9, activities: [{ employeeId: 3, activity: 'BA wearer', competencyIds: [5], comment: '' }] });
  });
});

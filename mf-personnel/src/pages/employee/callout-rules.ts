import { MESSAGES, TRAINING_MESSAGES, type FieldMessage } from '@firecrest/contracts';

/** The `callouts-list/new` form: the incident the person attended and what they did there. */
export interface CalloutValues {
  incidentNo?: string;
  incidentTypeId?: number;
  revisedIncidentTypeId?: number | null;
  /** `YYYY-MM-DDTHH:mm`, local time (a datetime-local field). */
  alert?: string;
  returned?: string;
  address?: string;
  stationIds?: number[];
  applianceCallSigns?: string[];
  activity?: string;
  competencyIds?: number[];
  comment?: string;
}

const INCIDENT_NO = /^[A-Za-z0-9/_-]+$/;
export const INCIDENT_NO_MESSAGE = 'Letters, digits and / _ - only';

/** §5.2 messages of the form, field by field (the services check the same again). */
export function calloutRules(v: CalloutValues, now = new Date()): FieldMessage[] {
  const errors: FieldMessage[] = [];
  const blank = (s: string | undefined) => !s || !s.trim();
  if (blank(v.incidentNo)) errors.push({ field: 'incidentNo', message: MESSAGES.required });
  else if (!INCIDENT_NO.test(v.incidentNo!.trim())) errors.push({ field: 'incidentNo', message: INCIDENT_NO_MESSAGE });
  if (!v.incidentTypeId) errors.push({ field: 'incidentTypeId', message: MESSAGES.required });
  const alert = v.alert ? new Date(v.alert) : null;
  if (!alert || Number.isNaN(alert.getTime())) errors.push({ field: 'alert', message: TRAINING_MESSAGES.invalidDateTime });
  else if (alert > now) errors.push({ field: 'alert', message: MESSAGES.futureDatesNotAllowed });
  if (v.returned) {
    const returned = new Date(v.returned);
    if (Number.isNaN(returned.getTime())) errors.push({ field: 'returned', message: TRAINING_MESSAGES.invalidDateTime });
    else if (alert && returned <= alert) errors.push({ field: 'returned', message: MESSAGES.endAfterStart });
  }
  if (blank(v.activity)) errors.push({ field: 'activity', message: MESSAGES.required });
  return errors;
}

/** The incident's body for svc-training (`POST /training/incidents`). */
export const incidentBody = (v: CalloutValues) => ({
  incidentNo: v.incidentNo!.trim(),
  incidentTypeId: v.incidentTypeId!,
  revisedIncidentTypeId: v.revisedIncidentTypeId ?? null,
  incidentDate: new Date(v.alert!).toISOString(),
  returnDate: v.returned ? new Date(v.returned).toISOString() : null,
  address: (v.address ?? '').trim(),
  stationIds: v.stationIds ?? [],
  applianceCallSigns: v.applianceCallSigns ?? [],
});

/** The incident's activity report, open, with the person's activity (`POST /training/activity-reports`). */
export const reportBody = (incidentId: number, employeeId: number, v: CalloutValues) => ({
  incidentId,
  activities: [{ employeeId, activity: v.activity!.trim(), competencyIds: v.competencyIds ?? [], comment: (v.comment ?? '').trim() }],
});

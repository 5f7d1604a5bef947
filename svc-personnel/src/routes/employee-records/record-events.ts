import { employeeAttachmentEvents, employeeCpdEvents, employeeNoteEvents, type EntityEvents } from '@firecrest/contracts';
import type { EmployeeRecord } from '../../models/employee-record';

type Published = 'note' | 'cpd' | 'attachment';

/** The records svc-personnel announces (`employee-note|cpd|attachment.*`): the timeline, and any reader, learn of them. */
export const RECORD_EVENTS: Record<Published, EntityEvents<object>> = {
  note: employeeNoteEvents as EntityEvents<object>,
  cpd: employeeCpdEvents as EntityEvents<object>,
  attachment: employeeAttachmentEvents as EntityEvents<object>,
};

export const publishedKind = (kind: EmployeeRecord['kind']): kind is Published => kind in RECORD_EVENTS;

/** A record as its event carries it (an attachment without its bytes). */
export function recordEvent(r: Omit<EmployeeRecord, 'content'>): object {
  const d = r.data;
  const base = { id: r._id, employeeId: r.employeeId, createdBy: r.createdBy, lastModifiedBy: r.lastModifiedBy || r.createdBy, lastModifiedDate: r.lastModifiedDate.toISOString() };
  switch (r.kind) {
    case 'note':
      return { ...base, date: d.date, text: d.text };
    case 'cpd':
      return { ...base, date: d.date, event: d.event, location: d.location ?? '', totalHours: d.totalHours, subjectAreaId: d.subjectAreaId ?? null };
    default:
      return { ...base, fileName: d.fileName, contentType: d.contentType, size: d.size, description: d.description ?? '' };
  }
}

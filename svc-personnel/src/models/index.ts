import type { Connection } from 'mongoose';
import { locationSchema, type Location } from './location';
import { counterSchema, referenceItemSchema, type Counter, type ReferenceItem } from '@firecrest/service-kit';
import { employeeSchema, type Employee } from './employee';
import { competencyCopySchema, type CompetencyCopy } from './competency-copy';
import { changeRecordSchema, type ChangeRecord } from './change-record';
import { employeeRecordSchema, type EmployeeRecord } from './employee-record';
import { timelineEntrySchema, type TimelineEntry } from './timeline-entry';
import { competencyStatusCountSchema, competencyStatusRowSchema, type CompetencyStatusCount, type CompetencyStatusRow } from './competency-status';

export function compilePersonnelModels(db: Connection) {
  return {
    Location: db.model<Location>('Location', locationSchema, 'locations'),
    Employee: db.model<Employee>('Employee', employeeSchema, 'employees'),
    /** Watches, rosters, staff groups, employee roles and districts. */
    ReferenceItem: db.model<ReferenceItem>('ReferenceItem', referenceItemSchema, 'reference_items'),
    Counter: db.model<Counter>('Counter', counterSchema, 'counters'),
    /** Who changed which list item, location or employee, and when. */
    ChangeRecord: db.model<ChangeRecord>('ChangeRecord', changeRecordSchema, 'change_history'),
    /** svc-training's employee competencies, copied from its events for the status screens. */
    CompetencyCopy: db.model<CompetencyCopy>('CompetencyCopy', competencyCopySchema, 'competency_copies'),
    /** Each person's current competencies, as the personnel status list pages them. */
    CompetencyStatusRow: db.model<CompetencyStatusRow>('CompetencyStatusRow', competencyStatusRowSchema, 'competency_status_rows'),
    /** Current competencies and people counted per station, expiry period and active period (the area status). */
    CompetencyStatusCount: db.model<CompetencyStatusCount>('CompetencyStatusCount', competencyStatusCountSchema, 'competency_status_counts'),
    /** Notes, CPD entries and attachments of employees. */
    EmployeeRecord: db.model<EmployeeRecord>('EmployeeRecord', employeeRecordSchema, 'employee_records'),
    /** Everything that happened to each person, from the owners' events (the timeline tab). */
    TimelineEntry: db.model<TimelineEntry>('TimelineEntry', timelineEntrySchema, 'timeline_entries'),
  };
}
export type PersonnelModels = ReturnType<typeof compilePersonnelModels>;

// Named after the service: one type check covers every service's decorators.
declare module 'fastify' {
  interface FastifyInstance {
    personnel: PersonnelModels;
  }
}

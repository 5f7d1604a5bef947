import type { FastifyInstance } from 'fastify';
import {
  actionPlanEvents,
  competencyExtensionEvents,
  employeeCompetencyEvents,
  employeeEvents,
  employeeSubjectAreaEvents,
  incidentEvents,
  trainingEventAttendeeEvents,
  trainingEventBookingEvents,
  trainingEventEvents,
  trainingEventPlan,
  trainingResourceBookingEvents,
  trainingResourceEvents,
  trainingResourceInventoryEvents,
  type Contract,
  type EmployeeEvent,
  type TrainingEventAttendeePayload,
  type TrainingEventPayload,
} from '@firecrest/contracts';
import { byIds } from '@firecrest/service-kit';
import type { Copies } from './copies';
import { subscribeEntity } from './entity-projection';
import { peopleOfRecords, refreshCompetencyReportRows } from '../reports/competency-report-rows';
import { refreshProgressCounts } from '../reports/progress-counts';
import { refreshClaimed } from '../reports/person-claims';
import { refreshEventCounts } from '../reports/event-counts';

const OPEN_END = '9999-12-31';

/** The station of the contract that started last: where the employee is now (or was last). */
function primaryStationId(contracts: Contract[]) {
  const latest = [...contracts].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  return latest?.stationId ?? null;
}

/** A training event as its read view stores it (also what bench/scale-free.ts writes straight in). */
export function trainingEventView(e: TrainingEventPayload) {
  const dates = e.dates.map((d) => ({ startTime: new Date(d.startTime), endTime: new Date(d.endTime) }));
  return {
    trainingType: e.trainingType,
    course: e.course,
    courseNameLower: e.course.name.toLowerCase(),
    dates,
    firstDate: dates.length ? new Date(Math.min(...dates.map((d) => d.startTime.getTime()))) : null,
    lastDate: dates.length ? new Date(Math.max(...dates.map((d) => d.endTime.getTime()))) : null,
    ...trainingEventPlan(e),
    createdDate: new Date(e.createdDate),
  };
}

/** An employee as its read view stores it (also what bench/scale-free.ts writes straight in). */
export function employeeView(e: EmployeeEvent) {
  return {
    firstName: e.firstName,
    lastName: e.lastName,
    lastNameLower: e.lastName.toLowerCase(),
    gartanId: e.gartanId,
    email: e.email,
    address: e.address,
    phoneNumbers: e.phoneNumbers,
    serviceStartDate: e.serviceStartDate,
    dateOfBirth: e.dateOfBirth,
    contracts: e.contracts,
    stationIds: [...new Set(e.contracts.flatMap((c) => (c.stationId ? [c.stationId] : [])))],
    primaryStationId: primaryStationId(e.contracts),
    activeFrom: e.contracts.length ? e.contracts.map((c) => c.startDate).sort()[0] : OPEN_END,
    activeUntil: e.contracts.length ? e.contracts.map((c) => c.endDate ?? OPEN_END).sort().at(-1)! : '0000-01-01',
  };
}

/** An attendee as its read view stores it; its event's date span is copied in afterwards (copies.attendees). */
export function trainingEventAttendeeView(a: TrainingEventAttendeePayload) {
  return {
    trainingEventId: a.trainingEventId,
    employeeId: a.employeeId,
    attendeeType: a.attendeeType,
    statusId: a.statusId,
    dateApplied: a.dateApplied ? new Date(a.dateApplied) : null,
    dateCancellationRequested: a.dateCancellationRequested ? new Date(a.dateCancellationRequested) : null,
    eventFirstDate: null,
    eventLastDate: null,
    employeeStationIds: [] as number[],
  };
}

/** Projections of the personnel and training entities into the read model. */
export function subscribeDomainEvents(fastify: FastifyInstance, copy: Copies) {
  const v = fastify.views;
  const refreshReports = (people: number[]) =>
    refreshClaimed(v, people, async (claimed) => {
      await refreshProgressCounts(v, claimed);
      await refreshCompetencyReportRows(v, claimed);
    });

  // The progress report's counts follow the records' copies of the employee (reports/progress-counts.ts).
  subscribeEntity(fastify, employeeEvents, v.EmployeeView, employeeView, async (ids) => {
    await copy.employees(ids);
    await refreshReports(ids);
  });

  subscribeEntity(fastify, employeeCompetencyEvents, v.EmployeeCompetencyView, ({ id: _id, lastModifiedDate: _m, ...fields }) => fields, async (ids) => {
    await copy.employeeCompetencies(ids);
    // The progress counts and the export documents (reports/competency-report-rows.ts) of the records' people.
    await refreshReports(await peopleOfRecords(v, ids));
  });
  subscribeEntity(fastify, employeeSubjectAreaEvents, v.EmployeeSubjectAreaView, ({ id: _id, lastModifiedDate: _m, ...fields }) => fields, copy.employeeSubjectAreas);

  // The activity and events status reports' counts follow the event and its attendeeIds (reports/event-counts.ts).
  const refreshEvents = (ids: number[]) => refreshClaimed(v, ids, (claimed) => refreshEventCounts(v, claimed), v.EventClaim);
  subscribeEntity(fastify, trainingEventEvents, v.TrainingEventView, trainingEventView, async (ids) => {
    await copy.trainingEvents(ids);
    await refreshEvents(ids);
  });

  subscribeEntity(fastify, trainingEventAttendeeEvents, v.TrainingEventAttendeeView, trainingEventAttendeeView, async (ids) => {
    await copy.attendees(ids);
    await refreshEvents((await byIds(v.TrainingEventAttendeeView, ids, { trainingEventId: 1 })).flatMap((a) => (a.trainingEventId ? [a.trainingEventId] : [])));
  });

  subscribeEntity(fastify, trainingEventBookingEvents, v.TrainingEventBookingView, (b) => ({
    trainingEventId: b.trainingEventId,
    employeeId: b.employeeId,
    bookingTypeId: b.bookingTypeId,
    startTime: new Date(b.startTime),
    endTime: new Date(b.endTime),
  }));

  subscribeEntity(fastify, trainingResourceEvents, v.TrainingResourceView, ({ id: _id, lastModifiedDate: _m, ...r }) => ({ ...r, nameLower: r.name.toLowerCase() }));
  subscribeEntity(fastify, trainingResourceInventoryEvents, v.TrainingResourceInventoryView, ({ id: _id, lastModifiedDate: _m, ...i }) => ({ ...i, nameLower: i.name.toLowerCase() }));
  subscribeEntity(fastify, trainingResourceBookingEvents, v.TrainingResourceBookingView, ({ id: _id, lastModifiedDate: _m, ...b }) => ({
    ...b,
    startDate: new Date(b.startDate),
    endDate: new Date(b.endDate),
    createdDate: new Date(b.createdDate),
  }));

  subscribeEntity(
    fastify,
    incidentEvents,
    v.IncidentView,
    (i) => ({
      incidentNo: i.incidentNo,
      incidentNoLower: i.incidentNo.toLowerCase(),
      incidentDate: new Date(i.incidentDate),
      address: i.address,
      incidentTypeId: i.incidentTypeId,
      incidentTypeNameLower: '',
      stationIds: i.stationIds,
      applianceCallSigns: i.applianceCallSigns,
    }),
    copy.incidents,
  );

  // For the action plan and extension reports (issue 30); both are scoped by their employee's stations (copies).
  subscribeEntity(fastify, actionPlanEvents, v.ActionPlanView, (p) => ({
    employeeId: p.employeeId,
    type: p.type,
    description: p.description,
    resolveByDate: p.resolveByDate,
    resolvedDate: p.resolvedDate,
    assessorEmployeeId: p.assessorEmployeeId,
    status: p.status,
    competencyIds: p.competencyIds,
    source: p.source,
    createdBy: p.createdBy,
  }), copy.actionPlans);
  subscribeEntity(fastify, competencyExtensionEvents, v.CompetencyExtensionView, ({ id: _id, lastModifiedDate: _m, extendedAt, ...e }) => ({ ...e, extendedAt: new Date(extendedAt) }), copy.competencyExtensions);
}

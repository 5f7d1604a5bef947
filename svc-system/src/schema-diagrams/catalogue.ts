/** A model of a diagram: the service that owns it and the name that service compiles it under. */
export interface DiagramEntity {
  service: string;
  model: string;
}

export interface DiagramDefinition {
  id: string;
  name: string;
  entities: DiagramEntity[];
  /** Shown when the product has no collection for the area yet. */
  note?: string;
}

const of = (service: string, ...models: string[]): DiagramEntity[] => models.map((model) => ({ service, model }));

/**
 * The nine diagrams of admin-area §2.11, by name only: the fields are what each owning service describes of its
 * models at start (modelsDescribed), so a diagram changes when its owner's schema does, and no source is shared.
 */
export const DIAGRAMS: DiagramDefinition[] = [
  { id: 'employees', name: 'Employees', entities: of('svc-personnel', 'Employee', 'Location', 'ReferenceItem') },
  {
    id: 'employee-skills',
    name: 'Employee Skills',
    entities: [...of('svc-training', 'EmployeeCompetency', 'EmployeeSubjectArea'), ...of('svc-system', 'SkillMappingType', 'SkillNotification')],
  },
  { id: 'competency-framework', name: 'Competency Framework', entities: of('svc-training', 'ReferenceItem', 'FrameworkEntry', 'FrameworkVersion') },
  {
    id: 'training-events',
    name: 'Training Events',
    entities: of(
      'svc-training',
      'TrainingEvent',
      'TrainingEventAttendee',
      'TrainingEventBooking',
      'AttendeeDecision',
      'EventApprovalSettings',
      'BookingTemplate',
      'AttendeeBookingStatus',
      'AttendanceList',
      'Evaluation',
      'Appraisal',
      'JoiningInstruction',
      'EventNotification',
      'CommunicationLog',
    ),
  },
  {
    id: 'training-course',
    name: 'Training Course',
    note: 'Course completions imported from the learning management system.',
    entities: of('svc-lms', 'LmsRecord', 'ImportLogRow'),
  },
  { id: 'incidents', name: 'Incidents', entities: of('svc-training', 'Incident', 'Counter') },
  {
    id: 'action-plans',
    name: 'Action Plans',
    note: 'Action plans are built from the employee subject areas and competencies they set out to complete; no collection of their own yet.',
    entities: of('svc-training', 'EmployeeSubjectArea', 'EmployeeCompetency'),
  },
  { id: 'users', name: 'Users', entities: of('svc-gateway', 'User', 'Role', 'Session', 'ApiKey') },
  { id: 'training-resources', name: 'Training Resources', entities: of('svc-training', 'TrainingResource', 'TrainingResourceInventory', 'TrainingResourceBooking') },
];

import { FRAMEWORK_JOB_TYPES, type FrameworkJobItemKind, type FrameworkJobType, type JobState } from '@firecrest/contracts';

/** svc-training's framework jobs (start, list by type, one with its changes, cancel). */
export const JOBS = '/api/training/tasks/framework-jobs';

/** One bulk job screen; title, intro and list labels are catalogue keys (namespace `system`). */
export interface JobScreen {
  jobType: FrameworkJobType;
  title: string;
  intro: string;
  verb: string;
  /** The framework lists a job of this type chooses from (`/api/training/competency-framework/<path>`). */
  lists: { kind: FrameworkJobItemKind; path: string; label: string }[];
}

const COMPETENCIES = { kind: 'competency', path: 'competencies', label: 'jobs.list.competencies' } as const;

/** The two screens of the route map (§2.3): bulk assign framework and bulk archive framework. */
export const JOB_SCREENS = {
  assign: {
    jobType: FRAMEWORK_JOB_TYPES.assign,
    title: 'jobs.assign.title',
    intro: 'jobs.assign.intro',
    verb: 'assign',
    lists: [COMPETENCIES],
  },
  archive: {
    jobType: FRAMEWORK_JOB_TYPES.archive,
    title: 'jobs.archive.title',
    intro: 'jobs.archive.intro',
    verb: 'archive',
    lists: [COMPETENCIES, { kind: 'subjectArea', path: 'subject-areas', label: 'jobs.list.subjectAreas' }, { kind: 'competencyProgram', path: 'programs', label: 'jobs.list.programs' }],
  },
} satisfies Record<string, JobScreen>;

export const STATE_COLOURS: Record<JobState, string> = { 'not started': 'default', 'in progress': 'processing', complete: 'success', cancelled: 'error' };
/** The catalogue keys of the job states' names. */
export const STATE_LABELS: Record<JobState, string> = { 'not started': 'jobs.state.notStarted', 'in progress': 'jobs.state.inProgress', complete: 'jobs.state.complete', cancelled: 'jobs.state.cancelled' };

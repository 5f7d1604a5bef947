import { FRAMEWORK_JOB_TYPES, type FrameworkJobItemKind, type FrameworkJobType, type JobState } from '@firecrest/contracts';

export interface JobScreen {
  jobType: FrameworkJobType;
  title: string;
  intro: string;
  verb: string;
  /** The framework lists a job of this type chooses from (`/api/training/competency-framework/<path>`). */
  lists: { kind: FrameworkJobItemKind; path: string; label: string }[];
}

const COMPETENCIES = { kind: 'competency', path: 'competencies', label: 'Competencies' } as const;

/** The two screens of the route map (§2.3): bulk assign framework and bulk archive framework. */
export const JOB_SCREENS = {
  assign: {
    jobType: FRAMEWORK_JOB_TYPES.assign,
    title: 'Bulk assign framework',
    intro: 'Assign competencies to many employees at once: each is added as unassessed from today, unless the employee already holds it.',
    verb: 'assign',
    lists: [COMPETENCIES],
  },
  archive: {
    jobType: FRAMEWORK_JOB_TYPES.archive,
    title: 'Bulk archive framework',
    intro: 'Archive competencies, subject areas and programs at once, with what employees hold of them.',
    verb: 'archive',
    lists: [COMPETENCIES, { kind: 'subjectArea', path: 'subject-areas', label: 'Subject areas' }, { kind: 'competencyProgram', path: 'programs', label: 'Programs' }],
  },
} satisfies Record<string, JobScreen>;

export const STATE_COLOURS: Record<JobState, string> = { 'not started': 'default', 'in progress': 'processing', complete: 'success', cancelled: 'error' };
export const stateLabel = (state: JobState) => state[0]!.toUpperCase() + state.slice(1);

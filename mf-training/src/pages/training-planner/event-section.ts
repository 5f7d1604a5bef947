import type { ReactNode } from 'react';
import type { TrainingEvent } from '../../lib/training-types';
import type { EventAttendees } from './event-attendees';

/** What a section under `/details/{id}` is given: the event, its attendees (one list for the whole page) and its path. */
export interface EventSectionProps {
  event: TrainingEvent;
  /** A complete event's data is locked (§4.2). */
  locked: boolean;
  attendees: EventAttendees;
  /** The path below the section's key: '' for the section itself, `new` or `12` for `/details/{id}/appraisals/12`. */
  rest: string;
  /** Where the section's own links start: `/training-planner/rt/details/{id}/{key}` (or the list's details path). */
  base: string;
  onEventChanged(event: TrainingEvent): void;
}

/**
 * One §2.6 sub-page of a training event, by its first path segment under `/details/{id}`. A section is a tab of the
 * event page unless `hidden` (a page reached from another section, such as `confirmation/fdo/{id}`), which is shown in
 * place of the tabs.
 */
export interface EventSection {
  key: string;
  /** The `planner` catalogue key of its name: the tab's label and the breadcrumb's (issue 36). */
  label: string;
  /** A tab label with more than the name (a count), drawn in place of the name. */
  tabLabel?: (props: EventSectionProps) => ReactNode;
  hidden?: boolean;
  /** Still recorded on a complete event (evaluations, appraisals): the page's locked notice is not shown there. */
  openWhenComplete?: boolean;
  render(props: EventSectionProps): ReactNode;
}

import { SectionNotFound } from '../section-not-found';
import type { EventSection } from '../event-section';
import { AppraisalPage, AppraisalsTab } from './appraisals';
import { detailsId } from './attendance-data';
import { AttendanceListPage, AttendanceListsTab } from './attendance-lists';
import { AttendanceRegister, AttendanceSummaryTab } from './attendance-register';
import { EvaluationsTab } from './evaluations-tab';

/** §2.6 attendance-register, attendance-list (new, details/{id}), attendance, evaluations and appraisals (new, {id}) of an event. */
export const attendanceSections: EventSection[] = [
  { key: 'attendance-register', label: 'tabs.attendanceRegister', render: (props) => <AttendanceRegister {...props} /> },
  {
    key: 'attendance-list',
    label: 'tabs.attendanceLists',
    render: (props) => {
      if (props.rest === '') return <AttendanceListsTab {...props} />;
      const id = detailsId(props.rest);
      if (props.rest !== 'new' && id === null) return <SectionNotFound titleKey="notFound.attendanceList" />;
      return <AttendanceListPage key={props.rest} {...props} listId={id} />;
    },
  },
  { key: 'attendance', label: 'tabs.attendance', render: (props) => <AttendanceSummaryTab {...props} /> },
  { key: 'evaluations', label: 'tabs.evaluations', openWhenComplete: true, render: (props) => <EvaluationsTab {...props} /> },
  {
    key: 'appraisals',
    label: 'tabs.appraisals',
    openWhenComplete: true,
    render: (props) => {
      if (props.rest === '') return <AppraisalsTab {...props} />;
      const id = /^\d+$/.test(props.rest) ? Number(props.rest) : null;
      if (props.rest !== 'new' && id === null) return <SectionNotFound titleKey="notFound.appraisal" />;
      return <AppraisalPage key={props.rest} {...props} appraisalId={id} />;
    },
  },
];

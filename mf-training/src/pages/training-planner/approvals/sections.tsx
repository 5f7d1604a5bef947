import { Badge } from 'antd';
import { useT } from '@firecrest/portal-kit';
import type { EventSection, EventSectionProps } from '../event-section';
import type { Attendee } from '../../../lib/training-types';
import { SectionNotFound } from '../section-not-found';
import { APPROVAL_QUEUES, ApprovalQueueTab, queueCount, type QueueKey } from './approval-queues';
import { AttendeeReviewPage } from './attendee-review';
import { BookingSettingsPage } from './booking-settings';
import { FdoDecisionPage } from './fdo-decision';
import { NewAttendeesPage } from './new-attendees';

const notFound = (base: string) => <SectionNotFound titleKey="notFound.page" back={base} />;

/** A queue's tab: its name and how many wait in it. */
function QueueTabLabel({ queueKey, attendees }: { queueKey: QueueKey; attendees: Attendee[] }) {
  const { t } = useT('planner');
  const count = queueCount(queueKey, attendees);
  return (
    <span data-testid={`${queueKey}-tab`}>
      {t(APPROVAL_QUEUES[queueKey].label)} <Badge count={count} size="small" title={t('queue.waiting', { count })} />
    </span>
  );
}

/** The tab of one approval queue, its label counting who waits in it; `{id}` is one attendee's page, `new` adds people. */
const queueSection = (key: QueueKey): EventSection => ({
  key,
  label: APPROVAL_QUEUES[key].label,
  tabLabel: ({ attendees }) => <QueueTabLabel queueKey={key} attendees={attendees.attendees} />,
  render: (props: EventSectionProps) => {
    const { rest, base } = props;
    if (rest === '') return <ApprovalQueueTab queueKey={key} event={props.event} locked={props.locked} base={base} attendees={props.attendees} />;
    if (rest === 'new' && key !== 'cancellations') return <NewAttendeesPage kind={key} event={props.event} locked={props.locked} base={base} attendees={props.attendees} />;
    if (/^\d+$/.test(rest)) return <AttendeeReviewPage key={rest} queueKey={key} attendeeId={Number(rest)} event={props.event} locked={props.locked} base={base} attendees={props.attendees} />;
    return notFound(base);
  },
});

/** confirmation/fdo/{id} and rejection/fdo/{id}: hidden pages, shown in place of the tabs. */
const fdoSection = (key: 'confirmation' | 'rejection'): EventSection => ({
  key,
  // Named in the breadcrumbs only (the page's card names the FDO's decision): Confirmation / FDO / {id}.
  label: key === 'confirmation' ? 'crumb.confirmation' : 'crumb.rejection',
  hidden: true,
  render: (props) => {
    const id = /^fdo\/(\d+)$/.exec(props.rest)?.[1];
    return id ? <FdoDecisionPage key={id} mode={key} attendeeId={Number(id)} event={props.event} locked={props.locked} base={props.base} attendees={props.attendees} /> : notFound(props.base.replace(/\/[^/]+$/, ''));
  },
});

/**
 * §2.6 requests, nominees and cancellations of an event (with their {id} and new pages), FDO confirmation and
 * rejection, and bookingsettings (a hidden page of the bookings tab, whose default templates are at bookings/default).
 */
export const approvalSections: EventSection[] = [
  queueSection('requests'),
  queueSection('nominees'),
  queueSection('cancellations'),
  fdoSection('confirmation'),
  fdoSection('rejection'),
  { key: 'bookingsettings', label: 'tabs.bookingSettings', hidden: true, render: (props) => <BookingSettingsPage event={props.event} locked={props.locked} base={props.base} attendees={props.attendees} /> },
];

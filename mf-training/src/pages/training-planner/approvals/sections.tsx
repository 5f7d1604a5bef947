import { Link } from 'react-router';
import { Badge, Result } from 'antd';
import type { EventSection, EventSectionProps } from '../event-section';
import { APPROVAL_QUEUES, ApprovalQueueTab, queueCount, type QueueKey } from './approval-queues';
import { AttendeeReviewPage } from './attendee-review';
import { BookingSettingsPage } from './booking-settings';
import { FdoDecisionPage } from './fdo-decision';
import { NewAttendeesPage } from './new-attendees';

const notFound = (base: string) => <Result status="404" title="No such page of this event" extra={<Link to={base}>Back</Link>} />;

/** The tab of one approval queue, its label counting who waits in it; `{id}` is one attendee's page, `new` adds people. */
const queueSection = (key: QueueKey): EventSection => ({
  key,
  label: ({ attendees }) => {
    const count = queueCount(key, attendees.attendees);
    return (
      <span data-testid={`${key}-tab`}>
        {APPROVAL_QUEUES[key].label} <Badge count={count} size="small" title={`${count} waiting`} />
      </span>
    );
  },
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
  label: key === 'confirmation' ? 'FDO confirmation' : 'FDO rejection',
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
  { key: 'bookingsettings', label: 'Booking settings', hidden: true, render: (props) => <BookingSettingsPage event={props.event} locked={props.locked} base={props.base} attendees={props.attendees} /> },
];

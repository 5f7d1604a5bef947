import { Badge } from 'antd';
import type { EventSection } from '../event-section';
import { APPROVAL_QUEUES, ApprovalQueueTab, queueCount, type QueueKey } from './approval-queues';

/** The tab of one approval queue, its label counting who waits in it. */
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
  render: ({ locked, attendees }) => <ApprovalQueueTab queueKey={key} locked={locked} attendees={attendees} />,
});

/** §2.6 requests, nominees and cancellations of an event (with their {id} and new pages), FDO confirmation and rejection. */
export const approvalSections: EventSection[] = [queueSection('requests'), queueSection('nominees'), queueSection('cancellations')];

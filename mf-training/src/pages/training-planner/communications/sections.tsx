import { SectionNotFound } from '../section-not-found';
import type { EventSection } from '../event-section';
import { JoiningInstructionPreviewPage, JoiningInstructionTab } from './joining-instruction';
import { NotificationLogTable } from './notification-log';
import { NotificationPage, NotificationsTab } from './notifications';

/** `{id}` below a section's path, or null for the section itself (anything else is not a page). */
const idIn = (rest: string) => (/^\d+$/.test(rest) ? Number(rest) : null);

/** §2.6 joininginstruction ({id}), notifications (new, {id}) and notificationslogs of an event. */
export const communicationSections: EventSection[] = [
  {
    key: 'joininginstruction',
    label: 'tabs.joiningInstructions',
    render: (props) => {
      const attendeeId = idIn(props.rest);
      return attendeeId === null ? <JoiningInstructionTab {...props} /> : <JoiningInstructionPreviewPage {...props} attendeeId={attendeeId} />;
    },
  },
  {
    key: 'notifications',
    label: 'tabs.notifications',
    render: (props) => {
      if (props.rest === '') return <NotificationsTab {...props} />;
      const id = idIn(props.rest);
      if (props.rest !== 'new' && id === null) return <SectionNotFound titleKey="notFound.notification" />;
      return <NotificationPage key={props.rest} {...props} notificationId={id} />;
    },
  },
  { key: 'notificationslogs', label: 'tabs.notificationsLog', render: ({ event }) => <NotificationLogTable eventId={event.id} /> },
];

import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Popconfirm, Result, Skeleton, Tabs, Tag } from 'antd';
import { api, errorOf, lazyScreen, read, useCrumbName, useSession, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { useTrainingSave } from '../../lib/save';
import type { TrainingEvent } from '../../lib/training-types';
import { EVENT_STATUS_KEYS } from './planner-labels';
import { usePlannerCrumbs } from './planner-crumbs';
import { approvalSections } from './approvals/sections';
import { attendanceSections } from './attendance/sections';
import { communicationSections } from './communications/sections';
import type { EventSection, EventSectionProps } from './event-section';
import { AttendeesTab } from './attendees-tab';
import { BookingsTab } from './bookings-tab';
import { useEventAttendees } from './event-attendees';
import { eventBody, eventValues, type EventValues } from './event-body';
import { EventForm } from './event-form';
import { EventMaterials } from '../courses/event-materials';
import { ResourceBookingsTab } from './resource-bookings-tab';
import { StatusActions } from './status-actions';

// FullCalendar loads only when the calendar is shown.
const TrainingCalendar = lazyScreen(() => import('../calendar/training-calendar'), 'TrainingCalendar');

const LIST = '/training-planner/rt/list';
const EVENTS_API = '/api/training/training-events';

/**
 * The event's sections by their path under /details/{id} (details is the bare path): the tab follows the URL, and
 * choosing a tab changes it. Attendees has no §2.6 path and takes its own name (docs/decisions.md); bookings and
 * training-resource-bookings are §2.6's; the others come from their folders.
 */
const SECTIONS: EventSection[] = [
  ...approvalSections,
  { key: 'bookings', label: 'tabs.bookings', render: ({ event, locked, attendees }) => <BookingsTab event={event} locked={locked} attendees={attendees} /> },
  { key: 'training-resource-bookings', label: 'tabs.resourceBookings', render: ({ event, locked }) => <ResourceBookingsTab event={event} locked={locked} /> },
  ...attendanceSections,
  ...communicationSections,
  // §2.6 `details/{id}/calendar`: the planner's calendar opened on the event's week, the event marked.
  {
    key: 'calendar',
    label: 'tabs.calendar',
    openWhenComplete: true,
    // A move invalidates the training events: the page's event is read again.
    render: ({ event }) => <TrainingCalendar focus={{ id: event.id, date: event.dates[0]?.startTime ?? new Date().toISOString() }} />,
  },
];

/** The server's field names on the event form (`dates.1.startTime` is the date row's day: the duplicate-date rule). */
const EVENT_FIELDS = new Set(['trainingLocationIds', 'minPlaces', 'maxPlaces', 'leadInstructors', 'assistantInstructors', 'competencyIds', 'comment', 'staffGroupId', 'rosterId', 'watchId']);
const COURSE_FIELDS: Record<string, string> = { 'course.name': 'courseName', 'course.code': 'courseCode' };
/** Each section's path segment → its name's key, for the breadcrumbs. */
const SECTION_KEYS: Record<string, string> = Object.fromEntries(SECTIONS.map((x) => [x.key, x.label]));

function eventFieldName(field: string) {
  if (EVENT_FIELDS.has(field)) return field;
  if (COURSE_FIELDS[field]) return COURSE_FIELDS[field];
  const date = /^dates\.(\d+)\.(startTime|endTime)$/.exec(field);
  return date ? `dates.${date[1]}.${date[2] === 'startTime' ? 'day' : 'end'}` : null;
}

/**
 * `/training-planner/rt/new` and `/details/:id/:tab?`: the event with its attendees, their approval queues (requests,
 * nominees, cancellations), bookings and resource bookings.
 */
export function EventPage() {
  const { t } = useT('planner');
  const { id, '*': splat = '' } = useParams();
  const [segment = '', ...below] = splat.split('/');
  const isNew = !id;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [form] = Form.useForm<EventValues>();
  const canEdit = useSession((s) => s.can('COURSES', isNew ? 'create' : 'edit'));
  const canDelete = useSession((s) => s.can('COURSES', 'delete'));
  const fetched = useQuery(read<TrainingEvent>(isNew ? null : `${EVENTS_API}/${id}`));
  const fetchError = errorOf(fetched);
  const [event, setEvent] = useState<TrainingEvent | null>(null);
  const section = SECTIONS.find((x) => x.key === segment);
  const tab = section?.key ?? (segment === 'attendees' ? 'attendees' : 'details');
  const attendees = useEventAttendees(isNew ? null : Number(id));
  useEffect(() => setEvent(fetched.data ?? null), [fetched.data]);
  useEffect(() => {
    if (event) form.setFieldsValue(eventValues(event));
  }, [event, form]);
  const locked = event?.status === 2;

  // Up to `/details/{id}`, whichever of the planner's two details paths the page is on.
  const detailsPath = pathname.slice(0, pathname.indexOf(`/details/${id}`) + `/details/${id}`.length);
  useCrumbName(detailsPath, event?.course.name);
  useCrumbName(pathname, isNew ? t('crumb.newEvent') : null);
  usePlannerCrumbs(isNew ? '' : detailsPath, isNew ? [] : [segment, ...below], SECTION_KEYS);
  function showTab(key: string) {
    navigate(key === 'details' ? detailsPath : `${detailsPath}/${key}`);
  }
  const sectionProps = (x: EventSection): EventSectionProps => ({ event: event!, locked, attendees, rest: x.key === segment ? below.join('/') : '', base: `${detailsPath}/${x.key}`, onEventChanged: setEvent });
  // The page shows the saved event as answered; the lists are read afresh when shown.
  const save = useTrainingSave({
    save: (body: ReturnType<typeof eventBody>) => (isNew ? api.post<TrainingEvent>(EVENTS_API, body) : api.put<TrainingEvent>(`${EVENTS_API}/${id}`, body)).then((r) => r.data),
    saved: isNew ? t('event.created') : t('event.saved'),
    form,
    fieldName: eventFieldName,
    onSaved: (saved) => (isNew ? navigate(`/training-planner/rt/details/${saved.id}`) : setEvent(saved)),
  });
  const remove = useTrainingSave({ save: () => api.delete(`${EVENTS_API}/${id}`), saved: t('event.deleted'), onSaved: () => navigate(LIST) });
  function submit(values: EventValues) {
    const body = eventBody(values, event?.status === 3 ? 1 : (event?.status ?? 1));
    if (event?.status === 3) Object.assign(body, { status: 3, comment: event.comment, cancellationReasonId: event.cancellationReasonId });
    save.mutate(body);
  }

  if (fetchError) return <Result status="warning" title={fetchError} extra={<Link to={LIST}>{t('event.backToPlanner')}</Link>} />;
  if (!isNew && !event) return <Skeleton active />;
  return (
    <div>
      <PageTitle
        back={{ to: LIST, label: t('list.title') }}
        title={
          isNew ? t('list.new') : (
            <>
              {event!.course.name} <Tag color={EVENT_STATUS_KEYS[event!.status]?.color} data-testid="event-status">{t(EVENT_STATUS_KEYS[event!.status]!.key)}</Tag>
            </>
          )
        }
        extra={
          event && (
            <>
              <StatusActions event={event} onChanged={setEvent} />
              {canDelete && !locked && (
                <Popconfirm title={t('event.confirmDelete')} description={t('event.confirmDeleteText')} okText={t('common:delete')} cancelText={t('common:cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate()}>
                  <Button danger type="text" loading={remove.isPending}>{t('common:delete')}</Button>
                </Popconfirm>
              )}
            </>
          )
        }
      />
      {locked && !section?.openWhenComplete && <Alert type="info" showIcon title={t('event.locked')} style={{ marginBottom: 16 }} />}
      {event?.status === 3 && <Alert type="warning" showIcon title={t('event.cancelledBecause', { comment: event.comment })} style={{ marginBottom: 16 }} />}
      {section?.hidden && event ? (
        section.render(sectionProps(section))
      ) : (
        <Tabs
          activeKey={tab}
          onChange={showTab}
          // The event has many sections: listed down the side, every one in sight, rather than scrolled off a row.
          tabPosition="left"
          items={[
            {
              key: 'details',
              label: t('tabs.details'),
              children: (
                <>
                  <EventForm form={form} disabled={!canEdit || locked} onFinish={submit} submitLabel={isNew ? t('event.create') : t('common:save')} />
                  <EventMaterials materials={event?.materials ?? []} />
                </>
              ),
            },
            { key: 'attendees', label: t('tabs.attendees'), disabled: !event, children: event && <AttendeesTab event={event} locked={locked} attendees={attendees} /> },
            ...SECTIONS.filter((x) => !x.hidden).map((x) => ({
              key: x.key,
              label: x.tabLabel && event ? x.tabLabel(sectionProps(x)) : t(x.label),
              disabled: !event,
              children: event && x.render(sectionProps(x)),
            })),
          ]}
        />
      )}
    </div>
  );
}

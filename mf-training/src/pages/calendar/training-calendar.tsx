import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import type { DatesSetArg, EventDropArg } from '@fullcalendar/core';
import cyLocale from '@fullcalendar/core/locales/cy';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import { Alert, App, Button, Space, Tag } from 'antd';
import { api, errorOf, lookup, problemMessage, read, useLanguage, useSave, useSession, useT } from '@firecrest/portal-kit';
import { dayOf, showDateTime } from '../../lib/dates';
import type { TrainingEvent } from '../../lib/training-types';
import { calendarEntries, colourOf, movedEventBody, type CalendarRow, type LegendItem } from './calendar-events';

/** §9 calendar views: list, agenda, month, week, day (FullCalendar's view names). */
export const CALENDAR_VIEWS = { list: 'listMonth', agenda: 'listWeek', month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay' } as const;
const MOST = 500;
/** The legend's own words for a type the calendar legend list does not name. */
const LEGEND_KEYS = { trainingCentreCourse: 'calendar.legend.trainingCentreCourse', onStationTraining: 'calendar.legend.onStationTraining', complete: 'calendar.legend.complete', cancelled: 'calendar.legend.cancelled' } as const;

/**
 * Training events on a calendar (FullCalendar) in the §9 views, coloured by the calendar legend. `filters` are the
 * planner's (status, type, location, course) as search parameters. A pending event the user may edit can be dragged to
 * another day or time: after a confirmation the event is saved with that date moved, and the server's refusal (the
 * same rules as the form) is said and the move undone. A move invalidates the training events (an event's page reads it again).
 */
export function TrainingCalendar({ filters, focus }: { filters?: URLSearchParams; focus?: { id: number; date: string } }) {
  const { t } = useT('training');
  const language = useLanguage((s) => s.language);
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const legend = useQuery(lookup<{ data: LegendItem[] }>('/api/training/reference-items/calendarLegend'));
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const calendar = useRef<FullCalendar>(null);
  const url = useMemo(() => {
    if (!range) return null;
    const q = new URLSearchParams(filters);
    q.set('fromDate', range.from);
    q.set('toDate', range.to);
    q.set('itemsPerPage', String(MOST));
    return `/api/training/training-events/calendar?${q}`;
  }, [range, filters]);
  const events = useQuery(read<{ data: CalendarRow[]; more: boolean }>(url));
  const eventsError = errorOf(events);
  const items = useMemo(() => legend.data?.data ?? [], [legend.data]);
  const entries = useMemo(() => calendarEntries(events.data?.data ?? [], items, (e) => canEdit && e.status === 1, focus?.id), [events.data, items, canEdit, focus?.id]);

  // A dragged event is saved with its moved date on the stored event (read afresh); said in a message, a refusal undoes the move.
  const move = useSave({
    save: async ({ info, start, end }: { info: EventDropArg; start: Date; end: Date }) => {
      const { eventId, dateIndex } = info.event.extendedProps as { eventId: number; dateIndex: number };
      const { data: stored } = await api.get<TrainingEvent>(`/api/training/training-events/${eventId}`);
      await api.put(`/api/training/training-events/${eventId}`, movedEventBody(stored, dateIndex, start, end));
    },
    invalidates: ['/api/training/training-events'],
    onSaved: () => void message.success(t('calendar.moved')),
    onFailed: (error, { info }) => {
      info.revert();
      void message.error(problemMessage(error));
      return true;
    },
  });

  function datesSet(arg: DatesSetArg) {
    const last = new Date(arg.end.getTime() - 1);
    setRange((r) => {
      const next = { from: dayOf(arg.start.toISOString()), to: dayOf(last.toISOString()) };
      return r && r.from === next.from && r.to === next.to ? r : next;
    });
  }

  function drop(info: EventDropArg) {
    const start = info.event.start!;
    const end = info.event.end ?? new Date(start.getTime() + (new Date(info.oldEvent.end!).getTime() - new Date(info.oldEvent.start!).getTime()));
    modal.confirm({
      title: t('calendar.moveConfirm', { title: info.event.title }),
      content: t('calendar.moveText', { start: showDateTime(start.toISOString()) }),
      okText: t('calendar.move'),
      onCancel: () => info.revert(),
      onOk: () => move.mutateAsync({ info, start, end }).catch(() => undefined),
    });
  }

  return (
    <div>
      {eventsError && <Alert type="error" showIcon title={eventsError} style={{ marginBottom: 12 }} action={<Button onClick={() => void events.refetch()}>{t('common:retry')}</Button>} />}
      {events.data?.more && <Alert type="warning" showIcon title={t('calendar.tooMany', { count: MOST })} style={{ marginBottom: 12 }} />}
      <Space wrap style={{ marginBottom: 12 }} aria-label={t('calendar.legend.label')}>
        {(['trainingCentreCourse', 'onStationTraining', 'complete', 'cancelled'] as const).map((type) => {
          const sample = type === 'complete' ? { status: 2 as const, trainingType: 2 as const } : type === 'cancelled' ? { status: 3 as const, trainingType: 2 as const } : { status: 1 as const, trainingType: type === 'onStationTraining' ? (1 as const) : (2 as const) };
          const named = items.find((l) => l.type === type)?.name;
          const label = named ?? t(LEGEND_KEYS[type]);
          return <Tag key={type} color={colourOf(sample, items)}>{label}</Tag>;
        })}
      </Space>
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={focus ? CALENDAR_VIEWS.week : CALENDAR_VIEWS.month}
        initialDate={focus?.date}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: Object.values(CALENDAR_VIEWS).join(',') }}
        locales={[enGbLocale, cyLocale]}
        locale={language === 'cy' ? 'cy' : 'en-gb'}
        views={{ listMonth: { buttonText: t('calendar.view.list') }, listWeek: { buttonText: t('calendar.view.agenda') }, dayGridMonth: { buttonText: t('calendar.view.month') }, timeGridWeek: { buttonText: t('calendar.view.week') }, timeGridDay: { buttonText: t('calendar.view.day') } }}
        buttonText={{ today: t('calendar.today') }}
        firstDay={1}
        height="auto"
        nowIndicator
        events={entries}
        datesSet={datesSet}
        eventDrop={drop}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          navigate(`/training-planner/rt/details/${(info.event.extendedProps as { eventId: number }).eventId}`);
        }}
        noEventsContent={t('calendar.empty')}
      />
    </div>
  );
}

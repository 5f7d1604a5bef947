import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { SortOrder } from 'antd/es/table/interface';
import { DateRangeFilter, dateRangeProblem, errorOf, lazyScreen, listLocale, read, useLocations, useQueryParams, useSession, useT } from '@firecrest/portal-kit';
import { showDay, showTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { CalendarFeedsButton } from '../calendar/calendar-feeds';
import type { Page } from '../../lib/training-types';
import { EVENT_STATUS_KEYS, TRAINING_TYPE_KEYS } from './planner-labels';

// FullCalendar loads only when the calendar view is shown.
const TrainingCalendar = lazyScreen(() => import('../calendar/training-calendar'), 'TrainingCalendar');

export interface PlannerRow {
  id: number;
  trainingType: 1 | 2;
  course: { code: string; name: string };
  dates: { startTime: string; endTime: string }[];
  trainingLocationIds: number[];
  status: 1 | 2 | 3;
  minPlaces: number;
  maxPlaces: number;
  delegates: number;
}

const PAGE_SIZE = 20;
const FILTERS = ['fromDate', 'toDate', 'status', 'trainingType', 'trainingLocationId', 'course'] as const;
const SORTS: Record<string, string> = { course: 'course', dates: 'firstDate', status: 'status' };

/** `/training-planner/rt/list`: events filtered by dates, status, type, location and course, sorted and paged; or the calendar (§9 views). */
export function PlannerListPage() {
  const { t } = useT('planner');
  const navigate = useNavigate();
  const [params, set] = useQueryParams();
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const locations = useLocations();
  const [course, setCourse] = useState(params.get('course') ?? '');
  const view = params.get('view') === 'calendar' ? 'calendar' : 'list';

  const page = Number(params.get('page') ?? 0);
  const sortBy = params.get('sortBy') ?? 'firstDate';
  const descending = params.get('desc') === 'true';
  const invalid = view === 'list' ? dateRangeProblem(params.get('fromDate'), params.get('toDate')) : null;
  const url = useMemo(() => {
    if (invalid) return null;
    const q = new URLSearchParams();
    for (const f of FILTERS) if (params.get(f)) q.set(f, params.get(f)!);
    // The calendar reads its own range (calendar/training-calendar.tsx) with the same filters.
    if (view === 'calendar') return null;
    q.set('page', String(page));
    q.set('itemsPerPage', String(PAGE_SIZE));
    q.set('sortBy', sortBy);
    q.set('descending', String(descending));
    return `/api/training/training-events/search?${q}`;
  }, [params, page, sortBy, descending, view, invalid]);
  const calendarFilters = useMemo(() => {
    const q = new URLSearchParams();
    for (const f of FILTERS) if (f !== 'fromDate' && f !== 'toDate' && params.get(f)) q.set(f, params.get(f)!);
    return q;
  }, [params]);
  const list = useQuery(read<Page<PlannerRow>>(url));
  const { data } = list;
  const error = errorOf(list);
  const locationName = (id: number) => locations.byId.get(id)?.name ?? t('list.locationId', { id });
  const sortOrder = (key: string): SortOrder => (SORTS[key] === sortBy ? (descending ? 'descend' : 'ascend') : null);

  return (
    <div>
      <PageTitle
        title={t('list.title')}
        extra={
          <>
            {view === 'calendar' && <CalendarFeedsButton />}
            <Segmented aria-label={t('list.view')} value={view} onChange={(v) => set({ view: v === 'calendar' ? 'calendar' : null })} options={[{ value: 'list', label: t('list.listView') }, { value: 'calendar', label: t('list.calendarView') }]} />
            {canCreate && (
              <Link to="/training-planner/rt/new">
                <Button type="primary" icon={<PlusOutlined />}>{t('list.new')}</Button>
              </Link>
            )}
          </>
        }
      />
      <Space wrap style={{ marginBottom: 16 }} align="start">
        {view === 'list' && (
          <>
          <DateRangeFilter from={params.get('fromDate')} to={params.get('toDate')} fromLabel={t('list.fromDate')} toLabel={t('list.toDate')} onChange={({ from, to }) => set({ fromDate: from, toDate: to, page: null })} />
          </>
        )}
        <Select allowClear placeholder={t('list.status')} aria-label={t('list.status')} style={{ width: 140 }} value={params.get('status') ?? undefined} onChange={(v) => set({ status: v ?? null, page: null })} options={Object.entries(EVENT_STATUS_KEYS).map(([value, { key }]) => ({ value, label: t(key) }))} />
        <Select allowClear placeholder={t('list.trainingType')} aria-label={t('list.trainingType')} style={{ width: 210 }} value={params.get('trainingType') ?? undefined} onChange={(v) => set({ trainingType: v ?? null, page: null })} options={Object.entries(TRAINING_TYPE_KEYS).map(([value, key]) => ({ value, label: t(key) }))} />
        <Select allowClear showSearch optionFilterProp="label" placeholder={t('list.location')} aria-label={t('list.location')} style={{ width: 220 }} value={params.get('trainingLocationId') ?? undefined} onChange={(v) => set({ trainingLocationId: v ?? null, page: null })} options={locations.items.map((l) => ({ value: String(l.id), label: `${l.callSign} ${l.name}` }))} />
        <Input.Search allowClear placeholder={t('list.course')} aria-label={t('list.course')} style={{ width: 220 }} value={course} onChange={(e) => setCourse(e.target.value)} onSearch={(v) => set({ course: v.trim() || null, page: null })} />
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => void list.refetch()}>{t('common:retry')}</Button>} />}
      {view === 'calendar' ? (
        <TrainingCalendar filters={calendarFilters} />
      ) : (
        <Table<PlannerRow>
          rowKey="id"
          loading={list.isFetching}
          dataSource={data?.data ?? []}
          locale={listLocale(invalid ?? t('list.empty'), error)}
          onRow={(e) => ({ onClick: () => navigate(`/training-planner/rt/details/${e.id}`), style: { cursor: 'pointer' } })}
          pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, showTotal: (total) => t('list.total', { count: total }) }}
          onChange={(pagination, _filters, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const key = SORTS[String(s?.columnKey ?? '')];
            set({ page: String((pagination.current ?? 1) - 1), sortBy: s?.order && key ? key : null, desc: s?.order === 'descend' ? 'true' : null });
          }}
          columns={[
            { key: 'course', title: t('list.course'), sorter: true, sortOrder: sortOrder('course'), render: (_, e) => <Link to={`/training-planner/rt/details/${e.id}`}>{e.course.code ? `${e.course.code} ` : ''}{e.course.name}</Link> },
            {
              key: 'dates',
              title: t('list.dates'),
              sorter: true,
              sortOrder: sortOrder('dates'),
              render: (_, e) => (e.dates.length ? `${showDay(e.dates[0].startTime)} ${showTime(e.dates[0].startTime)}${e.dates.length > 1 ? ` ${t('list.moreDays', { count: e.dates.length - 1 })}` : ''}` : <Typography.Text type="secondary">{t('list.noDates')}</Typography.Text>),
            },
            { key: 'type', title: t('list.type'), render: (_, e) => t(TRAINING_TYPE_KEYS[e.trainingType]!) },
            { key: 'locations', title: t('list.location'), render: (_, e) => e.trainingLocationIds.map(locationName).join(', ') },
            { key: 'places', title: t('list.delegates'), render: (_, e) => `${e.delegates}${e.maxPlaces ? ` / ${e.maxPlaces}` : ''}` },
            { key: 'status', title: t('list.status'), sorter: true, sortOrder: sortOrder('status'), render: (_, e) => <Tag color={EVENT_STATUS_KEYS[e.status]?.color}>{t(EVENT_STATUS_KEYS[e.status]!.key)}</Tag> },
          ]}
        />
      )}
    </div>
  );
}

import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Input, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { SortOrder } from 'antd/es/table/interface';
import { dateRangeProblem, DateRangeFilter, listLocale, useFetched, useLocations, useQueryParams, useSession } from '@firecrest/portal-kit';
import { showDay, showTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { TrainingCalendar } from '../calendar/training-calendar';
import { CalendarFeedsButton } from '../calendar/calendar-feeds';
import { EVENT_STATUS, TRAINING_TYPES, type Page } from '../../lib/training-types';

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
  const { data, loading, error, reload } = useFetched<Page<PlannerRow>>(url);
  const locationName = (id: number) => locations.byId.get(id)?.name ?? `Location ${id}`;
  const sortOrder = (key: string): SortOrder => (SORTS[key] === sortBy ? (descending ? 'descend' : 'ascend') : null);

  return (
    <div>
      <PageTitle
        title="Training planner"
        extra={
          <>
            {view === 'calendar' && <CalendarFeedsButton />}
            <Segmented aria-label="View" value={view} onChange={(v) => set({ view: v === 'calendar' ? 'calendar' : null })} options={[{ value: 'list', label: 'List' }, { value: 'calendar', label: 'Calendar' }]} />
            {canCreate && (
              <Link to="/training-planner/rt/new">
                <Button type="primary" icon={<PlusOutlined />}>New training event</Button>
              </Link>
            )}
          </>
        }
      />
      <Space wrap style={{ marginBottom: 16 }} align="start">
        {view === 'list' && (
          <>
          <DateRangeFilter from={params.get('fromDate')} to={params.get('toDate')} fromLabel="From date" toLabel="To date" onChange={({ from, to }) => set({ fromDate: from, toDate: to, page: null })} />
          </>
        )}
        <Select allowClear placeholder="Status" aria-label="Status" style={{ width: 140 }} value={params.get('status') ?? undefined} onChange={(v) => set({ status: v ?? null, page: null })} options={Object.entries(EVENT_STATUS).map(([value, s]) => ({ value, label: s.label }))} />
        <Select allowClear placeholder="Training type" aria-label="Training type" style={{ width: 210 }} value={params.get('trainingType') ?? undefined} onChange={(v) => set({ trainingType: v ?? null, page: null })} options={Object.entries(TRAINING_TYPES).map(([value, label]) => ({ value, label }))} />
        <Select allowClear showSearch optionFilterProp="label" placeholder="Location" aria-label="Location" style={{ width: 220 }} value={params.get('trainingLocationId') ?? undefined} onChange={(v) => set({ trainingLocationId: v ?? null, page: null })} options={locations.items.map((l) => ({ value: String(l.id), label: `${l.callSign} ${l.name}` }))} />
        <Input.Search allowClear placeholder="Course" aria-label="Course" style={{ width: 220 }} value={course} onChange={(e) => setCourse(e.target.value)} onSearch={(v) => set({ course: v.trim() || null, page: null })} />
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>Retry</Button>} />}
      {view === 'calendar' ? (
        <TrainingCalendar filters={calendarFilters} />
      ) : (
        <Table<PlannerRow>
          rowKey="id"
          loading={loading}
          dataSource={data?.data ?? []}
          locale={listLocale(invalid ?? 'No training events match the filters', error)}
          onRow={(e) => ({ onClick: () => navigate(`/training-planner/rt/details/${e.id}`), style: { cursor: 'pointer' } })}
          pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, showTotal: (t) => `${t} events` }}
          onChange={(pagination, _filters, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const key = SORTS[String(s?.columnKey ?? '')];
            set({ page: String((pagination.current ?? 1) - 1), sortBy: s?.order && key ? key : null, desc: s?.order === 'descend' ? 'true' : null });
          }}
          columns={[
            { key: 'course', title: 'Course', sorter: true, sortOrder: sortOrder('course'), render: (_, e) => <Link to={`/training-planner/rt/details/${e.id}`}>{e.course.code ? `${e.course.code} ` : ''}{e.course.name}</Link> },
            {
              key: 'dates',
              title: 'Dates',
              sorter: true,
              sortOrder: sortOrder('dates'),
              render: (_, e) => (e.dates.length ? `${showDay(e.dates[0].startTime)} ${showTime(e.dates[0].startTime)}${e.dates.length > 1 ? ` (+${e.dates.length - 1} days)` : ''}` : <Typography.Text type="secondary">No dates yet</Typography.Text>),
            },
            { key: 'type', title: 'Type', render: (_, e) => TRAINING_TYPES[e.trainingType] },
            { key: 'locations', title: 'Location', render: (_, e) => e.trainingLocationIds.map(locationName).join(', ') },
            { key: 'places', title: 'Delegates', render: (_, e) => `${e.delegates}${e.maxPlaces ? ` / ${e.maxPlaces}` : ''}` },
            { key: 'status', title: 'Status', sorter: true, sortOrder: sortOrder('status'), render: (_, e) => <Tag color={EVENT_STATUS[e.status].color}>{EVENT_STATUS[e.status].label}</Tag> },
          ]}
        />
      )}
    </div>
  );
}

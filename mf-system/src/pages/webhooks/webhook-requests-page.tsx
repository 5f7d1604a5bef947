import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Spin, Table, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { ArrowLeftOutlined, CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { WEBHOOK_NOTIFICATION_PAGE_SIZE, type WebhookNotificationQuery, type WebhookNotificationRow, type WebhookSubscription } from '@firecrest/contracts';
import { api, type DateRange, DateRangeFilter, dateRangeProblem, errorOf, listLocale, queryClient, queryKeyOf, read, showDateTime, useCrumbName, useT } from '@firecrest/portal-kit';
import { WEBHOOKS_API, WEBHOOKS_PATH } from './webhooks-page';
import { PayloadModal } from './payload-modal';

type Column = NonNullable<WebhookNotificationQuery['orderByColumn']>;
const SORTABLE: Column[] = ['attempts', 'sendDate', 'httpStatusCode', 'completed'];

/** admin-area §2.3: one subscription's notifications, 30 at a time as the list scrolls, newest sent first. */
export function WebhookRequestsPage() {
  const { t } = useT('system');
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const navigate = useNavigate();
  const subscription = useQuery(read<WebhookSubscription>(`${WEBHOOKS_API}/subscriptions/${id}`));
  useCrumbName(`${WEBHOOKS_PATH}/${id}`, subscription.data ? subscription.data.description || subscription.data.targetUrl : null);
  const [range, setRange] = useState<DateRange>({ from: null, to: null });
  const [sort, setSort] = useState<{ column: Column; asc: boolean }>({ column: 'sendDate', asc: false });
  const [open, setOpen] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const invalid = dateRangeProblem(range.from, range.to);

  // A change of filters or sort starts from nothing (a key of its own); a refused range asks nothing and shows no rows.
  const url = `${WEBHOOKS_API}/subscriptions/${id}/notifications`;
  const key = [...queryKeyOf(url), 'pages', sort, range];
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam: skip }) => {
      const params = {
        skip,
        take: WEBHOOK_NOTIFICATION_PAGE_SIZE,
        orderByColumn: sort.column,
        asc: sort.asc,
        // The user's days, from the start of the first to the end of the last.
        ...(range.from ? { dateFrom: new Date(`${range.from}T00:00:00`).toISOString() } : {}),
        ...(range.to ? { dateTo: new Date(`${range.to}T23:59:59.999`).toISOString() } : {}),
      };
      return api.get<{ data: WebhookNotificationRow[]; total: number }>(url, { params }).then((r) => r.data);
    },
    initialPageParam: 0,
    getNextPageParam: (last, all) => {
      const shown = all.reduce((n, page) => n + page.data.length, 0);
      return shown < last.total && last.data.length > 0 ? shown : undefined;
    },
    enabled: !invalid,
    gcTime: 0,
  });
  const rows = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const total = pages.data?.pages.at(-1)?.total ?? 0;
  const loading = pages.isFetching;
  const error = errorOf(pages);
  /** From the newest again: only the first page is asked. */
  const reload = () => void queryClient.resetQueries({ queryKey: key });

  // Infinite scroll: the next 30 load when the end of the list comes into view.
  const more = pages.hasNextPage;
  const { fetchNextPage } = pages;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !more || loading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [more, loading, fetchNextPage]);

  const sortOrder = (column: Column) => (sort.column === column ? (sort.asc ? 'ascend' : 'descend') : null);

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Space>
          <Button icon={<ArrowLeftOutlined />} aria-label={t('requests.back')} onClick={() => navigate(`${WEBHOOKS_PATH}/${id}`)} />
          <Typography.Title level={2} style={{ margin: 0 }}>{t('requests.title')}</Typography.Title>
        </Space>
        <Button icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={reload} />
      </Space>
      <div style={{ marginBottom: 16 }}>
        <DateRangeFilter from={range.from} to={range.to} onChange={setRange} />
      </div>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>{t('common:retry')}</Button>} />}
      <Table<WebhookNotificationRow>
        rowKey="id"
        size="small"
        loading={loading && rows.length === 0}
        dataSource={rows}
        pagination={false}
        scroll={{ x: true }}
        locale={listLocale(invalid ?? t('requests.empty'), error)}
        onRow={(row) => ({ onClick: () => setOpen(row.id), style: { cursor: 'pointer' } })}
        onChange={(_p, _f, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<WebhookNotificationRow> | undefined;
          const column = s?.order ? (s.columnKey as Column) : 'sendDate';
          setSort({ column: SORTABLE.includes(column) ? column : 'sendDate', asc: s?.order ? s.order === 'ascend' : false });
        }}
        columns={[
          { title: t('webhooks.eventType'), dataIndex: 'eventType' },
          { title: t('requests.action'), dataIndex: 'eventAction' },
          { title: t('requests.attempts'), dataIndex: 'attempts', key: 'attempts', sorter: true, sortOrder: sortOrder('attempts'), align: 'right' },
          {
            title: t('requests.sendDate'),
            dataIndex: 'sendDate',
            key: 'sendDate',
            sorter: true,
            sortOrder: sortOrder('sendDate'),
            render: (d: string | null) => (d ? showDateTime(d) : <Typography.Text type="secondary">{t('requests.notSent')}</Typography.Text>),
          },
          {
            title: t('requests.success'),
            dataIndex: 'httpStatusCode',
            key: 'httpStatusCode',
            sorter: true,
            sortOrder: sortOrder('httpStatusCode'),
            align: 'center',
            render: (status: number | null, row) =>
              row.attempts === 0 ? null : status === 200 ? (
                <CheckCircleFilled aria-label="HTTP 200" style={{ color: '#52c41a' }} />
              ) : (
                <Space size={4}>
                  <CloseCircleFilled aria-label={t('requests.failed')} style={{ color: '#ff4d4f' }} />
                  <Typography.Text type="secondary">{status ?? t('payload.noAnswer')}</Typography.Text>
                </Space>
              ),
          },
          {
            title: t('requests.completed'),
            dataIndex: 'completed',
            key: 'completed',
            sorter: true,
            sortOrder: sortOrder('completed'),
            align: 'center',
            render: (completed: boolean, row) =>
              completed ? <CheckCircleFilled aria-label={t('requests.completed')} style={{ color: '#52c41a' }} /> : row.attempts > 0 ? <MinusCircleOutlined aria-label={t('requests.pending')} style={{ color: '#bfbfbf' }} /> : null,
          },
        ]}
      />
      <div ref={sentinel} style={{ height: 1 }} />
      <Space style={{ marginTop: 12 }}>
        {!invalid && <Typography.Text type="secondary">{t('log.showing', { shown: rows.length, total })}</Typography.Text>}
        {loading && rows.length > 0 && <Spin size="small" />}
      </Space>
      <PayloadModal subscriptionId={id} notificationId={open} onClose={() => setOpen(null)} />
    </div>
  );
}

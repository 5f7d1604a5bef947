import { Link } from 'react-router';
import { Alert, Card, Empty, List, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { errorOf, read, showDay, useT } from '@firecrest/portal-kit';

interface PlannedEvent {
  id: number;
  course: { code: string; name: string };
  dates: { startTime: string }[];
  delegates: number;
  maxPlaces: number;
}

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Pending training in the next 30 days, soonest first, each opening its event in the planner. */
export function UpcomingTraining() {
  const { t } = useT('shell');
  const events = useQuery(read<{ data: PlannedEvent[]; total: number }>(`/api/training/training-events/search?fromDate=${today()}&toDate=${inDays(30)}&status=1&sortBy=firstDate&itemsPerPage=8`));
  const eventsError = errorOf(events);
  return (
    <Card size="small" title={t('dashboard.upcoming')} extra={<Link to="/training-planner/rt/list">{t('menu.planner')}</Link>}>
      {eventsError ? (
        <Alert type="error" showIcon title={eventsError} />
      ) : (
        <List
          size="small"
          loading={events.isFetching}
          dataSource={events.data?.data ?? []}
          locale={{ emptyText: <Empty description={t('dashboard.noUpcoming')} /> }}
          renderItem={(e) => (
            <List.Item>
              <Link to={`/training-planner/rt/list/details/${e.id}`}>{e.course.code} {e.course.name}</Link>
              <span>
                {e.dates[0] && showDay(e.dates[0].startTime)} <Tag>{t('dashboard.places', { taken: e.delegates, max: e.maxPlaces })}</Tag>
              </span>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

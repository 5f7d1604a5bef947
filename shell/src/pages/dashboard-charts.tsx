import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Col, Empty, List, Row, Skeleton, Statistic, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LocationStatus } from '@firecrest/contracts';
import { errorOf, read, useT } from '@firecrest/portal-kit';

const STATUS = '/api/personnel/competency-status/locations';
const SHOWN = 15;
const SERIES = [
  { key: 'expired', label: 'dashboard.expired', colour: '#cf1322', band: 'expired', days: 30 },
  { key: 'within30', label: 'dashboard.within30', colour: '#fa8c16', band: 'expiring', days: 30 },
  { key: 'within90', label: 'dashboard.within90', colour: '#fadb14', band: 'expiring', days: 90 },
] as const;
const people = (stationId: number | null, band: string, days: number) =>
  `/competency-status/personnel?${stationId ? `stationId=${stationId}&` : ''}band=${band}&withinDays=${days}`;

/** What needs attention now: expired and expiring competencies by station, each bar and count linking to the people. */
export function AttentionCharts() {
  const { t } = useT('shell');
  const navigate = useNavigate();
  const status = useQuery(read<{ data: LocationStatus[] }>(`${STATUS}?withinDays=30`));
  const statusError = errorOf(status);
  const rows = useMemo(
    () =>
      (status.data?.data ?? [])
        .map((s) => ({ stationId: s.stationId, callSign: s.callSign, name: s.name, expired: s.expired, within30: s.expiringWithin[30], within90: Math.max(0, s.expiringWithin[90] - s.expiringWithin[30]) }))
        .filter((s) => s.expired + s.within30 + s.within90 > 0)
        .sort((a, b) => b.expired + b.within30 - (a.expired + a.within30) || b.within90 - a.within90),
    [status.data],
  );
  const total = (key: 'expired' | 'within30' | 'within90') => rows.reduce((n, r) => n + r[key], 0);

  if (statusError) return <Alert type="error" showIcon title={statusError} action={<Button onClick={() => void status.refetch()}>{t('common:retry')}</Button>} />;
  if (!status.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {SERIES.map((s) => (
          <Col key={s.key} xs={24} md={8}>
            <Link to={people(null, s.band, s.days)}>
              <Card hoverable size="small">
                <Statistic title={t(s.label)} value={total(s.key)} valueStyle={{ color: s.colour === '#fadb14' ? '#ad8b00' : s.colour }} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('dashboard.byStation')}>
        {rows.length === 0 ? (
          <Empty description={t('dashboard.nothingExpiring')} />
        ) : (
          <>
            <div style={{ width: '100%', height: 320 }} role="img" aria-label={t('dashboard.chartLabel')}>
              <ResponsiveContainer>
                <BarChart data={rows.slice(0, SHOWN)} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="callSign" />
                  <YAxis allowDecimals={false} />
                  <Tooltip labelFormatter={(callSign) => rows.find((r) => r.callSign === callSign)?.name ?? String(callSign)} />
                  <Legend />
                  {SERIES.map((s) => (
                    <Bar key={s.key} dataKey={s.key} name={t(s.label)} stackId="a" fill={s.colour} cursor="pointer" onClick={(d) => navigate(people((d as unknown as { stationId: number }).stationId, s.band, s.days))} />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </div>
            <List
              size="small"
              dataSource={rows.slice(0, SHOWN)}
              renderItem={(r) => (
                <List.Item data-station={r.callSign} data-expired={r.expired} data-expiring={r.within30}>
                  <Link to={`/competency-status/location`}>{r.callSign} {r.name}</Link>
                  <span>
                    <Link to={people(r.stationId, 'expired', 30)}><Tag color="red">{t('dashboard.expiredCount', { count: r.expired })}</Tag></Link>
                    <Link to={people(r.stationId, 'expiring', 30)}><Tag color="orange">{t('dashboard.within30Count', { count: r.within30 })}</Tag></Link>
                    <Link to={people(r.stationId, 'expiring', 90)}><Tag color="gold">{t('dashboard.within90Count', { count: r.within90 })}</Tag></Link>
                  </span>
                </List.Item>
              )}
            />
          </>
        )}
      </Card>
    </>
  );
}

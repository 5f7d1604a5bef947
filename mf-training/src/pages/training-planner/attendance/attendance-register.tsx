import { Button, Empty, Space, Statistic, Table, Tooltip, Typography } from 'antd';
import { attended, summariseAttendance, type AttendanceOption, type AttendanceSummary } from '@firecrest/contracts';
import { Trans, useT } from '@firecrest/portal-kit';
import { showDay, showTime } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { ATTENDANCE_OPTION_KEYS, ATTENDEE_TYPE_KEYS, employeeLabel } from '../planner-labels';
import type { EventSectionProps } from '../event-section';
import { useAttendanceLists } from './attendance-data';

/** What a register cell shows: the mark a signed paper register uses. */
const MARKS: Record<AttendanceOption, string> = { fullAttendance: '✓', lateArriver: 'L', earlyLeaver: 'E', noShow: '✗' };

/** The print view keeps the register alone: the portal's chrome, the tabs and the buttons are left off the page. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  #attendance-register, #attendance-register * { visibility: visible; }
  #attendance-register { position: absolute; left: 0; top: 0; width: 100%; }
  #attendance-register .no-print { display: none; }
}`;

function useSummaries(eventId: number, sessions: number) {
  const { t } = useT('planner');
  const { lists, loading } = useAttendanceLists(eventId);
  const summaries = summariseAttendance(lists, sessions).sort((a, b) => a.attendeeType - b.attendeeType || a.attendeeId - b.attendeeId);
  const names = useEmployeeNames(summaries.map((s) => s.employeeId));
  const name = (s: { employeeId: number }) => employeeLabel(t, names, s.employeeId);
  return { lists, loading, summaries, name };
}

/**
 * §2.6 `attendance-register`: every date of the event against everyone its attendance lists record, with each
 * person's sessions and hours, and each date's head count; printable for signing.
 */
export function AttendanceRegister({ event }: EventSectionProps) {
  const { t } = useT('planner');
  const option = (o: AttendanceOption) => t(ATTENDANCE_OPTION_KEYS[o]!);
  const { lists, loading, summaries, name } = useSummaries(event.id, event.dates.length);
  const listOn = (startTime: string) => lists.find((l) => l.date === new Date(startTime).toISOString());
  return (
    <div id="attendance-register">
      <style>{PRINT_CSS}</style>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('register.title', { course: event.course.name })}
        </Typography.Title>
        <Button className="no-print" onClick={() => window.print()}>
          {t('register.print')}
        </Button>
      </Space>
      <Table<AttendanceSummary>
        rowKey="attendeeId"
        size="small"
        bordered
        loading={loading}
        pagination={false}
        dataSource={summaries}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={t('register.empty')} /> }}
        columns={[
          { title: t('attendees.name'), key: 'name', fixed: 'left', render: (_, s) => name(s) },
          { title: t('attendees.role'), key: 'role', render: (_, s) => t(ATTENDEE_TYPE_KEYS[s.attendeeType]!) },
          ...event.dates.map((d) => {
            const list = listOn(d.startTime);
            return {
              title: (
                <Trans
                  t={t}
                  i18nKey="register.dateColumn"
                  values={{ day: showDay(d.startTime), start: showTime(d.startTime), end: showTime(d.endTime) }}
                  components={[<br key="br" />, <Typography.Text key="times" type="secondary" />]}
                />
              ),
              key: d.startTime,
              align: 'center' as const,
              render: (_: unknown, s: AttendanceSummary) => {
                const row = list?.rows.find((r) => r.attendeeId === s.attendeeId);
                if (!row) return <Typography.Text type="secondary">–</Typography.Text>;
                return (
                  <Tooltip title={row.comment ? t('register.cellComment', { option: option(row.attendance), hours: row.hours, comment: row.comment }) : t('register.cell', { option: option(row.attendance), hours: row.hours })}>
                    <span aria-label={t('register.cellLabel', { name: name(s), day: showDay(d.startTime), option: option(row.attendance) })}>{MARKS[row.attendance]}</span>
                  </Tooltip>
                );
              },
            };
          }),
          { title: t('register.sessions'), key: 'sessions', align: 'center', render: (_, s) => `${s.present} / ${event.dates.length}` },
          { title: t('register.hours'), dataIndex: 'hours', align: 'right' },
        ]}
        summary={() =>
          summaries.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                {t('register.present')}
              </Table.Summary.Cell>
              {event.dates.map((d, i) => {
                const list = listOn(d.startTime);
                return (
                  <Table.Summary.Cell key={d.startTime} index={i + 2} align="center">
                    {list ? `${list.rows.filter((r) => attended(r.attendance)).length} / ${list.rows.length}` : '–'}
                  </Table.Summary.Cell>
                );
              })}
              <Table.Summary.Cell index={event.dates.length + 2} colSpan={2} />
            </Table.Summary.Row>
          ) : null
        }
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {Object.entries(MARKS).map(([o, mark]) => t('register.mark', { mark, option: option(o as AttendanceOption) })).join(' · ')} · {t('register.notRecorded')}
      </Typography.Paragraph>
    </div>
  );
}

/** antd's default success, warning and error colours (the portal's theme changes only the primary ones). */
const BAR = { good: '#52c41a', fair: '#faad14', poor: '#ff4d4f', track: 'rgba(0, 0, 0, 0.06)' };

/** A bar of the attendance percentage: read at a glance down the column (no chart library in the remote). */
function PercentBar({ value, label }: { value: number; label: string }) {
  const colour = value >= 80 ? BAR.good : value >= 50 ? BAR.fair : BAR.poor;
  return (
    <div role="meter" aria-label={label} aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <div style={{ flex: 1, minWidth: 120, height: 8, borderRadius: 4, background: BAR.track }}>
        <div style={{ width: `${value}%`, height: '100%', borderRadius: 4, background: colour }} />
      </div>
      <span style={{ width: 40, textAlign: 'right' }}>{value}%</span>
    </div>
  );
}

/** §2.6 `attendance`: per attendee, sessions attended of the event's, late and early, hours and a percentage bar. */
export function AttendanceSummaryTab({ event }: EventSectionProps) {
  const { t } = useT('planner');
  const { lists, loading, summaries, name } = useSummaries(event.id, event.dates.length);
  const delegates = summaries.filter((s) => s.attendeeType === 2);
  const average = delegates.length ? Math.round(delegates.reduce((sum, s) => sum + s.percentage, 0) / delegates.length) : 0;
  return (
    <div>
      <Space size="large" style={{ marginBottom: 16 }} wrap>
        <Statistic title={t('summary.datesRecorded')} value={lists.length} suffix={`/ ${event.dates.length}`} />
        <Statistic title={t('summary.average')} value={average} suffix="%" />
        <Statistic title={t('summary.full')} value={delegates.filter((s) => s.present === event.dates.length && !s.late && !s.leftEarly).length} suffix={`/ ${delegates.length}`} />
      </Space>
      <Table<AttendanceSummary>
        rowKey="attendeeId"
        size="middle"
        loading={loading}
        pagination={false}
        dataSource={summaries}
        locale={{ emptyText: <Empty description={t('summary.empty')} /> }}
        columns={[
          { title: t('attendees.name'), key: 'name', render: (_, s) => name(s) },
          { title: t('attendees.role'), key: 'role', render: (_, s) => t(ATTENDEE_TYPE_KEYS[s.attendeeType]!) },
          { title: t('summary.sessions'), key: 'present', render: (_, s) => t('summary.of', { n: s.present, of: event.dates.length }) },
          { title: t('summary.late'), dataIndex: 'late' },
          { title: t('summary.leftEarly'), dataIndex: 'leftEarly' },
          { title: t('register.hours'), key: 'hours', render: (_, s) => t('summary.of', { n: s.hours, of: s.sessionHours }) },
          { title: t('tabs.attendance'), key: 'percentage', width: 240, render: (_, s) => <PercentBar value={s.percentage} label={t('lists.attendanceOf', { name: name(s) })} /> },
        ]}
      />
    </div>
  );
}

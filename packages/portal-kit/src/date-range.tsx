import { useRef } from 'react';
import { Input, Space, Typography } from 'antd';
import { i18n } from './i18n/i18n';
import { useT } from './i18n/use-t';

/**
 * Why a range of ISO days (`YYYY-MM-DD`) cannot be used, or null, in the language in force (one rule and one message
 * on every screen, issue 34). A screen refuses such a range in its form: it sends nothing and shows no rows of an
 * earlier range under the message.
 */
export function dateRangeProblem(from?: string | null, to?: string | null): string | null {
  const bad = (day?: string | null) => Boolean(day) && Number.isNaN(Date.parse(day!));
  if (bad(from) || bad(to)) return i18n.t('common:dateRange.notFullDates');
  return from && to && to < from ? i18n.t('common:dateRange.inverted') : null;
}

export interface DateRange {
  from: string | null;
  to: string | null;
}

interface DateRangeFilterProps extends Partial<DateRange> {
  onChange(range: DateRange): void;
  fromLabel?: string;
  toLabel?: string;
}

/**
 * A from/until pair of the portal's date input (the browser's own, which shows the user's locale and gives ISO days),
 * marked and explained when the range is inverted.
 */
export function DateRangeFilter({ from = null, to = null, onChange, fromLabel, toLabel }: DateRangeFilterProps) {
  const { t } = useT('common');
  const problem = dateRangeProblem(from, to);
  const status = problem ? 'error' : undefined;
  // Both ends as last changed: a second change made before the screen re-renders must not put back the first's old value.
  const latest = useRef<DateRange>({ from, to });
  latest.current = { from, to };
  const change = (end: keyof DateRange, value: string) => {
    latest.current = { ...latest.current, [end]: value || null };
    onChange(latest.current);
  };
  return (
    <Space orientation="vertical" size={2}>
      <Space>
        <Input type="date" aria-label={fromLabel ?? t('dateRange.from')} value={from ?? ''} status={status} style={{ width: 160 }} onChange={(e) => change('from', e.target.value)} />
        <Input type="date" aria-label={toLabel ?? t('dateRange.until')} value={to ?? ''} status={status} style={{ width: 160 }} onChange={(e) => change('to', e.target.value)} />
      </Space>
      {problem && <Typography.Text type="danger" role="alert">{problem}</Typography.Text>}
    </Space>
  );
}

import { Badge, Calendar } from 'antd';
import { todayIso } from '@firecrest/contracts';
import { DemoPage, DemoSection } from './demo-section';

/** Example bookings on days of this month, by day of the month. */
const EXAMPLES: Record<number, { text: string; status: 'success' | 'warning' | 'error' | 'processing' }[]> = {
  3: [{ text: 'BA refresher', status: 'success' }],
  10: [{ text: 'Working at height', status: 'processing' }, { text: 'First aid', status: 'warning' }],
  17: [{ text: 'Road traffic collision', status: 'error' }],
};

/** `/calendarDemo`: the calendar the planner and dashboards build on, with bookings in their states. */
export function CalendarDemoPage() {
  const month = todayIso().slice(0, 7);
  return (
    <DemoPage title="Calendar demo" intro="The calendar with bookings in their states (§4.2: success, processing, pending, failed), a day with several and days with none.">
      <DemoSection title="Month with bookings">
        <Calendar
          cellRender={(date, info) => {
            if (info.type !== 'date' || date.format('YYYY-MM') !== month) return info.originNode;
            return (EXAMPLES[date.date()] ?? []).map((e) => <Badge key={e.text} status={e.status} text={e.text} style={{ display: 'block' }} />);
          }}
        />
      </DemoSection>
      <DemoSection title="Small calendar (a date picker's panel)">
        <div style={{ width: 320 }}>
          <Calendar fullscreen={false} />
        </div>
      </DemoSection>
    </DemoPage>
  );
}

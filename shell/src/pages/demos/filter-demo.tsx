import { useState } from 'react';
import { Alert, Button, Space, Table } from 'antd';
import { DateRangeFilter, EmployeeSelect, listLocale, type DateRange } from '@firecrest/portal-kit';
import { DemoPage, DemoSection } from './demo-section';

const noop = () => undefined;
const columns = [{ title: 'Name', dataIndex: 'name' }];

/** `/filterDemo`: the portal's shared filters and the states of a filtered list. */
export function FilterDemoPage() {
  const [range, setRange] = useState<DateRange>({ from: null, to: null });
  const [employeeId, setEmployeeId] = useState<number>();
  return (
    <DemoPage title="Filter demo" intro="The shared filters of portal-kit and what a list shows when it is empty, matches nothing or failed.">
      <DemoSection title="Date range (try an end before the start)">
        <DateRangeFilter from={range.from} to={range.to} onChange={setRange} />
      </DemoSection>
      <DemoSection title="Date range: inverted, refused in the form">
        <DateRangeFilter from="2026-03-01" to="2026-02-01" onChange={noop} />
      </DemoSection>
      <DemoSection title="Employee picker (searches from 3 characters)">
        <Space>
          <EmployeeSelect allowClear value={employeeId} onChange={setEmployeeId} />
          <span>{employeeId ? `Employee ${employeeId} picked` : 'Nobody picked'}</span>
        </Space>
      </DemoSection>
      <DemoSection title="A list with nothing in it yet">
        <Table rowKey="name" size="small" columns={columns} dataSource={[]} pagination={false} locale={listLocale('No employees yet', null)} />
      </DemoSection>
      <DemoSection title="A list whose filters match nothing">
        <Table rowKey="name" size="small" columns={columns} dataSource={[]} pagination={false} locale={listLocale('No employees match the filters', null)} />
      </DemoSection>
      <DemoSection title="A list whose call failed: the error, never the empty text">
        <Alert type="error" showIcon title="Server not responding, check your internet connection." action={<Button>Retry</Button>} style={{ marginBottom: 8 }} />
        <Table rowKey="name" size="small" columns={columns} dataSource={[]} pagination={false} locale={listLocale('No employees yet', 'failed')} />
      </DemoSection>
    </DemoPage>
  );
}

import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { EXPIRY_COLOURS, expiryBand, todayIso } from '@firecrest/contracts';
import { BOOKING_STATES, JOB_COLOURS, nextJobStates, type JobState } from './demo-states';
import { DemoPage, DemoSection } from './demo-section';

const inDays = (days: number) => new Date(Date.parse(`${todayIso()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** `/flowDemo`: the states things move through and the colours that show them (spec §4.2). */
export function FlowDemoPage() {
  const [job, setJob] = useState<JobState>('not started');
  const next = nextJobStates(job);
  return (
    <DemoPage title="Flow demo" intro="The states a job, a booking and an expiry date move through, as every screen shows them.">
      <DemoSection title="A job: not started, in progress, complete or cancelled">
        <Space wrap>
          <span>
            State: <Tag color={JOB_COLOURS[job]} data-testid="job-state">{job}</Tag>
          </span>
          {next.map((state) => (
            <Button key={state} size="small" onClick={() => setJob(state)}>
              {state === 'in progress' ? 'Start' : state === 'complete' ? 'Complete' : 'Cancel'}
            </Button>
          ))}
          {!next.length && (
            <Button size="small" onClick={() => setJob('not started')}>
              Start again
            </Button>
          )}
        </Space>
      </DemoSection>
      <DemoSection title="Bookings">
        {Object.entries(BOOKING_STATES).map(([state, colour]) => (
          <Tag key={state} color={colour}>{state}</Tag>
        ))}
      </DemoSection>
      <DemoSection title="Expiry dates (bands of 30 and 90 days)">
        {[-5, 12, 60, 200].map((days) => {
          const date = inDays(days);
          return (
            <Tag key={days} color={EXPIRY_COLOURS[expiryBand(date)]}>
              {date} ({expiryBand(date)})
            </Tag>
          );
        })}
        <Tag color={EXPIRY_COLOURS.none}>no expiry</Tag>
      </DemoSection>
    </DemoPage>
  );
}

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FrameworkJobRow, JobState } from '@firecrest/contracts';
import { answerCalls, renderScreen, signedInWith } from '@firecrest/portal-kit/testing';
import '../../catalogue';
import { FrameworkJobsPage } from './framework-jobs-page';
import { JOB_SCREENS, JOBS } from './job-kinds';


const LIST = `${JOBS}?jobType=${JOB_SCREENS.assign.jobType}`;
const job = (id: number, state: JobState): FrameworkJobRow => ({
  id,
  jobType: JOB_SCREENS.assign.jobType,
  state,
  items: [{ kind: 'competency', id: 4, code: 'BA01' }],
  employeeCount: 2,
  total: 2,
  done: state === 'complete' ? 2 : 0,
  message: '',
  createdBy: 'admin',
  createdDate: '2026-11-20T09:00:00.000Z',
  startedDate: null,
  finishedDate: null,
  cancelledBy: null,
});
const JOBS_SHOWN = { data: [job(3, 'not started'), job(2, 'complete'), job(1, 'cancelled')] };

describe('bulk assign jobs: a job offers Cancel only while it can still be cancelled', () => {
  it('offers Cancel on the job not started, not on the complete or cancelled ones, and cancels it once confirmed', async () => {
    signedInWith({ BULK_ASSIGN_FRAMEWORK: ['view', 'create', 'edit'] });
    // The list is watched every 2 s while job 3 can run: it answers by what the server holds, before and after the cancel.
    let cancelled = false;
    const after = { data: [job(3, 'cancelled'), job(2, 'complete'), job(1, 'cancelled')] };
    const calls = answerCalls({
      [LIST]: () => ({ body: cancelled ? after : JOBS_SHOWN }),
      [`POST ${JOBS}/3/cancel`]: () => {
        cancelled = true;
        return { status: 204 };
      },
    });
    renderScreen(<FrameworkJobsPage screen={JOB_SCREENS.assign} />);
    expect(await screen.findByRole('button', { name: /Start a bulk assign/ })).toBeTruthy();
    const cancels = await screen.findAllByRole('button', { name: 'Cancel' });
    expect(cancels).toHaveLength(1);
    fireEvent.click(cancels[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel job' }));
    expect(await screen.findByText('Bulk job 3 cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Cancel' })).toHaveLength(0));
    const asked = calls.map((c) => `${c.method} ${c.url}`);
    expect(asked.filter((c) => c.startsWith('POST'))).toEqual([`POST ${JOBS}/3/cancel`]);
    expect(asked.slice(asked.indexOf(`POST ${JOBS}/3/cancel`) + 1)).toContain(`GET ${LIST}`);
  });

  it('shows a user without the edit right no Cancel, and without create no start', async () => {
    signedInWith({ BULK_ASSIGN_FRAMEWORK: ['view'] });
    answerCalls({ [LIST]: { body: JOBS_SHOWN } });
    renderScreen(<FrameworkJobsPage screen={JOB_SCREENS.assign} />);
    expect(await screen.findAllByText('BA01')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Start a bulk assign/ })).toBeNull();
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportDownload } from '@firecrest/contracts';
import { answerCalls, renderScreen, signedInWith } from '@firecrest/portal-kit/testing';
import '../../catalogues';
import { ReportDownloadsPage } from './downloads-page';
import { DOWNLOADS_URL } from './report-query';


const download = (id: string, title: string, state: ReportDownload['state'], more: Partial<ReportDownload> = {}): ReportDownload => ({
  id,
  reportId: 'unknown-report',
  title,
  format: 'xlsx',
  filters: '',
  state,
  rows: 0,
  total: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  ...more,
});
const READY = download('a', 'Ready report', 'ready', { rows: 12, total: 12 });
const FAILED = download('b', 'Failed report', 'failed', { error: 'The report could not be made.' });
const QUEUED = download('c', 'Queued report', 'queued');
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('the report downloads', () => {
  it('offers the file of a ready download only, and says why one failed', async () => {
    signedInWith({});
    answerCalls({ [DOWNLOADS_URL]: { body: { data: [READY, FAILED] } } });
    renderScreen(<ReportDownloadsPage />);
    expect(await screen.findByText('Ready report')).toBeTruthy();
    expect(within(rowOf('Ready report')).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(rowOf('Failed report')).queryByRole('button', { name: 'Download' })).toBeNull();
    expect(within(rowOf('Failed report')).getByText('The report could not be made.')).toBeTruthy();
    expect(within(rowOf('Failed report')).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('deletes a download once confirmed, then asks for the list again', async () => {
    signedInWith({});
    const calls = answerCalls({ [DOWNLOADS_URL]: [{ body: { data: [READY, FAILED] } }, { body: { data: [READY] } }], [`DELETE ${DOWNLOADS_URL}/b`]: { status: 204 } });
    renderScreen(<ReportDownloadsPage />);
    await screen.findByText('Failed report');
    fireEvent.click(within(rowOf('Failed report')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this download?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText('Failed report')).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET ${DOWNLOADS_URL}`, `DELETE ${DOWNLOADS_URL}/b`, `GET ${DOWNLOADS_URL}`]);
  });

  it('asks again while one is being made, until it is ready', async () => {
    signedInWith({});
    const calls = answerCalls({ [DOWNLOADS_URL]: [{ body: { data: [QUEUED] } }, { body: { data: [{ ...QUEUED, state: 'ready' }] } }] });
    renderScreen(<ReportDownloadsPage />);
    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Download' }, { timeout: 4_000 })).toBeTruthy();
    expect(calls.length).toBe(2);
  });
});

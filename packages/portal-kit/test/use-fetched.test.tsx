// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../src/api-client';
import { invalidateShared, useFetched } from '../src/use-fetched';
import { queryClient } from '../src/query-client';

/** The portal's calls answered in the process (no network): by URL, each answer a status and a body. */
let answers: Record<string, Array<{ status: number; body: unknown; after?: Promise<void> }>>;
let calls: string[];
const fakeServer: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = config.url!;
  calls.push(url);
  const queue = answers[url] ?? [];
  const { status, body, after } = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, body: { code: 'notFound', detail: 'Nothing here.' } };
  await after;
  const response = { data: body, status, statusText: String(status), headers: {}, config };
  if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, { ...response, headers: new AxiosHeaders() });
  return response;
};

function Names({ url, shared = false }: { url: string | null; shared?: boolean }) {
  const { data, loading, error } = useFetched<{ names: string[] }>(url, { shared });
  if (error) return <p role="alert">{error}</p>;
  return <p data-testid="names">{loading && !data ? 'loading' : (data?.names.join(', ') ?? 'nothing')}</p>;
}

describe('useFetched on the portal query client', () => {
  beforeEach(() => {
    answers = {};
    calls = [];
    api.defaults.adapter = fakeServer;
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });

  it('asks once for two components showing the same URL, and both show the answer', async () => {
    answers['/api/stations'] = [{ status: 200, body: { names: ['S12', 'S07'] } }];
    render(
      <>
        <Names url="/api/stations" />
        <Names url="/api/stations" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('names').map((p) => p.textContent)).toEqual(['S12, S07', 'S12, S07']));
    expect(calls).toEqual(['/api/stations']);
  });

  it('shows a refusal as the sentence of its problem, without asking again', async () => {
    answers['/api/stations/9'] = [{ status: 404, body: { type: 'urn:firecrest:problem:notFound', title: 'Not Found', status: 404, code: 'notFound', detail: 'Location 9 does not exist.' } }];
    render(<Names url="/api/stations/9" />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Location 9 does not exist'));
    expect(calls).toEqual(['/api/stations/9']);
  });

  it('asks once more when the gateway could not reach the service', async () => {
    answers['/api/stations'] = [
      { status: 503, body: { code: 'serviceUnavailable' } },
      { status: 200, body: { names: ['S03'] } },
    ];
    render(<Names url="/api/stations" />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('S03'));
    expect(calls).toEqual(['/api/stations', '/api/stations']);
  });

  it('keeps a shared lookup for the next screen, and asks again when a write invalidates it', async () => {
    answers['/api/lookups'] = [
      { status: 200, body: { names: ['Blue watch'] } },
      { status: 200, body: { names: ['Blue watch', 'Red watch'] } },
    ];
    const first = render(<Names url="/api/lookups" shared />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Blue watch'));
    first.unmount();
    render(<Names url="/api/lookups" shared />);
    expect(screen.getByTestId('names').textContent).toBe('Blue watch');
    expect(calls).toHaveLength(1);
    act(() => invalidateShared('/api/look'));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Blue watch, Red watch'));
    expect(calls).toHaveLength(2);
  });

  it('never shows a late answer of the URL asked before', async () => {
    let answerOld!: () => void;
    answers['/api/old'] = [{ status: 200, body: { names: ['old'] }, after: new Promise<void>((resolve) => (answerOld = resolve)) }];
    answers['/api/new'] = [{ status: 200, body: { names: ['new'] } }];
    const view = render(<Names url="/api/old" />);
    view.rerender(<Names url="/api/new" />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('new'));
    await act(async () => answerOld());
    expect(screen.getByTestId('names').textContent).toBe('new');
  });

  it('shows nothing for no URL and asks nothing', () => {
    render(<Names url={null} />);
    expect(screen.getByTestId('names').textContent).toBe('nothing');
    expect(calls).toEqual([]);
  });
});

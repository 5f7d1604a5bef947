// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { answerCalls, refused, renderScreen } from '../testing';
import { api } from '../src/api-client';
import { errorOf, invalidate, lookup, read, useSave } from '../src/queries';

function Names({ url, shared = false }: { url: string | null; shared?: boolean }) {
  const names = useQuery(shared ? lookup<{ names: string[] }>(url) : read<{ names: string[] }>(url));
  const error = errorOf(names);
  if (error) return <p role="alert">{error}</p>;
  return <p data-testid="names">{names.isFetching && !names.data ? 'loading' : (names.data?.names.join(', ') ?? 'nothing')}</p>;
}

function Rename() {
  const [form] = Form.useForm<{ name: string }>();
  const names = useQuery(read<{ names: string[] }>('/api/stations'));
  const save = useSave({ save: (body: { name: string }) => api.post('/api/stations', body), invalidates: ['/api/stations'], saved: 'Station added.', form });
  return (
    <Form form={form} onFinish={(body) => save.mutate(body)}>
      <p data-testid="names">{names.data?.names.join(', ')}</p>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Button htmlType="submit" loading={save.isPending}>
        Add
      </Button>
    </Form>
  );
}

describe('the portal reads and saves through the query library', () => {
  it('asks once for two components showing the same URL, and both show the answer', async () => {
    const calls = answerCalls({ '/api/stations': { body: { names: ['S12', 'S07'] } } });
    renderScreen(
      <>
        <Names url="/api/stations" />
        <Names url="/api/stations" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('names').map((p) => p.textContent)).toEqual(['S12, S07', 'S12, S07']));
    expect(calls.map((c) => c.url)).toEqual(['/api/stations']);
  });

  it('shows a refusal as the sentence of its problem, without asking again', async () => {
    const calls = answerCalls({ '/api/stations/9': refused(404, 'notFound', 'Location 9 does not exist.') });
    renderScreen(<Names url="/api/stations/9" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Location 9 does not exist');
    expect(calls).toHaveLength(1);
  });

  it('asks once more when the gateway could not reach the service', async () => {
    const calls = answerCalls({ '/api/stations': [refused(503, 'serviceUnavailable', 'Down.'), { body: { names: ['S03'] } }] });
    renderScreen(<Names url="/api/stations" />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('S03'));
    expect(calls).toHaveLength(2);
  });

  it('keeps a shared lookup for the next screen, and asks again when a write invalidates it', async () => {
    const calls = answerCalls({ '/api/lookups': [{ body: { names: ['Blue watch'] } }, { body: { names: ['Blue watch', 'Red watch'] } }] });
    const first = renderScreen(<Names url="/api/lookups" shared />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Blue watch'));
    first.unmount();
    renderScreen(<Names url="/api/lookups" shared />);
    expect((await screen.findByTestId('names')).textContent).toBe('Blue watch');
    expect(calls).toHaveLength(1);
    await act(() => invalidate('/api/look'));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Blue watch, Red watch'));
    expect(calls).toHaveLength(2);
  });

  it('never shows a late answer of the URL asked before', async () => {
    let answerOld!: () => void;
    answerCalls({ '/api/old': { body: { names: ['old'] }, after: new Promise<void>((resolve) => (answerOld = resolve)) }, '/api/new': { body: { names: ['new'] } } });
    function Switching() {
      const [url, setUrl] = useState('/api/old');
      return (
        <>
          <button onClick={() => setUrl('/api/new')}>Next</button>
          <Names url={url} />
        </>
      );
    }
    renderScreen(<Switching />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('new'));
    await act(async () => answerOld());
    expect(screen.getByTestId('names').textContent).toBe('new');
  });

  it('asks nothing for no URL', async () => {
    const calls = answerCalls({});
    renderScreen(<Names url={null} />);
    expect((await screen.findByTestId('names')).textContent).toBe('nothing');
    expect(calls).toEqual([]);
  });

  it('saves: sends the body, toasts, and asks the list again', async () => {
    const calls = answerCalls({ '/api/stations': [{ body: { names: ['S1'] } }, { body: { names: ['S1', 'S2'] } }], 'POST /api/stations': { status: 201, body: { id: 2 } } });
    renderScreen(<Rename />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('S1'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'S2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Station added.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('S1, S2'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ name: 'S2' }]);
  });

  it("refused: shows the server's field message on the field, and no success", async () => {
    answerCalls({ '/api/stations': { body: { names: [] } }, 'POST /api/stations': refused(400, 'validation', 'Enter a name.', [{ field: 'name', message: 'Enter a name.' }]) });
    renderScreen(<Rename />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(screen.queryByText('Station added.')).toBeNull();
  });
});

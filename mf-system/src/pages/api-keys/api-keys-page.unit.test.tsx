// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKey } from '@firecrest/contracts';
import { answerCalls, refused, renderScreen, signedInWith } from '@firecrest/portal-kit/testing';
import '../../catalogue';
import { ApiKeysPage } from './api-keys-page';


const URL = '/api/api-keys';
const KEY: ApiKey = { id: 'k1', userId: '1', username: 'tester', apiKey: 'fck_ab…yz', ipRestrictions: ['203.0.113.7'], createdBy: 'tester', createdDate: '2026-11-20T09:00:00.000Z', lastUsedDate: null };

describe('API keys: a key\'s allowed IPs', () => {
  it('keeps the dialog open with the refusal, then saves the addresses and asks for the list again', async () => {
    signedInWith({ API_KEYS: ['view'] });
    const calls = answerCalls({
      [URL]: [{ body: { data: [KEY] } }, { body: { data: [{ ...KEY, lastUsedDate: '2026-11-21T09:00:00.000Z' }] } }],
      [`PUT ${URL}/k1`]: [refused(400, 'validation', 'The allowed IPs may hold at most 50 entries.'), { body: KEY }],
    });
    renderScreen(<ApiKeysPage />);
    fireEvent.click(await screen.findByText('fck_ab…yz'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The allowed IPs may hold at most 50 entries.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Allowed IPs saved')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.url === URL)).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: `${URL}/k1`, body: { ipRestrictions: ['203.0.113.7'] } },
      { method: 'PUT', url: `${URL}/k1`, body: { ipRestrictions: ['203.0.113.7'] } },
    ]);
  });
});

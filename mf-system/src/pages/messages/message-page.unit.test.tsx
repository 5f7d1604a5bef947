// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MailboxMessage } from '@firecrest/contracts';
import { answerCalls, renderScreen, signedInWith } from '@firecrest/portal-kit/testing';
import '../../catalogue';
import { MessagePage } from './message-page';


const URL = '/api/system/messages/7';
const message = (state: Partial<MailboxMessage>): MailboxMessage => ({
  id: 7,
  messageId: 70,
  folder: 'inbox',
  subject: 'Drill on Tuesday',
  snippet: 'Bring your kit',
  body: 'Bring your kit.',
  from: { userId: 'u1', name: 'Station Manager' },
  to: [{ userId: 'u2', name: 'Jo Smith' }, { userId: 'u3', name: 'Sam Jones' }],
  toNames: 'Jo Smith, Sam Jones',
  type: 'gartan',
  read: true,
  date: '2026-11-20T09:00:00.000Z',
  scheduledFor: null,
  system: false,
  ...state,
});
const open = (folder: string) => renderScreen(<MessagePage />, { path: `/notifications/${folder}/7`, route: '/notifications/:folder/:id' });
const shown = (names: string[]) => names.filter((name) => screen.queryByRole('button', { name }));
const ACTIONS = ['Reply', 'Reply all', 'Forward', 'Move to bin', 'Change', 'Cancel sending', 'Restore', 'Delete for good'];

describe('a message: the actions its folder offers', () => {
  it('offers reply, reply all, forward and the bin in the inbox', async () => {
    signedInWith({});
    answerCalls({ [URL]: { body: message({}) } });
    open('inbox');
    expect(await screen.findByTestId('message-subject')).toBeTruthy();
    expect(shown(ACTIONS)).toEqual(['Reply', 'Reply all', 'Forward', 'Move to bin']);
  });

  it('offers no reply to a message the system sent', async () => {
    signedInWith({});
    answerCalls({ [URL]: { body: message({ system: true }) } });
    open('inbox');
    expect(await screen.findByTestId('message-subject')).toBeTruthy();
    expect(shown(ACTIONS)).toEqual(['Forward', 'Move to bin']);
  });

  it('offers a change or cancelling a scheduled message, nothing else', async () => {
    signedInWith({});
    answerCalls({ [URL]: { body: message({ folder: 'scheduled', scheduledFor: '2026-12-01T09:00:00.000Z' }) } });
    open('scheduled');
    expect(await screen.findByTestId('message-subject')).toBeTruthy();
    expect(shown(ACTIONS)).toEqual(['Change', 'Cancel sending']);
  });

  it('offers restore and delete for good in the bin; restoring posts it and says so', async () => {
    signedInWith({});
    const calls = answerCalls({ [URL]: { body: message({ folder: 'trash' }) }, [`POST ${URL}/restore`]: { status: 204 } });
    open('trash');
    expect(await screen.findByTestId('message-subject')).toBeTruthy();
    expect(shown(ACTIONS)).toEqual(['Reply', 'Reply all', 'Forward', 'Restore', 'Delete for good']);
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The message was moved back.')).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET ${URL}`, `POST ${URL}/restore`]));
  });
});

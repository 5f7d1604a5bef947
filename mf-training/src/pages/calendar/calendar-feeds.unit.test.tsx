// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { CalendarFeedRow } from '@firecrest/contracts';
import { LOCATIONS_URL } from '@firecrest/portal-kit';
import { answerCalls, renderScreen, signedInWith, type Answers } from '@firecrest/portal-kit/testing';
import '../../catalogues';
import { CalendarFeedsButton } from './calendar-feeds';


const FEEDS = '/api/training/calendar-feeds';
const feed = { id: 5, kind: 'station', subjectId: 3, name: 'Station drills', roles: [], trainingTypes: [1], includeCancelled: false, includeComments: true, createdDate: '2026-11-20T10:00:00.000Z' } as unknown as CalendarFeedRow;
const world: Answers = {
  [FEEDS]: { body: { data: [feed] } },
  [LOCATIONS_URL]: { body: { data: [{ id: 3, kind: 'station', callSign: 'S03', name: 'Northfield' }] } },
};

async function openFeeds() {
  signedInWith({ COURSES: ['view'] });
  renderScreen(<CalendarFeedsButton />);
  fireEvent.click(await screen.findByRole('button', { name: 'Calendar feeds' }));
  return within(await screen.findByRole('dialog'));
}

describe("the user's calendar feeds", () => {
  it('lists the feeds with what each shows, and revokes one once confirmed, then asks for the feeds again', async () => {
    const calls = answerCalls({ ...world, [FEEDS]: [{ body: { data: [feed] } }, { body: { data: [] } }], [`DELETE ${FEEDS}/5`]: { status: 204 } });
    const dialog = await openFeeds();
    expect(await dialog.findByText('Station drills (Northfield)')).toBeTruthy();
    expect(dialog.getByText('On-station training; no cancelled events; comments')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The feed was revoked')).toBeTruthy();
    expect(await dialog.findByText('No feeds yet')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${FEEDS}/5`]);
    expect(calls.filter((c) => c.method === 'GET' && c.url === FEEDS)).toHaveLength(2);
  });

  it('asks for the station and at least one type of training before making a feed', async () => {
    const calls = answerCalls(world);
    const dialog = await openFeeds();
    fireEvent.click(dialog.getByRole('radio', { name: 'A station' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'On-station training' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Training centre courses' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Make feed' }));
    expect(await dialog.findByText('Required')).toBeTruthy();
    expect(await dialog.findByText('Choose at least one')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("makes a station's feed with the choices made, shows its address once and lists it", async () => {
    const made = { ...feed, id: 6, name: '', trainingTypes: [1, 2], includeCancelled: true, path: '/api/public/calendar/abc123.ics' };
    const calls = answerCalls({ ...world, [FEEDS]: [{ body: { data: [] } }, { body: { data: [made] } }], [`POST ${FEEDS}`]: { status: 201, body: made } });
    const dialog = await openFeeds();
    await dialog.findByText('No feeds yet');
    fireEvent.click(dialog.getByRole('radio', { name: 'A station' }));
    fireEvent.mouseDown(await dialog.findByRole('combobox', { name: 'Station' }));
    fireEvent.click(await screen.findByTitle('S03 Northfield'));
    fireEvent.click(dialog.getByRole('button', { name: 'Make feed' }));
    expect(await screen.findByText('The feed was made: copy its address now')).toBeTruthy();
    expect(await dialog.findByText(`${window.location.origin}/api/public/calendar/abc123.ics`)).toBeTruthy();
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'station', subjectId: 3, trainingTypes: [1, 2], includeCancelled: true, includeComments: true });
    expect(body.roles).toBeUndefined();
    expect(await dialog.findByText('Northfield')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'GET' && c.url === FEEDS)).toHaveLength(2);
  });
});

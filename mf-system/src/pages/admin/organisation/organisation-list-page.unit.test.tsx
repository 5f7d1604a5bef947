// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerCalls, refused, renderScreen, signedInWith } from '@firecrest/portal-kit/testing';
import '../../../catalogue';
import { ORGANISATION_LISTS } from './organisation-lists';
import { OrganisationItemPage, OrganisationListPage } from './organisation-list-page';


const staffGroups = ORGANISATION_LISTS.find((l) => l.kind === 'staffGroup')!;
const URL = '/api/personnel/organisation/staffGroup';
const GROUPS = { data: [{ id: 1, name: 'Control' }, { id: 2, name: 'Operations' }] };

describe('an organisation list (staff groups)', () => {
  it('shows a view-only user the items without New or Delete', async () => {
    signedInWith({ STAFF_GROUPS: ['view'] });
    answerCalls({ [URL]: { body: GROUPS } });
    renderScreen(<OrganisationListPage list={staffGroups} />);
    expect(await screen.findByText('Operations')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Control' })).toBeNull();
  });

  it('deletes an item once confirmed, then asks for the list again', async () => {
    signedInWith({ STAFF_GROUPS: ['view', 'create', 'delete'] });
    const calls = answerCalls({ [URL]: [{ body: GROUPS }, { body: { data: [GROUPS.data[1]] } }], [`DELETE ${URL}/1`]: { status: 204 } });
    renderScreen(<OrganisationListPage list={staffGroups} />);
    expect(await screen.findByRole('button', { name: /New/ })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Control' }));
    expect(await screen.findByText('Delete Control?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The staff group was deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Control')).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET ${URL}`, `DELETE ${URL}/1`, `GET ${URL}`]);
  });
});

describe('an organisation item form (staff group)', () => {
  it('asks for a name before sending anything', async () => {
    signedInWith({ STAFF_GROUPS: ['view', 'create'] });
    const calls = answerCalls({});
    renderScreen(<OrganisationItemPage list={staffGroups} />, { path: '/new' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Name').closest('.ant-form-item')?.textContent).toContain('Required'));
    expect(calls).toEqual([]);
  });

  it('shows the server refusal on the name field and sends the name typed', async () => {
    signedInWith({ STAFF_GROUPS: ['view', 'create'] });
    const calls = answerCalls({ [`POST ${URL}`]: refused(409, 'conflict', 'A staff group of that name already exists.', [{ field: 'name', message: 'A staff group of that name already exists.' }]) });
    renderScreen(<OrganisationItemPage list={staffGroups} />, { path: '/new' });
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Control' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Under the field, not only as a toast.
    await waitFor(() => expect(name.closest('.ant-form-item')?.textContent).toContain('A staff group of that name already exists.'));
    expect(calls).toEqual([{ method: 'POST', url: URL, body: { name: 'Control' } }]);
  });
});

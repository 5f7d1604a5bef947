// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerCalls, refused, renderScreen, signedInWith, type Answers } from '@firecrest/portal-kit/testing';
import '../catalogue';
import { ProfilePage } from './profile';

const PROFILE = '/api/auth/profile';
const profile = {
  username: 'sjones', name: 'Sam Jones', email: 'sam@example.org', pendingEmail: null, phoneNumber: '01234 567890', defaultLocationId: null,
  landingPage: 'dashboard', notificationChannels: ['email'], language: 'en-GB',
  linkedIdentities: [{ id: 'idp-1', provider: 'entra', providerName: 'Microsoft Entra', label: 'sam@service.example', linkedAt: '2026-10-01' }],
};
const user = { id: '1', username: 'sjones', name: 'Sam Jones', mustChangePassword: false, accessAllLocations: true, roles: [], permissions: {} };

function showProfile(answers: Answers = {}) {
  signedInWith({});
  const calls = answerCalls({ [PROFILE]: { body: profile }, '/api/auth/me': { body: { user } }, ...answers });
  renderScreen(<ProfilePage />, { path: '/profile' });
  return calls;
}
/** The form's submit button (a click on its text would not submit the form in happy-dom). */
const save = () => screen.getByText('Save').closest('button')!;
const writes = (calls: { method: string }[]) => calls.filter((c) => c.method !== 'GET');


/** The user's own profile (spec §2.8): its form's rules, the server's refusals on their fields, the saved body, unlinking. */
describe('my profile', () => {
  it('refuses a phone number with letters before sending anything', async () => {
    const calls = showProfile();
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: 'call me' } });
    fireEvent.click(save());
    expect(await screen.findByText('Digits, spaces, +, ( ) and - only')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('shows the server’s refusal on the field it names', async () => {
    showProfile({ [`PUT ${PROFILE}`]: refused(400, 'validation', 'Check the name.', [{ field: 'name', message: 'Enter your name as it appears on your payslip.' }]) });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'S' } });
    fireEvent.click(save());
    expect(await screen.findByText('Enter your name as it appears on your payslip.')).toBeTruthy();
  });

  it('sends the details changed, says so and reads the profile again', async () => {
    const calls = showProfile({ [`PUT ${PROFILE}`]: { body: { ...profile, name: 'Samantha Jones' } } });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Samantha Jones' } });
    fireEvent.click(save());
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', url: PROFILE, body: { name: 'Samantha Jones', phoneNumber: '01234 567890', landingPage: 'dashboard', notificationChannels: ['email'], language: 'en-GB' } });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url === PROFILE)).toHaveLength(2));
  });

  it('unlinks a sign-in once confirmed', async () => {
    const calls = showProfile({ [`DELETE ${PROFILE}/identities/idp-1`]: { status: 204 } });
    fireEvent.click(await screen.findByText('Unlink'));
    expect(writes(calls)).toEqual([]);
    fireEvent.click(await screen.findByText('Unlink', { selector: '.ant-popconfirm button span' }));
    expect(await screen.findByText('Sign-in unlinked')).toBeTruthy();
    expect(writes(calls)).toEqual([{ method: 'DELETE', url: `${PROFILE}/identities/idp-1`, body: undefined }]);
  });
});

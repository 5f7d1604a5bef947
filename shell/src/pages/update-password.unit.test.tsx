// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerCalls, refused, renderScreen, signedInWith, type Answers } from '@firecrest/portal-kit/testing';
import '../catalogue';
import { UpdatePasswordPage } from './update-password';

const CHANGE = 'POST /api/auth/change-password';
const user = { id: '1', username: 'sjones', name: 'Sam Jones', mustChangePassword: false, accessAllLocations: true, roles: [], permissions: {} };

function showPage(answers: Answers = {}, mustChangePassword = false) {
  signedInWith({}, { mustChangePassword });
  const calls = answerCalls(answers);
  const { router } = renderScreen(<UpdatePasswordPage />, { path: '/update-password?returnUrl=%2Fprofile' });
  return { calls, router };
}
function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByText('Change password').closest('button')!);
}


/** Changing one's password: the form's rules, the server's refusal said as its sentence, the way back once changed. */
describe('changing my password', () => {
  it('says the expired password must be changed, and refuses a confirmation that differs without sending it', async () => {
    const { calls } = showPage({}, true);
    expect(screen.getByText('Your password has expired and must be changed.')).toBeTruthy();
    fill('old-Passw0rd', 'Fresh-Passw0rd-2026', 'Fresh-Passw0rd-2027');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the server’s refusal as its sentence and stays', async () => {
    const { calls } = showPage({ [CHANGE]: refused(400, 'wrongPassword', 'The current password is not correct.') });
    fill('not-it-1', 'Fresh-Passw0rd-2026', 'Fresh-Passw0rd-2026');
    expect((await screen.findByRole('alert')).textContent).toContain('The current password is not correct.');
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/change-password', body: { currentPassword: 'not-it-1', newPassword: 'Fresh-Passw0rd-2026' } }]);
  });

  it('says the password changed and goes back where the user came from', async () => {
    const { router } = showPage({ [CHANGE]: { body: { user } } });
    fill('old-Passw0rd', 'Fresh-Passw0rd-2026', 'Fresh-Passw0rd-2026');
    expect(await screen.findByText('Password changed')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

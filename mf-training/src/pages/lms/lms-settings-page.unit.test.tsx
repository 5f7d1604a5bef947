// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LmsImportSettings } from '@firecrest/contracts';
import { answerCalls, renderScreen, signedInWith } from '@firecrest/portal-kit/testing';
import '../../catalogues';
import { LMS_SETTINGS } from './lms-api';
import { LmsSettingsPage } from './lms-settings-page';


const SETTINGS = `${LMS_SETTINGS}/2`;
const stored: LmsImportSettings = {
  id: 2,
  serverName: 'sftp.example.org',
  port: null,
  useSSL: true,
  userName: 'lms',
  password: '********',
  type: 1,
  importType: 2,
  fileFolder: '/results',
  domain: '',
  resultsEmail: '',
  lastRunDate: null,
  lastRunResult: '',
};
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item')!;

describe('the LMS import settings', () => {
  it('asks for a server name before sending anything', async () => {
    signedInWith({ LMS_IMPORTS: ['view', 'edit'] });
    const calls = answerCalls({ [SETTINGS]: { body: stored } });
    renderScreen(<LmsSettingsPage />);
    const server = await screen.findByLabelText('Server name');
    await waitFor(() => expect((server as HTMLInputElement).value).toBe('sftp.example.org'));
    fireEvent.change(server, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldOf('Server name').textContent).toContain('Required'));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('sends the SFTP settings as edited, says so, and asks for them again', async () => {
    signedInWith({ LMS_IMPORTS: ['view', 'edit'] });
    const changed = { ...stored, fileFolder: '/inbox' };
    const calls = answerCalls({ [SETTINGS]: [{ body: stored }, { body: changed }], [`POST ${LMS_SETTINGS}`]: { body: changed } });
    renderScreen(<LmsSettingsPage />);
    const folder = await screen.findByLabelText('Folder');
    await waitFor(() => expect((folder as HTMLInputElement).value).toBe('/results'));
    fireEvent.change(folder, { target: { value: '/inbox' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ serverName: 'sftp.example.org', type: 1, userName: 'lms', password: '********', fileFolder: '/inbox', importType: 2, domain: '' });
    await waitFor(() => expect(calls.filter((c) => c.url === SETTINGS).length).toBe(2));
  });

  it('shows a user without create or edit the settings without Save', async () => {
    signedInWith({ LMS_IMPORTS: ['view'] });
    answerCalls({ [SETTINGS]: { body: stored } });
    renderScreen(<LmsSettingsPage />);
    const server = await screen.findByLabelText('Server name');
    await waitFor(() => expect((server as HTMLInputElement).value).toBe('sftp.example.org'));
    expect((server as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

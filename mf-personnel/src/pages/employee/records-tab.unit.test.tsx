// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerCalls, refused, renderScreen, signedInWith } from '@firecrest/portal-kit/testing';
import '../../catalogue';
import { NotesTab } from './notes-and-cpd';

const NOTES = '/api/personnel/employees/7/notes';
const note = { id: 3, date: '2026-11-02', text: 'Asked for a BA refresher.', createdBy: 'Ann Officer' };


/** The notes tab (RecordsTab): the actions a user's rights allow, the §5.2 rule, the server's refusal, the saved body. */
describe('an employee’s notes', () => {
  it.each([
    ['hides add, change and delete from a user who may only view employees', ['view'], false],
    ['offers them to a user with every right on employees', ['view', 'create', 'edit', 'delete'], true],
  ] as const)('%s', async (_title, rights, shown) => {
    signedInWith({ EMPLOYEES: [...rights] });
    answerCalls({ [NOTES]: { body: { data: [note] } } });
    renderScreen(<NotesTab employeeId={7} />);
    await screen.findByText('Asked for a BA refresher.');
    expect([screen.queryByText('New note'), screen.queryByLabelText('Edit note'), screen.queryByLabelText('Delete note')].map(Boolean)).toEqual([shown, shown, shown]);
  });

  it('says a blank note is required before sending anything', async () => {
    signedInWith({ EMPLOYEES: ['view', 'create'] });
    const calls = answerCalls({ [NOTES]: { body: { data: [] } } });
    renderScreen(<NotesTab employeeId={7} />);
    fireEvent.click(await screen.findByText('New note'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows the server’s refusal on the field it names', async () => {
    signedInWith({ EMPLOYEES: ['view', 'create'] });
    answerCalls({ [NOTES]: { body: { data: [] } }, [`POST ${NOTES}`]: refused(400, 'validation', 'The note is too long.', [{ field: 'text', message: 'Keep the note under 4000 characters.' }]) });
    renderScreen(<NotesTab employeeId={7} />);
    fireEvent.click(await screen.findByText('New note'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Attended the drill.' } });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Keep the note under 4000 characters.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sends the note’s date and text, says it was saved and asks for the list again', async () => {
    signedInWith({ EMPLOYEES: ['view', 'create'] });
    const calls = answerCalls({
      [NOTES]: [{ body: { data: [] } }, { body: { data: [{ ...note, text: 'Attended the drill.' }] } }],
      [`POST ${NOTES}`]: { status: 201, body: { ...note, text: 'Attended the drill.' } },
    });
    renderScreen(<NotesTab employeeId={7} />);
    fireEvent.click(await screen.findByText('New note'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-11-02' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Attended the drill.' } });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await screen.findByText('Note saved')).toBeTruthy();
    expect(await screen.findByText('Attended the drill.', { selector: 'span' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ date: '2026-11-02', text: 'Attended the drill.' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url === NOTES)).toHaveLength(2));
  });
});

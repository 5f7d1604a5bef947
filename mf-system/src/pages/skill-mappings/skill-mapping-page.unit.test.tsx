// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SkillMapping } from '@firecrest/contracts';
import { answerCalls, renderScreen, signedInWith } from '@firecrest/portal-kit/testing';
import '../../catalogue';
import { MAPPING_SCREENS } from './mapping-screens';
import { SkillMappingPage } from './skill-mapping-page';


const rosterSkills = MAPPING_SCREENS[0]!;
const URL = '/api/system/integrations/roster/mappings/subject-area';
const BA: SkillMapping = { id: 5, skillCode: 'BA', name: 'Breathing apparatus', items: [{ id: 11, code: 'SA11', name: 'BA wearer' }] };
const OPTIONS = { data: [{ id: 11, code: 'SA11', name: 'BA wearer' }, { id: 12, code: 'SA12', name: 'BA entry control' }] };

describe('roster skill mappings', () => {
  it('saves a changed name with the mapping\'s subject areas, then asks for the list again', async () => {
    signedInWith({ SKILLSUBJECTAREAROSTER: ['view', 'edit'] });
    const calls = answerCalls({
      [URL]: [{ body: { data: [BA] } }, { body: { data: [{ ...BA, name: 'BA wearer (team)' }] } }],
      [`${URL}/options`]: { body: OPTIONS },
      [`PUT ${URL}/5`]: { body: { ...BA, name: 'BA wearer (team)' } },
    });
    renderScreen(<SkillMappingPage screen={rosterSkills} />);
    fireEvent.click(await screen.findByRole('button', { name: 'BA' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Breathing apparatus'));
    fireEvent.change(name, { target: { value: 'BA wearer (team)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    expect(await screen.findByText('BA wearer (team)')).toBeTruthy();
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes).toEqual([{ method: 'PUT', url: `${URL}/5`, body: { skillCode: 'BA', name: 'BA wearer (team)', itemIds: [11] } }]);
    expect(calls.filter((c) => c.url === URL).length).toBe(2);
  });

  it('asks for a skill code, a name and a subject area before sending anything', async () => {
    signedInWith({ SKILLSUBJECTAREAROSTER: ['view', 'create'] });
    const calls = answerCalls({
      [URL]: { body: { data: [BA] } },
      [`${URL}/options`]: { body: OPTIONS },
    });
    renderScreen(<SkillMappingPage screen={rosterSkills} />);
    fireEvent.click(await screen.findByRole('button', { name: /Map a skill/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the skill code the connected system uses.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a name for the skill.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one subject area.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows a view-only user the mappings without Map a skill, edit or delete', async () => {
    signedInWith({ SKILLSUBJECTAREAROSTER: ['view'] });
    answerCalls({ [URL]: { body: { data: [BA] } }, [`${URL}/options`]: { body: OPTIONS } });
    renderScreen(<SkillMappingPage screen={rosterSkills} />);
    expect(await screen.findByText('Breathing apparatus')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Map a skill/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'BA' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete BA' })).toBeNull();
  });
});

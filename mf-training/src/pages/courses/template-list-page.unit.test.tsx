// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerCalls, refused, renderScreen, signedInWith, type Answers } from '@firecrest/portal-kit/testing';
import '../../catalogues';
import { TemplateListPage } from './template-list-page';
import { TEMPLATES_API, type CourseTemplate } from './template-types';


const LIST = `${TEMPLATES_API}?itemsPerPage=500`;
const template = (id: number, code: string, name: string) => ({ id, code, name, status: 'inBuild', courseTypeId: null, deliveryMethodId: null, minPlaces: 4, maxPlaces: 12 }) as unknown as CourseTemplate;
const world: Answers = { [LIST]: { body: { data: [template(1, 'BA1', 'Breathing apparatus initial')], total: 1 } } };
const open = () => renderScreen(<TemplateListPage />, { path: '/training-content/rt/planner/list' });

async function newTemplateForm() {
  fireEvent.click(await screen.findByRole('button', { name: /New template/ }));
  return within(await screen.findByRole('dialog'));
}

describe('the course templates list', () => {
  it('shows a view-only user the templates without New template', async () => {
    signedInWith({ COURSE_ADMIN: ['view'] });
    answerCalls(world);
    open();
    expect(await screen.findByText('Breathing apparatus initial')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New template/ })).toBeNull();
  });

  it("says the form's own rules under the fields and sends nothing", async () => {
    signedInWith({ COURSE_ADMIN: ['view', 'create'] });
    const calls = answerCalls(world);
    open();
    const dialog = await newTemplateForm();
    fireEvent.change(dialog.getByLabelText('Code'), { target: { value: 'BA 2' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Letters, digits and . _ / - only')).toBeTruthy();
    expect(await dialog.findByText('Required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal under the field it names", async () => {
    signedInWith({ COURSE_ADMIN: ['view', 'create'] });
    answerCalls({ ...world, [`POST ${TEMPLATES_API}`]: refused(409, 'conflict', 'The code is taken.', [{ field: 'code', message: 'Code BA1 is already used' }]) });
    open();
    const dialog = await newTemplateForm();
    fireEvent.change(dialog.getByLabelText('Code'), { target: { value: 'BA1' } });
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Breathing apparatus again' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Code BA1 is already used.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('adds a template with the code and name entered, opens it, and asks for the list again', async () => {
    signedInWith({ COURSE_ADMIN: ['view', 'create'] });
    const calls = answerCalls({
      ...world,
      [LIST]: [{ body: { data: [template(1, 'BA1', 'Breathing apparatus initial')], total: 1 } }, { body: { data: [template(1, 'BA1', 'Breathing apparatus initial'), template(7, 'RTC1', 'Road traffic collisions')], total: 2 } }],
      [`POST ${TEMPLATES_API}`]: { status: 201, body: template(7, 'RTC1', 'Road traffic collisions') },
    });
    const { router } = open();
    const dialog = await newTemplateForm();
    fireEvent.change(dialog.getByLabelText('Code'), { target: { value: 'RTC1' } });
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Road traffic collisions' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The template was added; fill in its details')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', url: TEMPLATES_API, body: { code: 'RTC1', name: 'Road traffic collisions' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/training-content/rt/planner/list/details/7'));
    expect(await screen.findByText('Road traffic collisions')).toBeTruthy();
    expect(calls.filter((c) => c.url === LIST)).toHaveLength(2);
  });
});

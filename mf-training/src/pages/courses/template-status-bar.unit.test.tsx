// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { CourseTemplateStatus } from '@firecrest/contracts';
import { read } from '@firecrest/portal-kit';
import { answerCalls, refused, renderScreen, signedInWith } from '@firecrest/portal-kit/testing';
import '../../catalogues';
import { TemplateStatusBar } from './template-status-bar';
import { TEMPLATES_API, type CourseTemplate } from './template-types';


const URL = `${TEMPLATES_API}/3`;
const template = (status: CourseTemplateStatus) => ({ id: 3, code: 'BA1', name: 'Breathing apparatus initial', status, trainingManager: null, trainingInstructor: 'ti.jones' }) as unknown as CourseTemplate;

/** The bar as the template page shows it: on the template as last read. */
function Bar() {
  const shown = useQuery(read<CourseTemplate>(URL));
  return <div data-testid="bar">{shown.data && <TemplateStatusBar template={shown.data} />}</div>;
}
const moves = () => within(screen.getByTestId('bar')).queryAllByRole('button').map((b) => b.textContent);

describe("a course template's approval moves", () => {
  it('offers the builder the moves of a template in build, and the approver those of one sent for approval', async () => {
    signedInWith({ COURSE_ADMIN: ['view', 'edit'] });
    answerCalls({ [URL]: { body: template('inBuild') } });
    const builder = renderScreen(<Bar />);
    await screen.findByText('In build');
    expect(moves()).toEqual(['Hand to training instructor', 'Send for approval']);
    builder.unmount();

    signedInWith({ COURSE_ADMIN: ['view'], COURSE_TYPES: ['view', 'approve'] });
    answerCalls({ [URL]: { body: template('sentForApproval') } });
    renderScreen(<Bar />);
    await screen.findByText('Sent for approval');
    expect(moves()).toEqual(['Approve', 'Return for changes', 'Archive']);
  });

  it('offers the named training instructor their moves, and a user with no role on it none', async () => {
    signedInWith({ COURSE_ADMIN: ['view'] }, { username: 'ti.jones' });
    answerCalls({ [URL]: { body: template('inBuildTrainingInstructor') } });
    const instructor = renderScreen(<Bar />);
    await screen.findByText('In build (training instructor)');
    expect(moves()).toEqual(['Return to course administrator', 'Send for approval']);
    instructor.unmount();

    signedInWith({ COURSE_ADMIN: ['view'] });
    answerCalls({ [URL]: { body: template('availableForUse') } });
    renderScreen(<Bar />);
    await screen.findByText('Available for use');
    expect(moves()).toEqual([]);
  });

  it('sends the move chosen, then shows the template as asked again', async () => {
    signedInWith({ COURSE_ADMIN: ['view', 'edit'] });
    const calls = answerCalls({ [URL]: [{ body: template('inBuild') }, { body: template('sentForApproval') }], [`POST ${URL}/transitions`]: { body: template('sentForApproval') } });
    renderScreen(<Bar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('The template is now: Sent for approval')).toBeTruthy();
    await waitFor(() => expect(moves()).toEqual([]));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: `${URL}/transitions`, body: { to: 'sentForApproval' } }]);
    expect(calls.filter((c) => c.url === URL)).toHaveLength(2);
  });

  it("says the server's refusal of a move and keeps the template as it was", async () => {
    signedInWith({ COURSE_ADMIN: ['view', 'edit'] });
    const calls = answerCalls({ [URL]: { body: template('inBuild') }, [`POST ${URL}/transitions`]: refused(409, 'conflict', 'Add a lead instructor before sending the template for approval.') });
    renderScreen(<Bar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('Add a lead instructor before sending the template for approval.')).toBeTruthy();
    expect(moves()).toEqual(['Hand to training instructor', 'Send for approval']);
    expect(calls.filter((c) => c.url === URL)).toHaveLength(1);
  });
});

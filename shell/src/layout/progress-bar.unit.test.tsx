// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Navigate, useLocation } from 'react-router';
import { renderScreen } from '@firecrest/portal-kit/testing';
import '../catalogue';
import { ProgressBar } from './progress-bar';

/** The bar at the top of the portal (spec §9): busy while a page is on its way, idle once it has rendered. */
describe('the progress bar', () => {
  it('ends after a page that sends the user on at once, as after any other page', async () => {
    const { router } = renderScreen(
      <>
        <ProgressBar />
        <Redirecting />
      </>,
      { path: '/moved' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/landed'));
    await waitFor(() => expect(screen.getByRole('progressbar', { hidden: true }).dataset.busy).toBe('false'));
    await act(() => router.navigate('/moved'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/landed'));
    await waitFor(() => expect(screen.getByRole('progressbar', { hidden: true }).dataset.busy).toBe('false'));
  });
});

/** A page that leaves for another as soon as it renders (an old address, a landing page). */
function Redirecting() {
  return useLocation().pathname === '/moved' ? <Navigate to="/landed" replace /> : <p>Landed</p>;
}

// Component tests' set-up for mf-training's screens: the remote's texts, and each test starting from an empty page.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { queryClient, useSession } from '@firecrest/portal-kit';
import './catalogues';

/**
 * Call at the top of a test file: the unit tier shares its workers' module cache (isolate: false), so the clean-up
 * portal-kit/testing registers when first imported serves only the first file of a worker.
 */
export function startEachTestAfresh() {
  afterEach(() => {
    cleanup();
    queryClient.clear();
    useSession.setState({ user: null });
  });
}

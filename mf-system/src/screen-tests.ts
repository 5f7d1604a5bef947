// Component tests' set-up for mf-system's screens: the area's texts, and each test starting from an empty page.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { queryClient, useSession } from '@firecrest/portal-kit';
import './catalogue';

/**
 * Call at the top of a test file. The unit tier shares its workers' module cache (isolate: false), so the
 * `afterEach` portal-kit/testing registers when first imported serves only the first file of a worker; this one is
 * registered by each file that calls it.
 */
export function startEachTestAfresh() {
  afterEach(() => {
    cleanup();
    queryClient.clear();
    useSession.setState({ user: null });
  });
}

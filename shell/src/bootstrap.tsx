import { loadRuntimeConfig, renderPortal, useSession } from '@firecrest/portal-kit';
import './catalogue';
import { router } from './router';
import { preloadAreaOf, registerAreaRemotes } from './remotes/federation';
import { early } from './early-requests';

/** How long the first render waits for the opened page's remote; a slower one shows its area loading, as later. */
const REMOTE_WAIT_MS = 1_000;

// Who is signed in and the opened page's remote load side by side, each asked once; the page then renders with the
// portal's frame in one pass.
void useSession.getState().load(early.session);
registerAreaRemotes(await loadRuntimeConfig(early.config));
await Promise.race([preloadAreaOf(window.location.pathname), new Promise((resolve) => setTimeout(resolve, REMOTE_WAIT_MS))]);
renderPortal(router);

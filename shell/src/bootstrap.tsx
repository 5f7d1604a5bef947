import { renderPortal } from '@firecrest/portal-kit';
import './catalogue';
import { router } from './router';
import { registerAreaRemotes } from './remotes/federation';

await registerAreaRemotes();
renderPortal(router);

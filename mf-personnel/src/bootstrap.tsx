// Development only: the remote on its own, without the shell.
import { renderStandalone } from '@firecrest/portal-kit';
import { routes } from './exposes/routes';

renderStandalone(routes);

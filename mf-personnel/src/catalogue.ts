import { registerCatalogue } from '@firecrest/portal-kit';
import enGb from './locales/en-GB.json';
import cy from './locales/cy.json';

/** mf-personnel's messages (namespace `personnel`, issue 36), registered before any of the remote's pages renders. */
registerCatalogue('personnel', { 'en-GB': enGb, cy });

import { registerCatalogue } from '@firecrest/portal-kit';
import enGB from './locales/en-GB.json';
import cy from './locales/cy.json';

// The area's messages (namespace `system`), registered before any of its pages renders (issue 36); component tests
// import this file for the same texts.
registerCatalogue('system', { 'en-GB': enGB, cy });

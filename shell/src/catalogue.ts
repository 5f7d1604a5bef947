import { registerCatalogue } from '@firecrest/portal-kit/i18n';
import enGB from './locales/en-GB.json';
import cy from './locales/cy.json';

/** The shell's messages (namespace `shell`), registered before anything renders; the sign-in page too. */
registerCatalogue('shell', { 'en-GB': enGB, cy });

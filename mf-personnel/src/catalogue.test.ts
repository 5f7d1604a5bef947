import { describeCatalogue } from '../../packages/portal-kit/test/catalogue-checks';
import enGb from './locales/en-GB.json';
import cy from './locales/cy.json';

// Issue 36: every message of mf-personnel's pages in English and Welsh, each key used.
describeCatalogue('personnel', { enGb, cy }, { own: ['mf-personnel/src'], users: [] });

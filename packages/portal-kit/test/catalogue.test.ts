import { describeCatalogue } from './catalogue-checks';
import enGb from '../src/i18n/locales/en-GB.json';
import cy from '../src/i18n/locales/cy.json';

// portal-kit's own components and sentences, and every area's `common:` keys.
describeCatalogue('common', { enGb, cy }, { own: ['packages/portal-kit/src'], users: ['shell/src', 'mf-system/src', 'mf-training/src', 'mf-personnel/src'] });

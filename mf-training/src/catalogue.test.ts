import { describeCatalogue } from '../../packages/portal-kit/test/catalogue-checks';
import { CATALOGUES } from './catalogues';

// Issue 36: every message of mf-training's pages in English and Welsh, each key used, each area its namespace.
const PAGES = 'mf-training/src/pages';
const OWN: Record<keyof typeof CATALOGUES, string[]> = {
  training: ['mf-training/src/lib', 'mf-training/src/exposes', ...['calendar', 'competency', 'competency-extensions', 'courses', 'training-resources'].map((area) => `${PAGES}/${area}`)],
  planner: [`${PAGES}/training-planner`],
  incidents: [`${PAGES}/incidents`],
  lms: [`${PAGES}/lms`],
  reports: [`${PAGES}/reporting`],
};

for (const [namespace, catalogue] of Object.entries(CATALOGUES)) {
  describeCatalogue(namespace, { enGb: catalogue['en-GB'], cy: catalogue.cy }, { own: OWN[namespace as keyof typeof CATALOGUES], users: ['mf-training/src'] });
}

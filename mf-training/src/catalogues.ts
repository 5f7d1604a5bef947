import { registerCatalogue } from '@firecrest/portal-kit';
import trainingEnGb from './locales/training/en-GB.json';
import trainingCy from './locales/training/cy.json';
import plannerEnGb from './locales/planner/en-GB.json';
import plannerCy from './locales/planner/cy.json';
import incidentsEnGb from './locales/incidents/en-GB.json';
import incidentsCy from './locales/incidents/cy.json';
import lmsEnGb from './locales/lms/en-GB.json';
import lmsCy from './locales/lms/cy.json';
import reportsEnGb from './locales/reports/en-GB.json';
import reportsCy from './locales/reports/cy.json';

/**
 * mf-training's messages, one namespace per area (issue 36): `training` (the landing, shared labels in `lib`,
 * competency setup, courses, calendar, resources), `planner`, `incidents`, `lms`, `reports`. Registered before any
 * of the remote's pages renders.
 */
export const CATALOGUES = {
  training: { 'en-GB': trainingEnGb, cy: trainingCy },
  planner: { 'en-GB': plannerEnGb, cy: plannerCy },
  incidents: { 'en-GB': incidentsEnGb, cy: incidentsCy },
  lms: { 'en-GB': lmsEnGb, cy: lmsCy },
  reports: { 'en-GB': reportsEnGb, cy: reportsCy },
};

for (const [namespace, catalogue] of Object.entries(CATALOGUES)) registerCatalogue(namespace, catalogue);

import type { RouteObject } from 'react-router';
import { lazyScreen } from '@firecrest/portal-kit';
import { MAPPING_SCREENS } from './mapping-screens';

// Each page in its own chunk, loaded when opened.
const SkillMappingPage = lazyScreen(() => import('./skill-mapping-page'), 'SkillMappingPage');

/** Skill and booking mapping under /admin: the four screens, one page. */
export const skillMappingRoutes: RouteObject[] = MAPPING_SCREENS.map((screen) => ({ path: screen.path, element: <SkillMappingPage key={screen.path} screen={screen} /> }));

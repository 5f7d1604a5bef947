import type { RouteObject } from 'react-router';
import { MAPPING_SCREENS } from './mapping-screens';
import { SkillMappingPage } from './skill-mapping-page';

/** Skill and booking mapping under /admin: the four screens, one page. */
export const skillMappingRoutes: RouteObject[] = MAPPING_SCREENS.map((screen) => ({ path: screen.path, element: <SkillMappingPage key={screen.path} screen={screen} /> }));

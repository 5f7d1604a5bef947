import type { useT } from '@firecrest/portal-kit';

/** A `t` of the personnel catalogue, passed to helpers outside components (record kinds, timeline lines). */
export type Translate = ReturnType<typeof useT>['t'];

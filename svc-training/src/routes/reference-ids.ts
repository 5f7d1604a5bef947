import type { ReferenceKind } from '@firecrest/contracts';

/** Reference items are stored under "<kind>:<id>": the keys to check that ids of one list exist. */
export const referenceKeys = (kind: ReferenceKind, ids: (number | null | undefined)[]) => ids.map((id) => (id ? `${kind}:${id}` : null));

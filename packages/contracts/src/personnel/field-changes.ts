/** One field of a record that a change set, cleared or altered: its dotted path (`contracts.0.stationId`), before and after. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** Fields every write touches: listing them would hide the change that mattered. */
const NOISE = new Set(['id', 'lastModifiedDate', 'createdDate', 'createdBy']);

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Empty strings, nulls and absent fields are the same "nothing" on a form. */
const nothing = (v: unknown) => v === undefined || v === null || v === '';

function flatten(value: unknown, path: string, into: Map<string, unknown>) {
  if (Array.isArray(value) && value.some((v) => isPlain(v) || Array.isArray(v))) value.forEach((v, i) => flatten(v, path ? `${path}.${i}` : String(i), into));
  else if (isPlain(value)) for (const [k, v] of Object.entries(value)) flatten(v, path ? `${path}.${k}` : k, into);
  else into.set(path, value);
}

const same = (a: unknown, b: unknown) => (nothing(a) && nothing(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * What a write changed, field by field, in the order the fields appear: nested objects and arrays of objects become
 * dotted paths; arrays of plain values (ids) compare whole. `before` null or absent means the record was created.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const [old, now] = [new Map<string, unknown>(), new Map<string, unknown>()];
  flatten(before ?? {}, '', old);
  flatten(after ?? {}, '', now);
  const fields = [...new Set([...now.keys(), ...old.keys()])].filter((f) => f && !NOISE.has(f.split('.').at(-1)!));
  return fields.filter((f) => !same(old.get(f), now.get(f))).map((field) => ({ field, from: old.get(field) ?? null, to: now.get(field) ?? null }));
}

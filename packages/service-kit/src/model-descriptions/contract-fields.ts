import type { ContractSchema } from './schema-drift';

/** How a plain JSON type is stored, and the empty value a document without it gets. */
const STORED = {
  integer: { type: Number, empty: 0 },
  number: { type: Number, empty: 0 },
  boolean: { type: Boolean, empty: false },
  string: { type: String, empty: '' },
} as const;
type Plain = keyof typeof STORED;

/** The mongoose definition of one plain contract field: its JSON type (or a list of it) and that type's empty value. */
type StoredField<S> = S extends { type: infer T extends Plain }
  ? { type: (typeof STORED)[T]['type']; default: (typeof STORED)[T]['empty'] }
  : S extends { type: 'array'; items: { type: infer T extends Plain } }
    ? { type: (typeof STORED)[T]['type'][]; default: never[] }
    : never;

function storedField(name: string, schema: ContractSchema | undefined) {
  const plain = (type: unknown) => (typeof type === 'string' && type in STORED ? STORED[type as Plain] : undefined);
  const scalar = plain(schema?.type);
  if (scalar) return { type: scalar.type, default: scalar.empty };
  const item = schema?.type === 'array' ? plain(schema.items?.type) : undefined;
  if (item) return { type: [item.type], default: [] };
  throw new Error(`${name} is not a plain field of the contract (a number, boolean or string, or a list of them): write its definition in the model.`);
}

/**
 * Mongoose definitions of a contract's plain fields, each stored as its JSON type with that type's empty value as
 * its default (0, false, '', []): the fields an owner's model and another service's read view of the same entity
 * keep alike, taken from the contract instead of written again in each (issue 28). A field with an index, a
 * requirement or another default is written in the model beside them.
 */
export function contractFields<P extends Record<string, ContractSchema>, K extends keyof P & string>(contract: { properties: P }, names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, storedField(name, contract.properties[name])])) as { [N in K]: StoredField<P[N]> };
}

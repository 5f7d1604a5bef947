import type { Schema, SchemaType } from 'mongoose';

/** The parts of a contract's JSON Schema the comparison reads. */
export interface ContractSchema {
  type?: string | readonly string[];
  format?: string;
  enum?: readonly unknown[];
  properties?: Readonly<Record<string, ContractSchema>>;
  items?: ContractSchema;
  $ref?: string;
  /** A nullable object is written `oneOf: [{ type: 'null' }, { ...the object }]`: its one other branch is compared. */
  oneOf?: readonly ContractSchema[];
  anyOf?: readonly ContractSchema[];
}

export interface SchemaDriftOptions {
  /** The contract's name of the stored `_id` (`id` unless said; null: the contract carries no id). */
  id?: string | null;
  /** Fields only the store keeps (sealed secrets, outbox markers, search text): never in the contract. */
  storeOnly?: readonly string[];
  /** Contract fields computed when answering (URLs, counts, names of other entities): never stored. */
  derived?: readonly string[];
  /** Contract field → stored path, where the two names differ. */
  renamed?: Readonly<Record<string, string>>;
}

type Path = SchemaType & { enumValues?: unknown[]; embeddedSchemaType?: SchemaType; caster?: SchemaType; schema?: Schema; $isMongooseDocumentArray?: boolean };

/** The mongoose types a contract's JSON type may be stored as. */
const STORED_AS: Record<string, readonly string[]> = {
  string: ['String', 'ObjectId'],
  integer: ['Number'],
  number: ['Number', 'Decimal128'],
  boolean: ['Boolean'],
  array: ['Array'],
  object: ['Embedded', 'Mixed', 'Map', 'Object'],
};

function jsonTypes(s: ContractSchema): string[] {
  const types = typeof s.type === 'string' ? [s.type] : [...(s.type ?? [])];
  return types.filter((t) => t !== 'null');
}

function storedTypesOf(s: ContractSchema): Set<string> | null {
  const types = jsonTypes(s);
  if (!types.length) return null;
  const allowed = new Set(types.flatMap((t) => STORED_AS[t] ?? []));
  // A date travels as an ISO string and is stored as a Date (or kept as the string).
  if (types.includes('string') && (s.format === 'date-time' || s.format === 'date')) allowed.add('Date');
  return allowed;
}

/**
 * Where a stored model and the contract's JSON Schema of the same entity disagree (issue 28: one shape per entity,
 * the others checked): a contract field the model does not store, a stored field the contract does not name, a field
 * stored as another type, or an enum with other values. Each difference is a sentence; an empty list means they agree.
 * Nested objects and arrays of objects are compared field by field when both sides describe them.
 */
export function modelSchemaDrift(model: Schema, contract: ContractSchema, options: SchemaDriftOptions = {}): string[] {
  const id = options.id === undefined ? 'id' : options.id;
  const renamed: Record<string, string> = { ...(id ? { [id]: '_id' } : {}), ...options.renamed };
  return compare(model, contract, new Set(options.storeOnly ?? []), new Set(options.derived ?? []), renamed, '', id !== null);
}

function compare(model: Schema, contract: ContractSchema, storeOnly: Set<string>, derived: Set<string>, renamed: Record<string, string>, at: string, withId: boolean): string[] {
  const drift: string[] = [];
  const stored = new Map<string, Path>();
  const nested = new Set<string>();
  model.eachPath((name, path) => {
    if (name === '__v') return;
    if (name.includes('.')) nested.add(name.split('.')[0]!);
    else stored.set(name, path as Path);
  });
  if (!withId) stored.delete('_id');
  const named = new Set<string>();
  for (const [field, schema] of Object.entries(contract.properties ?? {})) {
    const where = `${at}${field}`;
    if (derived.has(where)) continue;
    const storedName = renamed[where] ?? field;
    named.add(storedName);
    const path = stored.get(storedName);
    if (!path) {
      if (!nested.has(storedName)) drift.push(`${where} is in the contract but the model does not store it.`);
      continue;
    }
    drift.push(...fieldDrift(path, schema, where, storeOnly, derived, renamed));
  }
  for (const name of [...stored.keys(), ...nested]) {
    if (!named.has(name) && !storeOnly.has(`${at}${name}`)) drift.push(`${at}${name} is stored but the contract does not name it (list it in storeOnly if only the store keeps it).`);
  }
  return drift;
}

/** The schema a value has when it is not null: the one branch of `oneOf`/`anyOf` besides `{ type: 'null' }`, if that is the choice. */
function unlessNull(schema: ContractSchema): ContractSchema {
  const branches = (schema.oneOf ?? schema.anyOf ?? []).filter((b) => b.type !== 'null');
  return branches.length === 1 && !schema.type ? branches[0]! : schema;
}

function fieldDrift(path: Path, contract: ContractSchema, where: string, storeOnly: Set<string>, derived: Set<string>, renamed: Record<string, string>): string[] {
  const schema = unlessNull(contract);
  if (schema.$ref) return [];
  const allowed = storedTypesOf(schema);
  if (allowed && !allowed.has(path.instance)) return [`${where} is ${jsonTypes(schema).join(' or ')} in the contract but stored as ${path.instance}.`];
  const drift: string[] = [];
  const values = schema.enum?.filter((v) => v !== null);
  if (values?.length && path.enumValues?.length) {
    const a = [...values].map(String).sort().join(', ');
    const b = [...path.enumValues].map(String).sort().join(', ');
    if (a !== b) drift.push(`${where} takes ${a} in the contract but ${b} in the model.`);
  }
  const sub = path.schema;
  if (sub && path.$isMongooseDocumentArray && schema.items?.properties) drift.push(...compare(sub, schema.items, storeOnly, derived, renamed, `${where}.`, false));
  else if (sub && schema.properties) drift.push(...compare(sub, schema, storeOnly, derived, renamed, `${where}.`, false));
  else if (path.instance === 'Array' && schema.items && !schema.items.$ref && !schema.items.properties) {
    const element = (path.embeddedSchemaType ?? path.caster) as Path | undefined;
    const itemTypes = storedTypesOf(schema.items);
    if (element && itemTypes && element.instance !== 'Mixed' && !itemTypes.has(element.instance)) drift.push(`${where}'s items are ${jsonTypes(schema.items).join(' or ')} in the contract but stored as ${element.instance}.`);
  }
  return drift;
}

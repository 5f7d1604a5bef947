import type { Connection, Schema, SchemaType } from 'mongoose';
import type { FieldDescription, ModelDescription } from '@firecrest/contracts';

type Path = SchemaType & {
  /** An array's element type (mongoose 9; `caster` before). */
  embeddedSchemaType?: SchemaType;
  caster?: SchemaType;
  schema?: Schema;
  $isMongooseDocumentArray?: boolean;
  options: { required?: unknown; index?: unknown; unique?: unknown };
};

function typeOf(p: Path): string {
  if (p.$isMongooseDocumentArray) return 'Object[]';
  if (p.instance === 'Array') return `${(p.embeddedSchemaType ?? p.caster)?.instance ?? 'Mixed'}[]`;
  if (p.instance === 'Embedded') return 'Object';
  return p.instance;
}

/** A schema's own fields, and each sub-document's (single or array) under its dotted path, parents first. */
export function describeSchema(schema: Schema): Pick<ModelDescription, 'fields' | 'embedded'> {
  const embedded: ModelDescription['embedded'] = [];
  const fieldsOf = (of: Schema, at: string): FieldDescription[] => {
    const fields: FieldDescription[] = [];
    of.eachPath((name, path) => {
      const p = path as Path;
      // `_id` is always required and indexed, whether declared or added by mongoose.
      fields.push({ name, type: typeOf(p), required: !!p.options.required || name === '_id', index: !!p.options.index || !!p.options.unique || name === '_id' });
      if (p.schema) {
        const sub = { path: `${at}${name}`, fields: [] as FieldDescription[] };
        embedded.push(sub);
        sub.fields = fieldsOf(p.schema, `${sub.path}.`);
      }
    });
    return fields;
  };
  return { fields: fieldsOf(schema, ''), embedded };
}

/** Every model compiled on the connection, by name: what the service stores, as it stores it. */
export function describeModels(connection: Connection): ModelDescription[] {
  return Object.values(connection.models)
    .map((model) => ({ name: model.modelName, collection: model.collection.collectionName, ...describeSchema(model.schema) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

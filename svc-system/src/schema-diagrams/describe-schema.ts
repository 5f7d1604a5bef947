import { createHash } from 'node:crypto';
import type { Schema, SchemaType } from 'mongoose';
import type { DiagramDefinition } from './catalogue';

export interface FieldDescription {
  name: string;
  type: string;
  required: boolean;
  index: boolean;
}
export interface TableDescription {
  id: string;
  title: string;
  subtitle: string;
  fields: FieldDescription[];
}
export interface RelationDescription {
  from: string;
  to: string;
  label: string;
}
export interface DiagramDescription {
  id: string;
  name: string;
  note?: string;
  tables: TableDescription[];
  relations: RelationDescription[];
}

function typeOf(path: SchemaType): string {
  const p = path as SchemaType & { caster?: SchemaType; schema?: Schema; $isMongooseDocumentArray?: boolean };
  if (p.$isMongooseDocumentArray) return 'Object[]';
  if (p.instance === 'Array') return `${p.caster?.instance ?? 'Mixed'}[]`;
  if (p.instance === 'Embedded') return 'Object';
  return p.instance;
}

/** A schema's fields, nested documents as tables of their own linked to their parent. */
function describe(schema: Schema, id: string, title: string, subtitle: string, out: DiagramDescription) {
  const fields: FieldDescription[] = [];
  schema.eachPath((name, path) => {
    const p = path as SchemaType & { schema?: Schema; options: { required?: unknown; index?: unknown; unique?: unknown } };
    fields.push({ name, type: typeOf(p), required: !!p.options.required || name === '_id', index: !!p.options.index || !!p.options.unique || name === '_id' });
    if (p.schema) {
      const childId = `${id}.${name}`;
      describe(p.schema, childId, `${title}.${name}`, 'embedded', out);
      out.relations.push({ from: id, to: childId, label: name });
    }
  });
  out.tables.push({ id, title, subtitle, fields });
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** Tables and the relations their `<entity>Id` fields name, from the schemas as the services define them. */
export function describeDiagram(d: DiagramDefinition): DiagramDescription {
  const out: DiagramDescription = { id: d.id, name: d.name, note: d.note, tables: [], relations: [] };
  for (const entity of d.entities) describe(entity.schema, entity.name, entity.name, `${entity.service} · ${entity.collection}`, out);
  const byName = new Map(d.entities.map((entity) => [lowerFirst(entity.name), entity.name]));
  for (const table of out.tables) {
    for (const field of table.fields) {
      const m = /^(.*?)Ids?$/.exec(field.name.split('.').pop()!);
      const target = m && byName.get(m[1]);
      if (target && target !== table.id) out.relations.push({ from: table.id, to: target, label: field.name });
    }
  }
  out.tables.sort((a, b) => a.id.localeCompare(b.id));
  return out;
}

/** Changes exactly when a schema of the diagram does (a field, its type, required or index). */
export const diagramHash = (d: DiagramDescription) => createHash('sha256').update(JSON.stringify({ t: d.tables, r: d.relations, n: d.note })).digest('hex');

import { createHash } from 'node:crypto';
import type { FieldDescription, ModelDescription } from '@firecrest/contracts';
import type { DiagramDefinition, DiagramEntity } from './catalogue';

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
  /** Lines shown under the name: the diagram's own note, then what its services have not described. */
  notes: string[];
  tables: TableDescription[];
  relations: RelationDescription[];
}

/** The models each service last described, by service name. */
export type DescribedServices = ReadonlyMap<string, ModelDescription[]>;

/** A model's table, and one per sub-document linked to the document holding it. */
function addModel(model: ModelDescription, service: string, out: DiagramDescription) {
  out.tables.push({ id: model.name, title: model.name, subtitle: `${service} · ${model.collection}`, fields: model.fields });
  const paths = model.embedded.map((e) => e.path);
  for (const sub of model.embedded) {
    // The nearest embedded document above it (a plain nested object is not one), else the model itself.
    const parent = paths.filter((p) => sub.path.startsWith(`${p}.`)).sort((a, b) => b.length - a.length)[0];
    const id = `${model.name}.${sub.path}`;
    out.tables.push({ id, title: id, subtitle: 'embedded', fields: sub.fields });
    out.relations.push({ from: parent ? `${model.name}.${parent}` : model.name, to: id, label: parent ? sub.path.slice(parent.length + 1) : sub.path });
  }
}

/** Why some entities have no fields yet, one line per service. */
function missingNotes(missing: DiagramEntity[], described: DescribedServices): string[] {
  const byService = new Map<string, string[]>();
  for (const e of missing) byService.set(e.service, [...(byService.get(e.service) ?? []), e.model]);
  return [...byService].map(([service, models]) => {
    const names = models.join(', ');
    return described.has(service) ? `${service} describes no model ${names}.` : `${service} has not described its models yet (${names}).`;
  });
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * Tables and the relations their `<entity>Id` fields name, from the models as their services last described them.
 * An entity its service has not described (yet, or any more) is an empty table, and a note says why.
 */
export function describeDiagram(d: DiagramDefinition, described: DescribedServices): DiagramDescription {
  const out: DiagramDescription = { id: d.id, name: d.name, notes: d.note ? [d.note] : [], tables: [], relations: [] };
  const missing: DiagramEntity[] = [];
  for (const entity of d.entities) {
    const model = described.get(entity.service)?.find((m) => m.name === entity.model);
    if (model) addModel(model, entity.service, out);
    else {
      missing.push(entity);
      out.tables.push({ id: entity.model, title: entity.model, subtitle: `${entity.service} · not described`, fields: [] });
    }
  }
  out.notes.push(...missingNotes(missing, described));
  const byName = new Map(d.entities.map((entity) => [lowerFirst(entity.model), entity.model]));
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

/** Changes exactly when a model of the diagram does (a field, its type, required or index), or a note. */
export const diagramHash = (d: DiagramDescription) => createHash('sha256').update(JSON.stringify({ t: d.tables, r: d.relations, n: d.notes })).digest('hex');

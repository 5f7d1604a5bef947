/** The parts of an OpenAPI 3.1 document the help page reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  description?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  $ref?: string;
  examples?: unknown[];
}

export interface Operation {
  summary?: string;
  tags?: string[];
  'x-permission'?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Endpoint {
  id: string;
  method: string;
  path: string;
  operation: Operation;
}

/** Endpoints grouped by their tag, in the order the document lists them. */
export function endpointGroups(doc: OpenApiDocument): { tag: string; endpoints: Endpoint[] }[] {
  const groups = new Map<string, Endpoint[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (method === 'head') continue;
      const tag = operation.tags?.[0] ?? 'Other';
      const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');
      groups.set(tag, [...(groups.get(tag) ?? []), { id, method: method.toUpperCase(), path, operation }]);
    }
  }
  return [...groups].map(([tag, endpoints]) => ({ tag, endpoints })).sort((a, b) => a.tag.localeCompare(b.tag));
}

export function describeType(schema: JsonSchema | undefined, doc: OpenApiDocument): string {
  if (!schema) return '';
  if (schema.$ref) return schema.$ref.split('/').pop()!;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
  return type === 'array' ? `${describeType(schema.items, doc)}[]` : type;
}

/** An example body built from the schema's examples, so it cannot drift from the API. */
export function exampleOf(schema: JsonSchema | undefined, doc: OpenApiDocument, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.$ref) return exampleOf(doc.components?.schemas?.[schema.$ref.split('/').pop()!], doc, depth + 1);
  if (schema.examples?.length) return schema.examples[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'array') return [exampleOf(schema.items, doc, depth + 1)];
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, exampleOf(v, doc, depth + 1)]));
  }
  if (schema.enum?.length) return schema.enum[0];
  return { string: 'string', integer: 0, number: 0, boolean: false, null: null }[type ?? 'string'] ?? null;
}

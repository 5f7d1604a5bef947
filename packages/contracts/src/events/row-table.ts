/**
 * A compact wire form for many objects of one schema in one event: a row of numbers per object, in the order of the
 * schema's properties. Strings go once into a shared table (a row holds the index), date-times as milliseconds after
 * the table's `since`, numbers as they are, null or absent as null. What it saves is bytes: the producer, the
 * broker and the consumer each pay per byte (bench/README.md, "Audit capture"), and names and repeated values (user,
 * address, route, URL of a polling integrator) were most of them.
 */
export interface RowTable {
  since: number;
  strings: string[];
  rows: (number | null)[][];
}

/** The JSON Schema of a RowTable, for an event contract that carries one. */
export const rowTableShape = {
  type: 'object',
  required: ['since', 'strings', 'rows'],
  additionalProperties: false,
  properties: {
    since: { type: 'integer', description: 'Epoch milliseconds; a date-time column holds milliseconds after it' },
    strings: { type: 'array', items: { type: 'string' }, description: 'Each distinct string of the rows, once' },
    rows: { type: 'array', minItems: 1, items: { type: 'array', items: { type: ['integer', 'null'] } } },
  },
} as const;

interface PropertySchema {
  type?: string | readonly string[];
  format?: string;
}

type Kind = 'text' | 'number' | 'time';

interface Column {
  name: string;
  kind: Kind;
  nullable: boolean;
}

export interface RowTableCodec<T> {
  encode(items: readonly T[]): RowTable;
  /** The objects back, in order; throws a RangeError on a row that does not fit the schema's columns. */
  decode(table: RowTable): T[];
}

const typesOf = (p: PropertySchema) => (Array.isArray(p.type) ? p.type : [p.type]) as string[];

function kindOf(name: string, p: PropertySchema): Kind {
  const types = typesOf(p);
  if (types.includes('string')) return p.format === 'date-time' ? 'time' : 'text';
  if (types.includes('integer') || types.includes('number')) return 'number';
  throw new Error(`row table: property ${name} is neither a string nor a number`);
}

/** The codec of an object schema of string and number properties (columns follow its `properties`). */
export function rowTableCodec<T extends object>(schema: { properties: Record<string, PropertySchema> }): RowTableCodec<T> {
  const columns: Column[] = Object.entries(schema.properties).map(([name, p]) => ({ name, kind: kindOf(name, p), nullable: typesOf(p).includes('null') }));
  // `since` is the first item's value of the first date-time column.
  const timeColumn = columns.find((c) => c.kind === 'time');
  return {
    encode(items) {
      const strings: string[] = [];
      const indexOf = new Map<string, number>();
      const first = timeColumn && items.length ? (items[0] as Record<string, unknown>)[timeColumn.name] : undefined;
      const since = typeof first === 'string' ? Date.parse(first) : 0;
      const rows = items.map((item) =>
        columns.map(({ name, kind }) => {
          const value = (item as Record<string, unknown>)[name];
          if (value === null || value === undefined) return null;
          if (kind === 'number') return value as number;
          if (kind === 'time') return Date.parse(value as string) - since;
          let index = indexOf.get(value as string);
          if (index === undefined) {
            index = strings.push(value as string) - 1;
            indexOf.set(value as string, index);
          }
          return index;
        }),
      );
      return { since, strings, rows };
    },
    decode({ since, strings, rows }) {
      return rows.map((row, r) => {
        if (row.length !== columns.length) throw new RangeError(`row table: row ${r} has ${row.length} values, expected ${columns.length}`);
        const item: Record<string, unknown> = {};
        columns.forEach(({ name, kind, nullable }, c) => {
          const value = row[c];
          if (value === null) {
            if (nullable) item[name] = null;
          } else if (kind === 'number') item[name] = value;
          else if (kind === 'time') item[name] = new Date(since + value).toISOString();
          else {
            if (!Number.isInteger(value) || value < 0 || value >= strings.length) throw new RangeError(`row table: row ${r} names string ${value} of ${strings.length}`);
            item[name] = strings[value];
          }
        });
        return item as T;
      });
    },
  };
}

import { parse } from 'csv-parse/sync';
import { csvParseFault, ProblemError, type TypedRoutes } from '@firecrest/service-kit';

// A list of incident types is a few kilobytes; well within the service's body limit.
const MAX_CHARS = 256 * 1024;
const COLUMNS = ['code', 'name'];

const importCsvBody = {
  $id: 'IncidentTypeCsvBody',
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: { data: { type: 'string', maxLength: MAX_CHARS, description: 'The CSV text: code,name per line, a header row allowed' } },
} as const;

const rowsAnswer = {
  type: 'object',
  required: ['rows'],
  additionalProperties: false,
  properties: {
    rows: {
      type: 'array',
      items: { type: 'object', required: ['line', 'code', 'name'], additionalProperties: false, properties: { line: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } } },
    },
  },
} as const;

/**
 * `POST /training/incident-types/csv`: the rows of an incident types file (admin `callouts-incident-type-import`),
 * read by the same parser as every other import, so a file that is not valid CSV answers the shared 400 naming its
 * line and column. The page then imports the rows through the reference list, one answer per row.
 */
export const incidentTypeImportRoutes: TypedRoutes<Record<never, never>, [typeof importCsvBody]> = async (fastify) => {
  fastify.addSchema(importCsvBody);
  fastify.post(
    '/incident-types/csv',
    {
      config: { access: { permission: ['INCIDENTS', 'create'] } },
      schema: { tags: ['incidents'], summary: 'Read an incident types CSV (code,name) into rows', body: { $ref: 'IncidentTypeCsvBody#' }, response: { 200: rowsAnswer, 400: { $ref: 'Problem#' } } },
    },
    async (request) => {
      const lines: number[] = [];
      const keepLine = (record: string[], context: { lines: number }) => {
        lines.push(context.lines);
        return record;
      };
      let records: string[][];
      try {
        records = parse(request.body.data, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true, on_record: keepLine });
      } catch (err) {
        const fault = csvParseFault(err, COLUMNS);
        if (!fault) throw err;
        throw new ProblemError('validation', fault.message, [{ field: 'data', message: fault.message }]);
      }
      const first = records[0]?.[0]?.toLowerCase() === 'code' ? 1 : 0;
      // A name holding an unquoted comma arrives as several fields: it is kept whole, as written.
      return { rows: records.slice(first).map((record, i) => ({ line: lines[first + i] ?? 0, code: record[0] ?? '', name: record.slice(1).join(',').trim() })) };
    },
  );
};

import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { allPermissions } from '@firecrest/contracts';
import { csvParseFault, IDENTITY_HEADER, serviceIdentity, signIdentity, type Identity } from '@firecrest/service-kit';
import { plural } from './record-writes';

export interface IncidentFilesOptions {
  /** The folder holding `inbox/` (files to import), `processed/` and `failed/`; empty: the tasks say none is configured. */
  dir: string;
  /** Processed and failed files older than this are removed by the cleaner. */
  keepDays: number;
  personnelUrl: string;
  secret: string;
}

/** The columns of an incident file: the layout of `/api/v1/incidents/upload/csv` (docs/decisions.md). */
type Row = Record<'incidentNo' | 'incidentDate' | 'address' | 'incidentTypeCode' | 'incidentTypeName' | 'stationCallSigns' | 'applianceCallSigns', string>;

const as = (id: string, permissions: Identity['permissions']) => serviceIdentity(id, id, permissions);

async function stationIdsByCallSign(o: IncidentFilesOptions): Promise<Map<string, number>> {
  const res = await fetch(`${o.personnelUrl}/personnel/locations`, {
    headers: { [IDENTITY_HEADER]: await signIdentity(as('svc-training', { LOCATIONS: ['view'] }), o.secret, 'svc-personnel') },
    signal: AbortSignal.timeout(15_000),
  }).catch(() => null);
  if (!res?.ok) throw new Error('svc-personnel did not list the stations; the incident files wait for the next run');
  const { data } = (await res.json()) as { data: { id: number; kind: string; callSign: string }[] };
  return new Map(data.filter((l) => l.kind === 'station').map((l) => [l.callSign.toUpperCase(), l.id]));
}

/** The rows of an incident file, or why it cannot be read (the shared message naming the line and the column). */
function incidentRows(content: Buffer): { rows: Row[]; fault: string | null } {
  try {
    return { rows: parse(content, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Row[], fault: null };
  } catch (err) {
    const fault = csvParseFault(err);
    if (!fault) throw err;
    return { rows: [], fault: fault.message };
  }
}

/**
 * IncidentFileImport: each CSV file in `<dir>/inbox` becomes incidents through the incidents route itself (same
 * checks and events as a person's write); a file whose rows all import moves to `processed/`, otherwise to
 * `failed/` with a `.errors.txt` beside it naming each refused row.
 */
export async function importIncidentFiles(fastify: FastifyInstance, o: IncidentFilesOptions): Promise<string> {
  if (!o.dir) return 'No incident files folder configured (INCIDENT_FILES_DIR)';
  const inbox = join(o.dir, 'inbox');
  await Promise.all(['inbox', 'processed', 'failed'].map((d) => mkdir(join(o.dir, d), { recursive: true })));
  const files = (await readdir(inbox)).filter((f) => f.toLowerCase().endsWith('.csv')).sort();
  if (!files.length) return 'No incident files waiting';
  const stations = await stationIdsByCallSign(o);
  const types = new Map((await fastify.training.ReferenceItem.find({ kind: 'incidentType' }).lean()).map((t) => [t.code.toUpperCase(), t.itemId]));
  let imported = 0;
  let refused = 0;
  let unreadable = 0;
  for (const file of files) {
    const { rows, fault } = incidentRows(await readFile(join(inbox, file)));
    const errors: string[] = fault ? [fault] : [];
    if (fault) unreadable++;
    for (const [index, row] of rows.entries()) {
      const line = index + 2;
      const typeId = types.get((row.incidentTypeCode ?? '').toUpperCase());
      const callSigns = (row.stationCallSigns ?? '').split('|').map((s) => s.trim().toUpperCase()).filter(Boolean);
      const unknown = callSigns.filter((c) => !stations.has(c));
      if (!typeId || unknown.length) {
        errors.push(`line ${line}: ${!typeId ? `unknown incident type ${row.incidentTypeCode}` : `unknown station ${unknown.join(', ')}`}`);
        continue;
      }
      const res = await fastify.inject({
        method: 'POST',
        url: '/training/incidents',
        headers: { [IDENTITY_HEADER]: await signIdentity(as('svc-training', allPermissions()), o.secret, 'svc-training') },
        payload: {
          incidentNo: row.incidentNo,
          incidentDate: new Date(row.incidentDate).toISOString(),
          address: row.address ?? '',
          incidentTypeId: typeId,
          stationIds: callSigns.map((c) => stations.get(c)!),
          applianceCallSigns: (row.applianceCallSigns ?? '').split('|').map((s) => s.trim()).filter(Boolean),
        },
      });
      if (res.statusCode === 201) imported++;
      else errors.push(`line ${line}: ${(res.json() as { detail?: string }).detail ?? res.statusCode}`);
    }
    refused += fault ? 0 : errors.length;
    const target = errors.length ? 'failed' : 'processed';
    await rename(join(inbox, file), join(o.dir, target, file));
    if (errors.length) await writeFile(join(o.dir, 'failed', `${file}.errors.txt`), `${errors.join('\n')}\n`);
  }
  return `${plural(files.length, 'incident file')} read, ${plural(imported, 'incident')} imported${refused ? `, ${plural(refused, 'row')} refused` : ''}${unreadable ? `, ${plural(unreadable, 'file')} not valid CSV` : ''}`;
}

/** IncidentFileCleaner: processed and failed incident files older than the keep period are removed. */
export async function cleanIncidentFiles(_fastify: FastifyInstance, o: IncidentFilesOptions): Promise<string> {
  if (!o.dir) return 'No incident files folder configured (INCIDENT_FILES_DIR)';
  const before = Date.now() - o.keepDays * 86_400_000;
  let removed = 0;
  for (const folder of ['processed', 'failed']) {
    const path = join(o.dir, folder);
    const names = await readdir(path).catch(() => [] as string[]);
    for (const name of names) {
      if ((await stat(join(path, name))).mtimeMs < before) {
        await unlink(join(path, name));
        removed++;
      }
    }
  }
  return `${plural(removed, 'incident file')} older than ${o.keepDays} days removed`;
}

import type { FastifyInstance } from 'fastify';

/** The whole directory in memory for one import: matching is then a map lookup per row. */
export async function loadDirectory(fastify: FastifyInstance) {
  const { DirectoryEmployee: Employees, DirectoryItem: Items } = fastify.lms;
  const [employees, items] = await Promise.all([Employees.find({}).lean(), Items.find({}).lean()]);
  const byGuid = new Map<string, (typeof employees)[number]>();
  const byServiceNumber = new Map<string, (typeof employees)[number]>();
  for (const e of employees) {
    if (e.gartanId) byGuid.set(e.gartanId.toLowerCase(), e);
    for (const n of e.serviceNumbers) byServiceNumber.set(n.toLowerCase(), e);
  }
  const competencies = new Map<string, { id: number; code: string; name: string }>();
  const locations = new Map<number, string>();
  for (const i of items) {
    if (i.kind === 'competency') competencies.set(i.code.toUpperCase(), { id: i.itemId, code: i.code, name: i.name });
    else locations.set(i.itemId, i.name);
  }
  return {
    employee: (guid: string, serviceNumber: string) => (guid && byGuid.get(guid.toLowerCase())) || (serviceNumber && byServiceNumber.get(serviceNumber.toLowerCase())) || null,
    competency: (code: string) => competencies.get(code.trim().toUpperCase()) ?? null,
    locationNames: (ids: number[]) => ids.map((id) => locations.get(id)).filter(Boolean).join(', '),
  };
}
export type Directory = Awaited<ReturnType<typeof loadDirectory>>;

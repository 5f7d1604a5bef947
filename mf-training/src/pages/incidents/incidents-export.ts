import { api, downloadCsv } from '@firecrest/portal-kit';
import type { Page } from '../../lib/training-types';
import type { IncidentRow } from './incidents-list-page';

/** Most incidents one export holds: read 500 at a time in the browser, so a larger one is refused, not slow. */
export const INCIDENT_EXPORT_MAX = 5_000;
const PAGE = 500;

interface Names {
  type(id: number): string;
  station(id: number): string;
}

/**
 * The incidents the list's filters select, in its order, as a CSV file: dates in UTC (ISO 8601), types and stations by
 * name. Every page is read before anything is saved, so a failure leaves no half file.
 */
export async function exportIncidents(query: URLSearchParams, names: Names): Promise<number> {
  const rows: IncidentRow[] = [];
  for (let page = 0; ; page++) {
    const q = new URLSearchParams(query);
    q.set('page', String(page));
    q.set('itemsPerPage', String(PAGE));
    const { data } = await api.get<Page<IncidentRow>>(`/api/training/incidents/search?${q}`);
    if (data.total > INCIDENT_EXPORT_MAX) {
      throw new Error(`The filters match ${data.total.toLocaleString()} incidents; an export holds at most ${INCIDENT_EXPORT_MAX.toLocaleString()}. Narrow the dates or filters.`);
    }
    rows.push(...data.data);
    if (data.data.length < PAGE || rows.length >= data.total) break;
  }
  downloadCsv(`incidents-${new Date().toISOString().slice(0, 10)}.csv`, ['Incident no', 'Alert (UTC)', 'Return (UTC)', 'Incident type', 'Revised incident type', 'Address', 'Stations', 'Appliances'], rows.map((i) => [
    i.incidentNo,
    i.incidentDate,
    i.returnDate ?? '',
    names.type(i.incidentTypeId),
    i.revisedIncidentTypeId ? names.type(i.revisedIncidentTypeId) : '',
    i.address,
    i.stationIds.map(names.station).join('|'),
    i.applianceCallSigns.join('|'),
  ]));
  return rows.length;
}

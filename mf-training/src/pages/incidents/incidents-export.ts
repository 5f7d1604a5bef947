import { api, downloadCsv, i18n } from '@firecrest/portal-kit';
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
      throw new Error(i18n.t('incidents:export.tooMany', { total: data.total.toLocaleString(i18n.language), max: INCIDENT_EXPORT_MAX.toLocaleString(i18n.language) }));
    }
    rows.push(...data.data);
    if (data.data.length < PAGE || rows.length >= data.total) break;
  }
  downloadCsv(`incidents-${new Date().toISOString().slice(0, 10)}.csv`, [i18n.t('incidents:export.no'), i18n.t('incidents:export.alert'), i18n.t('incidents:export.return'), i18n.t('incidents:export.type'), i18n.t('incidents:export.revisedType'), i18n.t('incidents:export.address'), i18n.t('incidents:export.stations'), i18n.t('incidents:export.appliances')], rows.map((i) => [
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

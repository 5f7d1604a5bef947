import { useState } from 'react';
import { Alert, Button, Empty, Pagination, Skeleton, Timeline, Typography } from 'antd';
import type { ActionPlanStatus, ActivityReportStatus } from '@firecrest/contracts';
import { errorOf, fieldLabel, read, showDateTime, useSession, useT, type ChangedField } from '@firecrest/portal-kit';
import { PLAN_STATUS_KEYS, REPORT_STATUS_KEYS } from '../../lib/plan-labels';
import type { Translate } from '../../lib/translate';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { namedValue, useRecordNames, type RecordNames } from './record-names';

export interface TimelineEntry {
  id: string;
  at: string;
  source: string;
  sourceId: number;
  action: 'created' | 'updated' | 'deleted';
  payload: Record<string, unknown> | null;
  changes: ChangedField[];
  /** Who made the change, when its event names them. */
  username?: string;
}

const PAGE = 20;
const COLOURS = { created: 'green', updated: 'blue', deleted: 'red' } as const;

/** What happened to a record, by the entry's action and the kind's wording (each line a whole catalogue sentence). */
const LINES = {
  competency: { created: 'timeline.competency.created', updated: 'timeline.competency.updated', deleted: 'timeline.competency.deleted', gone: 'timeline.competency.gone' },
  subjectArea: { created: 'timeline.subjectArea.created', updated: 'timeline.subjectArea.updated', deleted: 'timeline.subjectArea.deleted', gone: 'timeline.subjectArea.gone' },
  actionPlan: { created: 'timeline.actionPlan.created', updated: 'timeline.actionPlan.updated', deleted: 'timeline.actionPlan.deleted', gone: 'timeline.actionPlan.gone' },
  activityReport: { created: 'timeline.activityReport.created', updated: 'timeline.activityReport.updated', deleted: 'timeline.activityReport.deleted', gone: 'timeline.activityReport.gone' },
  note: { created: 'timeline.note.created', updated: 'timeline.note.updated', deleted: 'timeline.note.deleted', gone: 'timeline.note.gone' },
  cpd: { created: 'timeline.cpd.created', updated: 'timeline.cpd.updated', deleted: 'timeline.cpd.deleted', gone: 'timeline.cpd.gone' },
  attachment: { created: 'timeline.attachment.created', updated: 'timeline.attachment.updated', deleted: 'timeline.attachment.deleted', gone: 'timeline.attachment.gone' },
  trainingEventPlace: { created: 'timeline.trainingEventPlace.created', updated: 'timeline.trainingEventPlace.updated', deleted: 'timeline.trainingEventPlace.deleted', gone: 'timeline.trainingEventPlace.gone' },
  other: { created: 'timeline.other.created', updated: 'timeline.other.updated', deleted: 'timeline.other.deleted', gone: 'timeline.other.deleted' },
} as const;

/** One line a reader understands: what happened, to which record, named. */
export function entryTitle(e: TimelineEntry, names: RecordNames, t: Translate): string {
  const p = e.payload ?? {};
  const statusChanged = e.action === 'updated' && e.changes.some((c) => c.field === 'status');
  const line = (lines: (typeof LINES)[keyof typeof LINES], values: Record<string, unknown>) => t(e.payload ? lines[e.action] : lines.gone, values);
  switch (e.source) {
    case 'employee':
      return t(e.action === 'created' ? 'timeline.employee.created' : e.action === 'deleted' ? 'timeline.employee.deleted' : 'timeline.employee.updated');
    case 'competency':
      return line(LINES.competency, { name: names.competency(p.competencyId) });
    case 'subjectArea':
      return line(LINES.subjectArea, { name: names.subjectArea(p.subjectAreaId) });
    case 'actionPlan':
      if (e.payload && statusChanged) {
        const status = PLAN_STATUS_KEYS[p.status as ActionPlanStatus];
        return t('timeline.actionPlan.now', { description: p.description, status: status ? t(status) : p.status });
      }
      return line(LINES.actionPlan, { description: p.description });
    case 'activityReport':
      if (e.payload && e.action === 'updated' && e.changes.some((c) => c.field === 'status')) {
        const status = REPORT_STATUS_KEYS[p.status as ActivityReportStatus];
        return t('timeline.activityReport.now', { incident: p.incidentId, status: status ? t(status) : p.status });
      }
      if (e.payload && e.action === 'updated' && e.changes.some((c) => c.field.startsWith('evaluation'))) return t('timeline.activityReport.evaluated', { incident: p.incidentId });
      return line(LINES.activityReport, { incident: p.incidentId });
    case 'note':
      return line(LINES.note, {});
    case 'cpd':
      return line(LINES.cpd, { event: p.event });
    case 'attachment':
      return line(LINES.attachment, { name: p.fileName });
    case 'trainingEventPlace':
      return line(LINES.trainingEventPlace, { event: p.trainingEventId });
    default:
      return t(LINES.other[e.action], { name: fieldLabel(e.source) });
  }
}

/**
 * The timeline tab: everything that happened to the person, from the owners' events, newest first, paged; with a
 * source, one kind of record only (the competency records tab).
 */
export function TimelineTab({ employeeId, source }: { employeeId: number; source?: string }) {
  const [page, setPage] = useState(0);
  const { t } = useT('personnel');
  const names = useRecordNames();
  const canAddCallout = useSession((s) => s.can('INCIDENTS', 'create'));
  const entries = useQuery(read<{ data: TimelineEntry[]; total: number }>(`/api/personnel/employees/${employeeId}/timeline?page=${page}&itemsPerPage=${PAGE}${source ? `&source=${source}` : ''}`));
  const entriesError = errorOf(entries);
  if (entriesError) return <Alert type="error" showIcon title={entriesError} action={<Button onClick={() => void entries.refetch()}>{t('common:retry')}</Button>} />;
  if (!entries.data) return <Skeleton active />;
  // The whole timeline offers to record a callout the person attended (§2.5 callouts-list/new).
  const record = !source && canAddCallout && (
    <Link to={`/personnel/rt/personnel-list/${employeeId}/dashboard/callouts-list/new`}>
      <Button style={{ marginBottom: 16 }}>{t('timeline.recordCallout')}</Button>
    </Link>
  );
  if (!entries.data.total) return <>{record}<Empty description={t('timeline.empty')} /></>;
  return (
    <>
      {record}
      <Timeline
        aria-label={t('tab.timeline')}
        items={entries.data.data.map((e) => ({
          key: e.id,
          color: COLOURS[e.action],
          children: (
            <div>
              <Typography.Text strong>{entryTitle(e, names, t)}</Typography.Text>{' '}
              {/* A moment, written in the user's language already. */}
              <Typography.Text type="secondary" translate="no">{showDateTime(e.at)}</Typography.Text>
              {e.username && <Typography.Text type="secondary"> {t('timeline.by', { name: e.username })}</Typography.Text>}
              {e.action === 'updated' && e.changes.length > 0 && (
                <div>
                  {e.changes.filter((c) => !/^(history|evaluation|activities)\./.test(c.field)).map((c) => `${fieldLabel(c.field)}: ${namedValue(names, c.field, c.from)} → ${namedValue(names, c.field, c.to)}`).join('; ')}
                </div>
              )}
            </div>
          ),
        }))}
      />
      <Pagination current={page + 1} pageSize={PAGE} total={entries.data.total} onChange={(p) => setPage(p - 1)} hideOnSinglePage showSizeChanger={false} />
    </>
  );
}

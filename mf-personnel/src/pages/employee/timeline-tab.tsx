import { useState } from 'react';
import { Alert, Button, Empty, Pagination, Skeleton, Timeline, Typography } from 'antd';
import { ACTION_PLAN_STATUSES, ACTIVITY_REPORT_STATUSES, type ActionPlanStatus, type ActivityReportStatus } from '@firecrest/contracts';
import { fieldLabel, showDateTime, useFetched, useSession, type ChangedField } from '@firecrest/portal-kit';
import { Link } from 'react-router';
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

/** One line a reader understands: what happened, to which record, named. */
export function entryTitle(e: TimelineEntry, names: RecordNames): string {
  const p = e.payload ?? {};
  const verb = { created: 'added', updated: 'changed', deleted: 'removed' }[e.action];
  switch (e.source) {
    case 'employee':
      return e.action === 'created' ? 'Joined the personnel list' : e.action === 'deleted' ? 'Removed from the personnel list' : 'Employee record changed';
    case 'competency':
      return e.payload ? `Competency ${names.competency(p.competencyId)} ${verb}` : 'A competency record was removed';
    case 'subjectArea':
      return e.payload ? `Subject area ${names.subjectArea(p.subjectAreaId)} ${verb}` : 'A subject area was removed';
    case 'actionPlan':
      return e.payload ? `Action plan “${p.description}” ${e.action === 'updated' && e.changes.some((c) => c.field === 'status') ? `now ${ACTION_PLAN_STATUSES[p.status as ActionPlanStatus] ?? p.status}` : verb}` : 'An action plan was removed';
    case 'activityReport':
      return e.payload
        ? `Activity report of incident ${p.incidentId} ${e.action === 'created' ? 'written' : e.changes.some((c) => c.field === 'status') ? `now ${ACTIVITY_REPORT_STATUSES[p.status as ActivityReportStatus] ?? p.status}` : e.changes.some((c) => c.field.startsWith('evaluation')) ? 'evaluated' : verb}`
        : 'An activity report was removed';
    case 'note':
      return e.payload ? `Note ${verb}` : 'A note was removed';
    case 'cpd':
      return e.payload ? `CPD “${p.event}” ${verb}` : 'A CPD entry was removed';
    case 'attachment':
      return e.payload ? `Attachment ${p.fileName} ${verb}` : 'An attachment was removed';
    case 'trainingEventPlace':
      return e.payload ? `Place on training event ${p.trainingEventId} ${verb}` : 'A training event place was removed';
    default:
      return `${fieldLabel(e.source)} ${verb}`;
  }
}

/**
 * The timeline tab: everything that happened to the person, from the owners' events, newest first, paged; with a
 * source, one kind of record only (the competency records tab).
 */
export function TimelineTab({ employeeId, source }: { employeeId: number; source?: string }) {
  const [page, setPage] = useState(0);
  const names = useRecordNames();
  const canAddCallout = useSession((s) => s.can('INCIDENTS', 'create'));
  const entries = useFetched<{ data: TimelineEntry[]; total: number }>(`/api/personnel/employees/${employeeId}/timeline?page=${page}&itemsPerPage=${PAGE}${source ? `&source=${source}` : ''}`);
  if (entries.error) return <Alert type="error" showIcon title={entries.error} action={<Button onClick={entries.reload}>Retry</Button>} />;
  if (!entries.data) return <Skeleton active />;
  // The whole timeline offers to record a callout the person attended (§2.5 callouts-list/new).
  const record = !source && canAddCallout && (
    <Link to={`/personnel/rt/personnel-list/${employeeId}/dashboard/callouts-list/new`}>
      <Button style={{ marginBottom: 16 }}>Record a callout</Button>
    </Link>
  );
  if (!entries.data.total) return <>{record}<Empty description="Nothing has happened to this person yet" /></>;
  return (
    <>
      {record}
      <Timeline
        aria-label="Timeline"
        items={entries.data.data.map((e) => ({
          key: e.id,
          color: COLOURS[e.action],
          children: (
            <div>
              <Typography.Text strong>{entryTitle(e, names)}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {showDateTime(e.at)}
                {e.username ? ` by ${e.username}` : ''}
              </Typography.Text>
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

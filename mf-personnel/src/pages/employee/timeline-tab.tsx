import { useState } from 'react';
import { Alert, Button, Empty, Pagination, Skeleton, Timeline, Typography } from 'antd';
import { fieldLabel, showDateTime, useFetched, type ChangedField } from '@firecrest/portal-kit';
import { namedValue, useRecordNames, type RecordNames } from './record-names';

export interface TimelineEntry {
  id: string;
  at: string;
  source: string;
  sourceId: number;
  action: 'created' | 'updated' | 'deleted';
  payload: Record<string, unknown> | null;
  changes: ChangedField[];
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
      return e.payload ? `Action plan “${p.description}” ${e.action === 'updated' && e.changes.some((c) => c.field === 'status') ? `now ${p.status}` : verb}` : 'An action plan was removed';
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
  const entries = useFetched<{ data: TimelineEntry[]; total: number }>(`/api/personnel/employees/${employeeId}/timeline?page=${page}&itemsPerPage=${PAGE}${source ? `&source=${source}` : ''}`);
  if (entries.error) return <Alert type="error" showIcon title={entries.error} action={<Button onClick={entries.reload}>Retry</Button>} />;
  if (!entries.data) return <Skeleton active />;
  if (!entries.data.total) return <Empty description="Nothing has happened to this person yet" />;
  return (
    <>
      <Timeline
        aria-label="Timeline"
        items={entries.data.data.map((e) => ({
          key: e.id,
          color: COLOURS[e.action],
          children: (
            <div>
              <Typography.Text strong>{entryTitle(e, names)}</Typography.Text>{' '}
              <Typography.Text type="secondary">{showDateTime(e.at)}</Typography.Text>
              {e.action === 'updated' && e.changes.length > 0 && (
                <div>
                  {e.changes.filter((c) => !/^(history|evaluation)\./.test(c.field)).map((c) => `${fieldLabel(c.field)}: ${namedValue(names, c.field, c.from)} → ${namedValue(names, c.field, c.to)}`).join('; ')}
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

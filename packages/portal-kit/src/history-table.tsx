import { Alert, Button, Empty, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { errorOf, read } from './queries';
import { showDateTime } from './dates';
import { i18n } from './i18n/i18n';
import { useT } from './i18n/use-t';

/** One field a change set, cleared or altered (svc-personnel's field-level history). */
export interface ChangedField {
  field: string;
  from: unknown;
  to: unknown;
}

export interface ChangeRow {
  id: string;
  action: string;
  username: string;
  at: string;
  changes?: ChangedField[];
}

const COLOURS: Record<string, string> = { created: 'green', updated: 'blue', deleted: 'red' };
const ACTIONS: Record<string, string> = { created: 'history.created', updated: 'history.updated', deleted: 'history.deleted' };

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : Array.isArray(v) ? v.join(', ') || '—' : typeof v === 'boolean' ? i18n.t(v ? 'common:yes' : 'common:no') : String(v));

/** `contracts.0.stationId` as a reader says it: "Contract 1 station" (`lineManagerIds`: "Line managers"). */
export const fieldLabel = (field: string) =>
  field
    .split('.')
    .map((part, i, parts) => (/^\d+$/.test(part) ? String(Number(part) + 1) : i === 0 && /^\d+$/.test(parts[1] ?? '') ? part.replace(/s$/, '') : part.replace(/Ids?$/, (m) => (m === 'Ids' ? 's' : '')).replace(/([A-Z])/g, ' $1').toLowerCase()))
    .join(' ')
    .replace(/^./, (c) => c.toUpperCase());

/**
 * Who changed a record (or a whole list) and when, newest first; with field-level changes, what each field was and
 * became. `fields` keeps only the changes of some fields (one contract of an employee), `value` names ids.
 */
export function HistoryTable({ url, fields, label = fieldLabel, value = (_field: string, v: unknown) => shown(v) }: {
  url: string;
  fields?: (field: string) => boolean;
  label?: (field: string) => string;
  value?: (field: string, v: unknown) => string;
}) {
  const { t } = useT('common');
  const history = useQuery(read<{ data: ChangeRow[] }>(url));
  const error = errorOf(history);
  const rows = (history.data?.data ?? [])
    .map((r) => ({ ...r, changes: fields ? r.changes?.filter((c) => fields(c.field)) : r.changes }))
    .filter((r) => !fields || r.action === 'deleted' || (r.changes?.length ?? 0) > 0);
  const withFields = rows.some((r) => r.changes);
  return (
    <>
      {error && <Alert type="error" showIcon title={error} action={<Button onClick={() => void history.refetch()}>{t('retry')}</Button>} />}
      <Table<ChangeRow>
        rowKey="id"
        loading={history.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description={t('history.empty')} /> }}
        columns={[
          { title: t('history.when'), dataIndex: 'at', render: showDateTime },
          { title: t('history.change'), dataIndex: 'action', render: (a: string) => <Tag color={COLOURS[a]}>{ACTIONS[a] ? t(ACTIONS[a]) : a}</Tag> },
          { title: t('history.by'), dataIndex: 'username' },
          ...(withFields
            ? [{
                title: t('history.whatChanged'),
                key: 'changes',
                render: (_: unknown, r: ChangeRow) => (
                  <ul style={{ margin: 0, paddingLeft: 16 }} aria-label={t('history.changedFields')}>
                    {(r.changes ?? []).map((c) => (
                      <li key={c.field}>
                        <Typography.Text strong>{label(c.field)}</Typography.Text>: {r.action === 'created' ? value(c.field, c.to) : <>{value(c.field, c.from)} → {value(c.field, c.to)}</>}
                      </li>
                    ))}
                  </ul>
                ),
              }]
            : []),
        ]}
      />
    </>
  );
}

import { Link } from 'react-router';
import { Alert, Button, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { errorOf, listLocale, read, useT } from '@firecrest/portal-kit';
import type { Employee } from './employee';
import { useRecordNames } from './record-names';
import type { AnyRecord, RecordType } from './record-types';

/** A kind's records as a list of links to their details pages (a kind with no list of its own, e.g. programs). */
export function RecordListTab({ type, employee }: { type: RecordType; employee: Employee }) {
  const { t } = useT('personnel');
  const names = useRecordNames();
  const url = type.listUrl(employee.id);
  const list = useQuery(read<unknown>(url));
  const listError = errorOf(list);
  const rows = !url || list.data ? type.rows(list.data, employee) : [];
  return (
    <>
      {listError && <Alert type="error" showIcon title={listError} action={<Button onClick={() => void list.refetch()}>{t('common:retry')}</Button>} />}
      <Table<AnyRecord>
        rowKey="path"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        locale={listLocale(t('record.empty', { many: t(type.keys.many) }), listError)}
        columns={[
          ...type.fields.map((f) => ({ title: t(f.label), key: f.label, render: (_: unknown, r: AnyRecord) => f.value(r, names, t) })),
          { title: '', key: 'details', render: (_: unknown, r: AnyRecord) => <Link to={`/personnel/rt/personnel-list/${employee.id}/dashboard/${type.tab}/details/${r.path}`}>{t('detailsLink')}</Link> },
        ]}
      />
    </>
  );
}

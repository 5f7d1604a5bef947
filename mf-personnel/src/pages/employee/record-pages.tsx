import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Form, Result, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { errorOf, HistoryTable, namePath, read, useCrumbName, useSave, useSession, useT } from '@firecrest/portal-kit';
import { ruleFields } from '../../lib/rule-messages';
import { employeeUrl, type Employee } from './employee';
import { namedValue, useRecordNames, type RecordNames } from './record-names';
import { recordTypeOf, type AnyRecord, type RecordType } from './record-types';

const dashboard = (employeeId: string | number, tab: string) => `/personnel/rt/personnel-list/${employeeId}/dashboard/${tab}`;

/** The employee, the kind of record the address names and that kind's records, for the three pages below. */
function useRecords() {
  const { id, tab = '', '*': rest = '' } = useParams();
  const { t } = useT('personnel');
  const type = recordTypeOf(tab);
  const employee = useQuery(read<Employee>(employeeUrl(id!)));
  const employeeError = errorOf(employee);
  const list = useQuery(read<unknown>(employee.data && type?.listUrl(employee.data.id) ? type.listUrl(employee.data.id) : null));
  const listError = errorOf(list);
  const names = useRecordNames();
  useCrumbName(`/personnel/rt/personnel-list/${id}`, employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : null);
  useCrumbName(`/personnel/rt/personnel-list/${id}/dashboard/${tab}`, type ? t(type.keys.plural) : null);
  useCrumbName(`/personnel/rt/personnel-list/${id}/dashboard/${tab}/details`, t('detailsLink'));
  useCrumbName(`/personnel/rt/personnel-list/${id}/dashboard/${tab}/new`, t('record.newCrumb'));
  useCrumbName(`/personnel/rt/personnel-list/${id}/dashboard/${tab}/history`, t('history'));
  const rows = employee.data && type && (!type.listUrl(employee.data.id) || list.data) ? type.rows(list.data, employee.data) : null;
  const error = employeeError ?? listError;
  return { id: id!, tab, rest, type, employee: employee.data, rows, names, error, reload: () => (void employee.refetch(), void list.refetch()) };
}

/** `dataTitle`: the title is the record's own (a name, a file), not the catalogue's. */
function Frame({ state, title, dataTitle = false, children }: { state: ReturnType<typeof useRecords>; title: string; dataTitle?: boolean; children: React.ReactNode }) {
  const navigate = useNavigate();
  const { t } = useT('personnel');
  if (!state.type) return <Result status="404" title={t('record.nothingHere')} subTitle={t('record.noSuchPart')} extra={<Button onClick={() => navigate(dashboard(state.id, 'employee'))}>{t('record.backToEmployee')}</Button>} />;
  if (state.error) return <Alert type="error" showIcon title={state.error} action={<Button onClick={state.reload}>{t('common:retry')}</Button>} />;
  if (!state.employee || !state.rows) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div>
      <Typography.Title level={2} translate={dataTitle ? 'no' : undefined}>{title}</Typography.Title>
      <Typography.Paragraph>
        <Link to={dashboard(state.id, state.tab)}>{t('record.backLink', { name: `${state.employee.firstName} ${state.employee.lastName}`, many: t(state.type.keys.many) })}</Link>
      </Typography.Paragraph>
      {children}
    </div>
  );
}

/** Who changed a record, when, and each field's before and after (ids shown by their names). */
function RecordHistory({ type, employee, record, names }: { type: RecordType; employee: Employee; record?: AnyRecord; names: RecordNames }) {
  const source = type.history(employee, record);
  return <HistoryTable url={source.url} fields={source.fields} value={(field, v) => namedValue(names, field, v)} />;
}

/** A record's form: the kind's fields and rules, then the server's; answers the saved record's path. */
function RecordForm({ type, employee, records, record, onSaved, onCancel }: { type: RecordType; employee: Employee; records: AnyRecord[]; record: AnyRecord | null; onSaved(path: string): void; onCancel(): void }) {
  const editor = type.editor!;
  const { t } = useT('personnel');
  const [form] = Form.useForm();
  const listUrl = type.listUrl(employee.id);
  const save = useSave({
    save: (values: object) => editor.save(employee, record, values as never),
    // The employee (contracts), the kind's list and the record's history.
    invalidates: [employeeUrl(employee.id), ...(listUrl ? [listUrl] : []), type.history(employee, record ?? undefined).url],
    saved: t('record.saved', { noun: t(type.keys.noun) }),
    form,
    knownField: (field) => !field.includes('.'),
    onSaved,
  });
  function submit(values: object) {
    const errors = editor.rules(values as never);
    if (errors.length) return form.setFields(ruleFields(t, errors, namePath));
    save.mutate(values);
  }
  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={record ? editor.values(record) : editor.initial(employee)} style={{ maxWidth: 720 }}>
      <editor.Fields records={records} />
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common:save')}</Button>
        <Button onClick={onCancel}>{t('common:cancel')}</Button>
      </Space>
    </Form>
  );
}

/** `…/dashboard/{tab}/details/{id…}`: one record, its fields, a change form where it is edited here, its history. */
export function RecordDetailsPage() {
  const state = useRecords();
  const navigate = useNavigate();
  const { t } = useT('personnel');
  const canEdit = useSession((s) => s.can('EMPLOYEES', 'edit'));
  const [editing, setEditing] = useState(false);
  const { type, employee, rows, names } = state;
  const record = rows?.find((r) => r.path === state.rest);
  if (rows && type && !record) {
    return <Result status="404" title={t('record.notFound', { noun: t(type.keys.noun) })} subTitle={t('record.gone', { one: t(type.keys.one) })} extra={<Button onClick={() => navigate(dashboard(state.id, type.tab))}>{t('record.backToList')}</Button>} />;
  }
  // A note's and a contract's titles are sentences of the catalogue; the others' are the record's own name.
  return (
    <Frame state={state} title={record && type ? type.title(record, names, t) : ''} dataTitle={!['note-list', 'contract-list'].includes(state.tab)}>
      {type && employee && record && (
        <>
          <Card
            title={t(type.keys.noun)}
            style={{ marginBottom: 16 }}
            extra={type.editor && !type.editor.newOnly && canEdit && !editing ? <Button onClick={() => setEditing(true)}>{t('edit')}</Button> : null}
          >
            {editing ? (
              <RecordForm type={type} employee={employee} records={rows!} record={record} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />
            ) : (
              <Descriptions column={{ xs: 1, md: 2 }} size="small" items={type.fields.map((f) => ({ key: f.label, label: t(f.label), children: f.value(record, names, t) }))} />
            )}
          </Card>
          <Typography.Title level={3}>{t('history')}</Typography.Title>
          <RecordHistory type={type} employee={employee} record={record} names={names} />
        </>
      )}
    </Frame>
  );
}

/** `…/dashboard/{tab}/new`: a new record of the kind, then its details page. */
export function NewRecordPage() {
  const state = useRecords();
  const navigate = useNavigate();
  const { t } = useT('personnel');
  const { type, employee } = state;
  return (
    <Frame state={state} title={type ? t(type.keys.new) : ''}>
      {type && employee && (type.editor ? (
        <RecordForm type={type} employee={employee} records={state.rows!} record={null} onCancel={() => navigate(dashboard(state.id, type.tab))} onSaved={(path) => navigate(`${dashboard(state.id, type.tab)}/details/${path}`)} />
      ) : type.Adder ? (
        <type.Adder employee={employee} />
      ) : (
        <Empty description={t('record.addedFromList', { plural: t(type.keys.plural) })}><Button onClick={() => navigate(dashboard(state.id, type.tab))}>{t('record.openList')}</Button></Empty>
      ))}
    </Frame>
  );
}

/** `…/dashboard/{tab}/history`: every change to the employee's records of the kind, newest first. */
export function RecordHistoryPage() {
  const state = useRecords();
  const { t } = useT('personnel');
  const { type, employee, names } = state;
  return (
    <Frame state={state} title={type ? t('record.historyTitle', { plural: t(type.keys.plural) }) : ''}>
      {type && employee && <RecordHistory type={type} employee={employee} names={names} />}
    </Frame>
  );
}

import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Form, Result, Skeleton, Space, Typography } from 'antd';
import { HistoryTable, namePath, problemMessage, showFieldErrors, useCrumbName, useFetched, useSession, useToast } from '@firecrest/portal-kit';
import { employeeUrl, type Employee } from './employee';
import { namedValue, useRecordNames, type RecordNames } from './record-names';
import { recordTypeOf, type AnyRecord, type RecordType } from './record-types';

const dashboard = (employeeId: string | number, tab: string) => `/personnel/rt/personnel-list/${employeeId}/dashboard/${tab}`;

/** The employee, the kind of record the address names and that kind's records, for the three pages below. */
function useRecords() {
  const { id, tab = '', '*': rest = '' } = useParams();
  const type = recordTypeOf(tab);
  const employee = useFetched<Employee>(employeeUrl(id!));
  const list = useFetched<unknown>(employee.data && type?.listUrl(employee.data.id) ? type.listUrl(employee.data.id) : null);
  const names = useRecordNames();
  useCrumbName(`/personnel/rt/personnel-list/${id}`, employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : null);
  const rows = employee.data && type && (!type.listUrl(employee.data.id) || list.data) ? type.rows(list.data, employee.data) : null;
  const error = employee.error ?? list.error;
  return { id: id!, tab, rest, type, employee: employee.data, rows, names, error, reload: () => (employee.reload(), list.reload()) };
}

function Frame({ state, title, children }: { state: ReturnType<typeof useRecords>; title: string; children: React.ReactNode }) {
  const navigate = useNavigate();
  if (!state.type) return <Result status="404" title="Nothing here" subTitle="This part of an employee’s record does not exist." extra={<Button onClick={() => navigate(dashboard(state.id, 'employee'))}>Back to the employee</Button>} />;
  if (state.error) return <Alert type="error" showIcon title={state.error} action={<Button onClick={state.reload}>Retry</Button>} />;
  if (!state.employee || !state.rows) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Paragraph>
        <Link to={dashboard(state.id, state.tab)}>{state.employee.firstName} {state.employee.lastName}: {state.type.plural.toLowerCase()}</Link>
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
  const toast = useToast();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  async function submit(values: object) {
    const errors = editor.rules(values as never);
    if (errors.length) return form.setFields(errors.map((e) => ({ name: namePath(e.field) as never, errors: [e.message] })));
    setSaving(true);
    try {
      const path = await editor.save(employee, record, values as never);
      toast.success(`${type.noun} saved`);
      onSaved(path);
    } catch (e) {
      if (!showFieldErrors(form, e, (field) => !field.includes('.'))) toast.error(problemMessage(e));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={record ? editor.values(record) : editor.initial(employee)} style={{ maxWidth: 720 }}>
      <editor.Fields records={records} />
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>Save</Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Space>
    </Form>
  );
}

/** `…/dashboard/{tab}/details/{id…}`: one record, its fields, a change form where it is edited here, its history. */
export function RecordDetailsPage() {
  const state = useRecords();
  const navigate = useNavigate();
  const canEdit = useSession((s) => s.can('EMPLOYEES', 'edit'));
  const [editing, setEditing] = useState(false);
  // Bumped at each save: the history reads its changes again.
  const [saves, setSaves] = useState(0);
  const { type, employee, rows, names } = state;
  const record = rows?.find((r) => r.path === state.rest);
  if (rows && type && !record) {
    return <Result status="404" title={`${type.noun} not found`} subTitle={`This ${type.noun.toLowerCase()} does not exist or was deleted.`} extra={<Button onClick={() => navigate(dashboard(state.id, type.tab))}>Back to the list</Button>} />;
  }
  return (
    <Frame state={state} title={record && type ? type.title(record, names) : ''}>
      {type && employee && record && (
        <>
          <Card
            title={type.noun}
            style={{ marginBottom: 16 }}
            extra={type.editor && !type.editor.newOnly && canEdit && !editing ? <Button onClick={() => setEditing(true)}>Edit</Button> : null}
          >
            {editing ? (
              <RecordForm type={type} employee={employee} records={rows!} record={record} onCancel={() => setEditing(false)} onSaved={() => (setEditing(false), setSaves((n) => n + 1), state.reload())} />
            ) : (
              <Descriptions column={{ xs: 1, md: 2 }} size="small" items={type.fields.map((f) => ({ key: f.label, label: f.label, children: f.value(record, names) }))} />
            )}
          </Card>
          <Typography.Title level={4}>History</Typography.Title>
          <RecordHistory key={saves} type={type} employee={employee} record={record} names={names} />
        </>
      )}
    </Frame>
  );
}

/** `…/dashboard/{tab}/new`: a new record of the kind, then its details page. */
export function NewRecordPage() {
  const state = useRecords();
  const navigate = useNavigate();
  const { type, employee } = state;
  return (
    <Frame state={state} title={type ? `New ${type.noun.toLowerCase()}` : ''}>
      {type && employee && (type.editor ? (
        <RecordForm type={type} employee={employee} records={state.rows!} record={null} onCancel={() => navigate(dashboard(state.id, type.tab))} onSaved={(path) => navigate(`${dashboard(state.id, type.tab)}/details/${path}`)} />
      ) : type.Adder ? (
        <type.Adder employee={employee} />
      ) : (
        <Empty description={`${type.plural} are added from their list.`}><Button onClick={() => navigate(dashboard(state.id, type.tab))}>Open the list</Button></Empty>
      ))}
    </Frame>
  );
}

/** `…/dashboard/{tab}/history`: every change to the employee's records of the kind, newest first. */
export function RecordHistoryPage() {
  const state = useRecords();
  const { type, employee, names } = state;
  return (
    <Frame state={state} title={type ? `${type.plural}: history` : ''}>
      {type && employee && <RecordHistory type={type} employee={employee} names={names} />}
    </Frame>
  );
}

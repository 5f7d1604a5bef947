import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { EmployeesSelect, api, errorOf, lookup, trainingListUrl, useCrumbName, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { useTrainingSave } from '../../lib/save';

interface Values {
  competencyIds: number[];
  employeeIds: number[];
  statusId: number;
  startDate: string;
  expiryDate?: string;
}
type Named = { data: { id: number; code?: string; name: string }[] };
type Row = { employeeId: number; competencyId: number; statusId: number; startDate: string; expiryDate: string | null };
/** The rows added and to how many employees. */
type Added = { rows: Row[]; employees: number };
const COMPETENCIES_URL = '/api/training/competency-framework/competencies';
const RECORDS_URL = '/api/training/employee-competencies';
const today = () => new Date().toISOString().slice(0, 10);

/**
 * §2.4 `/competency/addmany`: the same competencies added to many employees at once, with one status and dates, after
 * a confirmation that says how many records that is (each is added through the bulk route, with its usual checks).
 */
export function AddManyCompetenciesPage() {
  const { t } = useT('training');
  useCrumbName('/competency/addmany', t('framework.addMany'));
  const [form] = Form.useForm<Values>();
  const { modal } = App.useApp();
  const competencies = useQuery(lookup<Named>(COMPETENCIES_URL));
  const statuses = useQuery(lookup<Named>(trainingListUrl('competencyStatus')));
  const [added, setAdded] = useState<string | null>(null);
  const sentence = ({ rows, employees }: Added) => t('addMany.added', { count: rows.length, employees: t('addMany.employees', { count: employees }) });
  const addMany = useTrainingSave({
    save: ({ rows }: Added) => api.post(`${RECORDS_URL}/bulk`, rows),
    invalidates: [RECORDS_URL],
    saved: (_, added) => sentence(added),
    // A refused row names its place in the list (`3.expiryDate`): the sentence is what a person reads.
    form,
    onSaved: (_, added) => {
      setAdded(sentence(added));
      form.resetFields();
    },
  });

  function add(v: Values) {
    const rows = v.employeeIds.flatMap((employeeId) =>
      v.competencyIds.map((competencyId) => ({ employeeId, competencyId, statusId: v.statusId, startDate: v.startDate, expiryDate: v.expiryDate || null })),
    );
    // The confirmation stays open, its button spinning, until the server answered; a refusal is shown by the save.
    return addMany.mutateAsync({ rows, employees: v.employeeIds.length }).catch(() => undefined);
  }
  const confirm = (v: Values) =>
    modal.confirm({
      title: t('addMany.confirm', { competencies: t('addMany.theseCompetencies', { count: v.competencyIds.length }), employees: t('addMany.theseEmployees', { count: v.employeeIds.length }) }),
      content: t('addMany.confirmText', { count: v.competencyIds.length * v.employeeIds.length }),
      okText: t('templates.add'),
      onOk: () => add(v),
    });

  const listError = errorOf(competencies) ?? errorOf(statuses);
  return (
    <div>
      <PageTitle back={{ to: '/competency/rt/competency/list', label: t('framework.list.competency.title') }} title={t('addMany.title')} />
      {listError && <Alert type="error" showIcon title={listError} style={{ marginBottom: 16 }} />}
      {added && <Alert type="success" showIcon closable title={added} style={{ marginBottom: 16 }} onClose={() => setAdded(null)} />}
      <Card>
        <Form form={form} layout="vertical" onFinish={confirm} initialValues={{ startDate: today() }} style={{ maxWidth: 720 }}>
          <Form.Item name="competencyIds" label={t('addMany.competencies')} rules={[{ required: true, type: 'array', min: 1, message: t('addMany.chooseCompetency') }]}>
            <Select
              mode="multiple"
              aria-label={t('addMany.competencies')}
              optionFilterProp="label"
              loading={competencies.isFetching}
              options={(competencies.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.code ?? ''} ${c.name}`.trim() }))}
            />
          </Form.Item>
          <Form.Item name="employeeIds" label={t('addMany.employeesLabel')} rules={[{ required: true, type: 'array', min: 1, message: t('addMany.chooseEmployee') }]}>
            <EmployeesSelect />
          </Form.Item>
          <Form.Item name="statusId" label={t('addMany.status')} rules={[{ required: true, message: t('addMany.chooseStatus') }]}>
            <Select aria-label={t('addMany.status')} loading={statuses.isFetching} options={(statuses.data?.data ?? []).map((s) => ({ value: s.id, label: s.name }))} style={{ maxWidth: 320 }} />
          </Form.Item>
          <Form.Item name="startDate" label={t('rules.startDate')} rules={[{ required: true, message: t('addMany.enterStart') }]}>
            <Input type="date" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            name="expiryDate"
            label={t('addMany.expiryDate')}
            dependencies={['startDate']}
            extra={t('addMany.expiryHelp')}
            rules={[({ getFieldValue }) => ({ validator: async (_r, v?: string) => { if (v && v < getFieldValue('startDate')) throw new Error(t('addMany.expiryBeforeStart')); } })]}
          >
            <Input type="date" style={{ width: 180 }} />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('addMany.help')}</Typography.Paragraph>
          <Button type="primary" htmlType="submit" loading={addMany.isPending}>{t('addMany.submit')}</Button>
        </Form>
      </Card>
    </div>
  );
}

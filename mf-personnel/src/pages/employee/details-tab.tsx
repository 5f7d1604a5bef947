import { useState } from 'react';
import { Button, Form, Space, Typography } from 'antd';
import { employeeRules, type FieldMessage } from '@firecrest/contracts';
import { api, namePath, useSave, useSession, useT, useToast } from '@firecrest/portal-kit';
import { ruleFields } from '../../lib/rule-messages';
import type { Translate } from '../../lib/translate';
import { DetailsFields, detailsBody, listMessages, type DetailsValues } from './details-form';
import { employeeUrl, toBody, type Employee } from './employee';

export const detailsValues = (e: Employee): DetailsValues => ({
  firstName: e.firstName,
  lastName: e.lastName,
  email: e.email,
  address: e.address,
  nationalInsuranceNo: e.nationalInsuranceNo ?? '',
  externalSystemId: e.externalSystemId ?? '',
  serviceStartDate: e.serviceStartDate ?? '',
  dateOfBirth: e.dateOfBirth ?? '',
  phones: (e.phones ?? []).map((p) => ({ prefix: p.prefix, number: p.number })),
  defaultPhone: Math.max(0, (e.phones ?? []).findIndex((p) => p.isDefault)),
  flags: (['flexiDutyOfficer', 'instructor', 'assessor', 'verifier'] as const).filter((f) => e[f]),
  learningRequirements: e.learningRequirements ?? '',
  cateringRequirements: e.cateringRequirements ?? '',
  lineManagerIds: e.lineManagerIds ?? [],
});

/** Shows rule failures on their inputs; list-wide ones are returned for the list's own banner. */
export function applyRuleErrors(form: ReturnType<typeof Form.useForm<DetailsValues>>[0], errors: FieldMessage[], t: Translate) {
  form.setFields(ruleFields(t, errors.filter((e) => e.field.includes('.') || !['phones', 'contracts'].includes(e.field)), namePath));
}

/** The employee tab: the §3.2 details, saved with the §5.2 rules checked here and again by the server. */
export function DetailsTab({ employee, onSaved }: { employee: Employee; onSaved(e: Employee): void }) {
  const { t } = useT('personnel');
  const [form] = Form.useForm<DetailsValues>();
  const toast = useToast();
  const canEdit = useSession((s) => s.can('EMPLOYEES', 'edit'));
  const [ruleErrors, setRuleErrors] = useState<FieldMessage[]>([]);
  const save = useSave({
    save: (body: object) => api.put<Employee>(employeeUrl(employee.id), body),
    invalidates: [employeeUrl(employee.id)],
    saved: t('details.saved'),
    form,
    knownField: (f) => !f.startsWith('contracts'),
    onSaved: ({ data }) => onSaved(data),
  });

  function submit(values: DetailsValues) {
    const body = toBody(employee, detailsBody(values));
    const errors = employeeRules(body);
    setRuleErrors(errors);
    if (errors.length) return applyRuleErrors(form, errors, t);
    save.mutate(body);
  }

  return (
    <Form form={form} layout="vertical" initialValues={detailsValues(employee)} onFinish={submit} disabled={!canEdit} onFinishFailed={() => toast.error(t('common:code.validation'))}>
      <Typography.Paragraph type="secondary">{t('details.globalId', { id: employee.gartanId })}</Typography.Paragraph>
      <DetailsFields readOnly={!canEdit} phoneMessages={listMessages(ruleErrors, 'phones', t)} lineManagerIds={employee.lineManagerIds ?? []} />
      {canEdit && (
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common:save')}</Button>
          <Button htmlType="button" onClick={() => { form.resetFields(); setRuleErrors([]); }}>{t('common:cancel')}</Button>
        </Space>
      )}
    </Form>
  );
}

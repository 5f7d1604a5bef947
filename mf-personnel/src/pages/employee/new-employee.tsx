import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Form, Space, Typography } from 'antd';
import { employeeRules, type ContractBody, type FieldMessage } from '@firecrest/contracts';
import { api, useCrumbName, useSave, useT, useToast } from '@firecrest/portal-kit';
import { DetailsFields, detailsBody, listMessages, type DetailsValues } from './details-form';
import { applyRuleErrors } from './details-tab';
import { ContractFields } from './contract-fields';
import { orNull, type Employee } from './employee';

type Values = DetailsValues & { contract: ContractBody };

/** /personnel/rt/personnel-list/new: the details and a first (default) contract. */
export function NewEmployeePage() {
  const { t } = useT('personnel');
  useCrumbName('/personnel/rt/personnel-list/new', t('record.newCrumb'));
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const toast = useToast();
  const [ruleErrors, setRuleErrors] = useState<FieldMessage[]>([]);
  const save = useSave({
    save: (body: object) => api.post<Employee>('/api/personnel/employees', body),
    invalidates: ['/api/personnel/employees'],
    saved: t('details.created'),
    form,
    onSaved: ({ data }) => navigate(`/personnel/rt/personnel-list/${data.id}/dashboard`),
    onFailed: (e) => {
      // The first contract's fields are the form's `contract` fields.
      const mapped = e as { response?: { data?: { errors?: { field: string }[] } } };
      mapped.response?.data?.errors?.forEach((x) => (x.field = x.field.replace(/^contracts\.0\./, 'contract.')));
    },
  });

  function submit(values: Values) {
    const c = values.contract;
    const body = { ...detailsBody(values), contracts: [{ ...c, serviceNumber: c.serviceNumber ?? '', endDate: orNull(c.endDate), isDefault: true }] };
    const errors = employeeRules(body).map((e) => ({ ...e, field: e.field.replace(/^contracts\.0\./, 'contract.') }));
    setRuleErrors(errors);
    if (errors.length) return applyRuleErrors(form as never, errors, t);
    save.mutate(body);
  }

  return (
    <div>
      <Typography.Title level={2}>{t('list.new')}</Typography.Title>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ phones: [], defaultPhone: 0, flags: [], lineManagerIds: [] }} onFinishFailed={() => toast.error(t('common:code.validation'))}>
        <DetailsFields readOnly={false} phoneMessages={listMessages(ruleErrors, 'phones', t)} />
        <Card size="small" title={t('record.contract.noun')} style={{ marginBottom: 16 }}>
          <ContractFields prefix={['contract']} withDefault={false} />
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common:save')}</Button>
          <Button htmlType="button" onClick={() => navigate('/personnel/rt/personnel-list')}>{t('common:cancel')}</Button>
        </Space>
      </Form>
    </div>
  );
}

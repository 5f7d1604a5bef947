import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Empty, Form, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { contractBody, contractRules, type ContractBody } from '@firecrest/contracts';
import { api, fieldMessage, showDay, useLocations, useOrganisationList, useSave, useSession, useT } from '@firecrest/portal-kit';
import { ruleText } from '../../lib/rule-messages';
import { ContractFields } from './contract-fields';
import { employeeUrl, orNull, toBody, type Contract, type Employee } from './employee';

type Editing = { index: number | null; values: Partial<ContractBody> };

/** Contract history (newest first), one default; a new or changed contract must not overlap the others. */
export function ContractsTab({ employee, onSaved }: { employee: Employee; onSaved(e: Employee): void }) {
  const { t } = useT('personnel');
  const canEdit = useSession((s) => s.can('EMPLOYEES', 'edit'));
  const locations = useLocations();
  const [roles, staffGroups, watches] = [useOrganisationList('employeeRole'), useOrganisationList('staffGroup'), useOrganisationList('watch')];
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form] = Form.useForm<ContractBody>();
  const rows = employee.contracts.map((c, index) => ({ ...c, index })).sort((a, b) => b.startDate.localeCompare(a.startDate));
  const save = useSave({
    save: ({ contracts }: { contracts: ContractBody[]; done: string }) => api.put<Employee>(employeeUrl(employee.id), toBody(employee, { contracts })),
    invalidates: [employeeUrl(employee.id)],
    saved: (_result, { done }) => done,
    onSaved: ({ data }) => (onSaved(data), setEditing(null)),
    // The server's messages on the contract being edited go on its fields; the others are toasted.
    onFailed: (e) => {
      const problem = (e as { response?: { data?: { errors?: { field: string; message: string }[] } } }).response?.data;
      const own = problem?.errors?.filter((x) => x.field.startsWith(`contracts.${editing?.index ?? employee.contracts.length}.`));
      if (own?.length) form.setFields(own.map((x) => ({ name: x.field.split('.').at(-1) as never, errors: [fieldMessage(x.message)] })));
      return Boolean(own?.length);
    },
  });

  function submit(values: ContractBody) {
    const index = editing!.index ?? employee.contracts.length;
    const contract = { ...values, endDate: orNull(values.endDate), isDefault: Boolean(values.isDefault), serviceNumber: values.serviceNumber ?? '' };
    let contracts = employee.contracts.map(contractBody);
    if (contract.isDefault) contracts = contracts.map((c) => ({ ...c, isDefault: false }));
    contracts[index] = contract;
    const errors = contractRules(contracts).filter((e) => e.field.startsWith(`contracts.${index}.`) || e.field === 'contracts');
    if (errors.length) return form.setFields(errors.map((e) => ({ name: (e.field.split('.').at(-1) === 'contracts' ? 'startDate' : e.field.split('.').at(-1)) as never, errors: [ruleText(t, e.message)] })));
    save.mutate({ contracts, done: t('record.saved', { noun: t('record.contract.noun') }) });
  }

  const remove = (index: number) => save.mutate({ contracts: employee.contracts.filter((_, i) => i !== index).map(contractBody), done: t('record.deleted', { noun: t('record.contract.noun') }) });
  const open = (index: number | null, c?: Contract) => {
    setEditing({ index, values: c ? contractBody(c) : { isDefault: employee.contracts.length === 0 } });
    form.resetFields();
    form.setFieldsValue(c ? contractBody(c) : { isDefault: employee.contracts.length === 0, serviceNumber: employee.contracts.at(-1)?.serviceNumber ?? '' });
  };

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('contracts.intro')}</Typography.Text>
        {canEdit && <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)}>{t('record.contract.new')}</Button>}
      </Space>
      <Table
        rowKey="index"
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description={t('record.empty', { many: t('record.contract.many') })} /> }}
        columns={[
          { title: t('field.serviceNo'), dataIndex: 'serviceNumber' },
          { title: t('field.station'), render: (_, c) => (c.stationId ? locations.byId.get(c.stationId)?.name : '') },
          { title: t('field.staffGroup'), render: (_, c) => (c.staffGroupId ? staffGroups.byId.get(c.staffGroupId)?.name : '') },
          { title: t('field.role'), render: (_, c) => (c.roleId ? roles.byId.get(c.roleId)?.name : '') },
          { title: t('field.watch'), render: (_, c) => (c.watchId ? watches.byId.get(c.watchId)?.name : '') },
          { title: t('field.startDate'), dataIndex: 'startDate', render: showDay },
          { title: t('field.endDate'), dataIndex: 'endDate', render: (d: string | null) => d ?? t('open') },
          { title: '', render: (_, c) => (c.isDefault ? <Tag color="blue">{t('field.default')}</Tag> : null) },
          { title: '', key: 'details', render: (_, c) => <Link to={`/personnel/rt/personnel-list/${employee.id}/dashboard/contract-list/details/${c.index + 1}`} aria-label={t('contracts.detailsLabel', { date: c.startDate })}>{t('detailsLink')}</Link> },
          ...(canEdit
            ? [{
                title: '',
                key: 'actions',
                render: (_: unknown, c: Contract & { index: number }) => (
                  <Space>
                    <Button type="text" icon={<EditOutlined />} aria-label={t('contracts.editLabel', { date: c.startDate })} onClick={() => open(c.index, c)} />
                    <Popconfirm title={t('record.confirmDelete', { one: t('record.contract.one') })} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove(c.index)}>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('contracts.deleteLabel', { date: c.startDate })} />
                    </Popconfirm>
                  </Space>
                ),
              }]
            : []),
        ]}
      />
      <Modal open={Boolean(editing)} title={editing?.index === null ? t('record.contract.new') : t('record.contract.noun')} okText={t('common:save')} confirmLoading={save.isPending} onOk={() => form.submit()} onCancel={() => setEditing(null)} width={720} destroyOnHidden forceRender>
        <Form form={form} layout="vertical" onFinish={submit}>
          <ContractFields />
        </Form>
      </Modal>
    </div>
  );
}

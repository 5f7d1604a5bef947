import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Radio, Select, Space } from 'antd';
import type { ReportInfo, SavedReport } from '@firecrest/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, read, useSave, useT, type QueryChanges } from '@firecrest/portal-kit';
import { filtersOf, REPORTS_URL } from './report-query';

type Values = { name: string; sharing: SavedReport['sharing'] };

/** Saved definitions of the report: open one (its filters), save the current filters, delete one's own (spec §9). */
export function SavedReports({ report, params, set }: { report: ReportInfo; params: URLSearchParams; set(changes: QueryChanges): void }) {
  const { t } = useT('reports');
  const url = `${REPORTS_URL}/${report.id}/saved`;
  const saved = useQuery(read<{ data: SavedReport[] }>(url));
  const [chosen, setChosen] = useState<string>();
  const [naming, setNaming] = useState(false);
  const [form] = Form.useForm<Values>();
  const current = saved.data?.data.find((s) => s.id === chosen);

  const open = (id: string) => {
    setChosen(id);
    const item = saved.data?.data.find((s) => s.id === id);
    if (item) set({ ...Object.fromEntries(report.filters.map((k) => [k, item.filters[k] ?? null])), page: null });
  };
  const save = useSave({
    save: (values: Values) => api.post<SavedReport>(url, { ...values, filters: filtersOf(params, report) }).then((r) => r.data),
    invalidates: [url],
    saved: (created) => t('saved.saved', { name: created.name }),
    onSaved: (created) => {
      setNaming(false);
      form.resetFields();
      setChosen(created.id);
    },
  });
  const remove = useSave({
    save: (item: SavedReport) => api.delete(`${url}/${item.id}`),
    invalidates: [url],
    saved: (_, item) => t('saved.deleted', { name: item.name }),
    onSaved: () => setChosen(undefined),
  });

  return (
    <Space wrap>
      <Select
        allowClear
        placeholder={saved.data?.data.length ? t('saved.label') : t('saved.none')}
        aria-label={t('saved.label')}
        style={{ width: 240 }}
        value={chosen}
        onChange={(id?: string) => (id ? open(id) : setChosen(undefined))}
        options={(saved.data?.data ?? []).map((s) => ({ value: s.id, label: s.mine ? s.name : t('saved.ofOwner', { name: s.name, owner: s.ownerName }) }))}
      />
      {current?.mine && (
        <Popconfirm title={t('saved.confirmDelete', { name: current.name })} description={current.sharing === 'allUsers' ? t('saved.sharedLoses') : undefined} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(current)}>
          <Button danger>{t('saved.delete')}</Button>
        </Popconfirm>
      )}
      <Button onClick={() => setNaming(true)}>{t('saved.save')}</Button>
      <Modal title={t('saved.modalTitle')} open={naming} okText={t('common:save')} confirmLoading={save.isPending} onOk={() => form.validateFields().then((values) => save.mutate(values), () => undefined)} onCancel={() => setNaming(false)} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ sharing: 'notShared' }}>
          <Form.Item name="name" label={t('saved.name')} rules={[{ required: true, whitespace: true, message: t('saved.nameRequired') }, { max: 100, message: t('saved.nameTooLong') }]}>
            <Input />
          </Form.Item>
          <Form.Item name="sharing" label={t('saved.sharing')}>
            <Radio.Group options={[{ value: 'notShared', label: t('saved.notShared') }, { value: 'allUsers', label: t('saved.allUsers') }]} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

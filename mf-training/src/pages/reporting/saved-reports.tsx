import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Radio, Select, Space } from 'antd';
import type { ReportInfo, SavedReport } from '@firecrest/contracts';
import { api, problemMessage, useFetched, useT, useToast, type QueryChanges } from '@firecrest/portal-kit';
import { filtersOf, REPORTS_URL } from './report-query';

/** Saved definitions of the report: open one (its filters), save the current filters, delete one's own (spec §9). */
export function SavedReports({ report, params, set }: { report: ReportInfo; params: URLSearchParams; set(changes: QueryChanges): void }) {
  const { t } = useT('reports');
  const url = `${REPORTS_URL}/${report.id}/saved`;
  const toast = useToast();
  const saved = useFetched<{ data: SavedReport[] }>(url);
  const [chosen, setChosen] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ name: string; sharing: SavedReport['sharing'] }>();
  const current = saved.data?.data.find((s) => s.id === chosen);

  const open = (id: string) => {
    setChosen(id);
    const item = saved.data?.data.find((s) => s.id === id);
    if (item) set({ ...Object.fromEntries(report.filters.map((k) => [k, item.filters[k] ?? null])), page: null });
  };
  const save = async () => {
    const values = await form.validateFields();
    try {
      const created = (await api.post<SavedReport>(url, { ...values, filters: filtersOf(params, report) })).data;
      toast.success(t('saved.saved', { name: created.name }));
      setSaving(false);
      form.resetFields();
      saved.reload();
      setChosen(created.id);
    } catch (error) {
      toast.error(problemMessage(error));
    }
  };
  const remove = async () => {
    try {
      await api.delete(`${url}/${current!.id}`);
      toast.success(t('saved.deleted', { name: current!.name }));
      setChosen(undefined);
      saved.reload();
    } catch (error) {
      toast.error(problemMessage(error));
    }
  };

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
        <Popconfirm title={t('saved.confirmDelete', { name: current.name })} description={current.sharing === 'allUsers' ? t('saved.sharedLoses') : undefined} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={remove}>
          <Button danger>{t('saved.delete')}</Button>
        </Popconfirm>
      )}
      <Button onClick={() => setSaving(true)}>{t('saved.save')}</Button>
      <Modal title={t('saved.modalTitle')} open={saving} okText={t('common:save')} onOk={save} onCancel={() => setSaving(false)} destroyOnHidden>
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

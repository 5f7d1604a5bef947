import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Radio, Select, Space } from 'antd';
import type { ReportInfo, SavedReport } from '@firecrest/contracts';
import { api, problemMessage, useFetched, useToast, type QueryChanges } from '@firecrest/portal-kit';
import { filtersOf, REPORTS_URL } from './report-query';

/** Saved definitions of the report: open one (its filters), save the current filters, delete one's own (spec §9). */
export function SavedReports({ report, params, set }: { report: ReportInfo; params: URLSearchParams; set(changes: QueryChanges): void }) {
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
      toast.success(`Saved "${created.name}".`);
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
      toast.success(`Deleted "${current!.name}".`);
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
        placeholder={saved.data?.data.length ? 'Saved reports' : 'No saved reports yet'}
        aria-label="Saved reports"
        style={{ width: 240 }}
        value={chosen}
        onChange={(id?: string) => (id ? open(id) : setChosen(undefined))}
        options={(saved.data?.data ?? []).map((s) => ({ value: s.id, label: s.mine ? s.name : `${s.name} (${s.ownerName})` }))}
      />
      {current?.mine && (
        <Popconfirm title={`Delete the saved report "${current.name}"?`} description={current.sharing === 'allUsers' ? 'Everyone it is shared with loses it too.' : undefined} okText="Delete" okButtonProps={{ danger: true }} onConfirm={remove}>
          <Button danger>Delete saved</Button>
        </Popconfirm>
      )}
      <Button onClick={() => setSaving(true)}>Save report</Button>
      <Modal title="Save this report with its filters" open={saving} okText="Save" onOk={save} onCancel={() => setSaving(false)} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ sharing: 'notShared' }}>
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Give the saved report a name.' }, { max: 100, message: 'A name has at most 100 characters.' }]}>
            <Input />
          </Form.Item>
          <Form.Item name="sharing" label="Sharing">
            <Radio.Group options={[{ value: 'notShared', label: 'Not shared' }, { value: 'allUsers', label: 'All users' }]} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

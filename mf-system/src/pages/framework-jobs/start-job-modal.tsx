import { useState } from 'react';
import { Alert, App, Form, Modal, Select, Typography } from 'antd';
import type { FrameworkJobBody, FrameworkJobItemKind } from '@firecrest/contracts';
import { EmployeesSelect, api, problemMessage, showFieldErrors, useFetched, useT, useToast } from '@firecrest/portal-kit';
import type { JobScreen } from './job-kinds';

type ListAnswer = { data: { id: number; code?: string; name?: string }[] };
interface Values {
  items: string[];
  employeeIds?: number[];
}

function useListOptions(screen: JobScreen, kind: FrameworkJobItemKind) {
  const list = screen.lists.find((l) => l.kind === kind);
  const { data, error, loading } = useFetched<ListAnswer>(list ? `/api/training/competency-framework/${list.path}` : null, { shared: true });
  return { label: list?.label ?? '', shown: !!list, error, loading, options: (data?.data ?? []).map((i) => ({ value: `${kind}:${i.id}`, label: `${i.code ?? ''} ${i.name ?? ''}`.trim() })) };
}

function ItemsSelect({ screen, id, value, onChange }: { screen: JobScreen; id?: string; value?: string[]; onChange?: (v: string[]) => void }) {
  const { t } = useT('system');
  const competencies = useListOptions(screen, 'competency');
  const subjectAreas = useListOptions(screen, 'subjectArea');
  const programs = useListOptions(screen, 'competencyProgram');
  const lists = [competencies, subjectAreas, programs].filter((l) => l.shown);
  const error = lists.find((l) => l.error)?.error;
  return (
    <Select
      id={id}
      mode="multiple"
      aria-label={t('jobs.items')}
      optionFilterProp="label"
      value={value ?? []}
      onChange={onChange}
      loading={lists.some((l) => l.loading)}
      options={lists.map((l) => ({ label: t(l.label), options: l.options }))}
      notFoundContent={error ?? t('jobs.nothingToChoose')}
      placeholder={lists.length === 1 ? t('jobs.chooseCompetencies') : t('jobs.chooseItems')}
    />
  );
}

/** Starts a job of the screen's type over a selection; an archive asks once more, as it cannot be undone. */
export function StartJobModal({ screen, open, onClose, onStarted }: { screen: JobScreen; open: boolean; onClose: () => void; onStarted: (id: number) => void }) {
  const { t } = useT('system');
  const [form] = Form.useForm<Values>();
  const { modal } = App.useApp();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const assign = screen.verb === 'assign';

  async function start(values: Values) {
    const body: FrameworkJobBody = {
      jobType: screen.jobType,
      items: values.items.map((v) => {
        const [kind, id] = v.split(':');
        return { kind: kind as FrameworkJobItemKind, id: Number(id) };
      }),
      ...(assign ? { employeeIds: values.employeeIds ?? [] } : {}),
    };
    setSaving(true);
    try {
      const { data } = await api.post<{ id: number }>('/api/training/tasks/framework-jobs', body);
      toast.success(t('jobs.started', { id: data.id }));
      form.resetFields();
      onStarted(data.id);
    } catch (e) {
      if (!showFieldErrors(form, e)) toast.error(problemMessage(e));
    } finally {
      setSaving(false);
    }
  }
  const submit = (values: Values) =>
    assign
      ? start(values)
      : modal.confirm({
          title: t('jobs.archiveConfirm', { count: values.items.length }),
          content: t('jobs.archiveText'),
          okText: t('jobs.archiveOk'),
          cancelText: t('common:cancel'),
          okButtonProps: { danger: true },
          onOk: () => start(values),
        });

  return (
    <Modal open={open} title={assign ? t('jobs.startAssign') : t('jobs.startArchive')} okText={t('jobs.start')} cancelText={t('common:cancel')} confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t(screen.intro)}</Typography.Paragraph>
      {!assign && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('jobs.cannotUndo')} />}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="items" label={assign ? t('jobs.list.competencies') : t('jobs.items')} rules={[{ required: true, type: 'array', min: 1, message: assign ? t('jobs.chooseOneCompetency') : t('jobs.chooseOneItem') }]}>
          <ItemsSelect screen={screen} />
        </Form.Item>
        {assign && (
          <Form.Item name="employeeIds" label={t('jobs.employees')} rules={[{ required: true, type: 'array', min: 1, message: t('jobs.chooseOneEmployee') }]}>
            <EmployeesSelect />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

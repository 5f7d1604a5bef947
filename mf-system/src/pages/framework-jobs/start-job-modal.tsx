import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Modal, Select, Typography } from 'antd';
import type { FrameworkJobBody, FrameworkJobItemKind } from '@firecrest/contracts';
import { EmployeesSelect, api, errorOf, lookup, useSave, useT } from '@firecrest/portal-kit';
import { JOBS, type JobScreen } from './job-kinds';

type ListAnswer = { data: { id: number; code?: string; name?: string }[] };
interface Values {
  items: string[];
  employeeIds?: number[];
}

function useListOptions(screen: JobScreen, kind: FrameworkJobItemKind) {
  const list = screen.lists.find((l) => l.kind === kind);
  const query = useQuery(lookup<ListAnswer>(list ? `/api/training/competency-framework/${list.path}` : null));
  return { label: list?.label ?? '', shown: !!list, error: errorOf(query), loading: query.isFetching, options: (query.data?.data ?? []).map((i) => ({ value: `${kind}:${i.id}`, label: `${i.code ?? ''} ${i.name ?? ''}`.trim() })) };
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
  const assign = screen.verb === 'assign';
  const start = useSave({
    save: (body: FrameworkJobBody) => api.post<{ id: number }>(JOBS, body).then((r) => r.data),
    invalidates: [JOBS],
    saved: (job) => t('jobs.started', { id: job.id }),
    form,
    onSaved: (job) => {
      form.resetFields();
      onStarted(job.id);
    },
  });

  function submit(values: Values) {
    const body: FrameworkJobBody = {
      jobType: screen.jobType,
      items: values.items.map((v) => {
        const [kind, id] = v.split(':');
        return { kind: kind as FrameworkJobItemKind, id: Number(id) };
      }),
      ...(assign ? { employeeIds: values.employeeIds ?? [] } : {}),
    };
    if (assign) start.mutate(body);
    else
      modal.confirm({
        title: t('jobs.archiveConfirm', { count: values.items.length }),
        content: t('jobs.archiveText'),
        okText: t('jobs.archiveOk'),
        cancelText: t('common:cancel'),
        okButtonProps: { danger: true },
        onOk: () => start.mutateAsync(body).catch(() => undefined),
      });
  }

  return (
    <Modal open={open} title={assign ? t('jobs.startAssign') : t('jobs.startArchive')} okText={t('jobs.start')} cancelText={t('common:cancel')} confirmLoading={start.isPending} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
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

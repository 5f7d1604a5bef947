import { useState } from 'react';
import { Alert, Button, Select, Space, Table } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { CompetencyExtension } from '@firecrest/contracts';
import { useQuery } from '@tanstack/react-query';
import { DateRangeFilter, dateRangeProblem, EmployeeSelect, errorOf, listLocale, read, showDateTime, showDay, useQueryParams, useSession, useT, useTrainingList } from '@firecrest/portal-kit';
import { useEmployeeNames } from '../../lib/employees';
import { PageTitle } from '../../lib/page-title';
import type { Page } from '../../lib/training-types';
import { ExtendModal } from './extend-modal';
import { extensionsUrl, PAGE_SIZE } from './extensions-query';

/** `/competency/rt/extensions`: who had a competency's expiry extended, to when and why; extend one with the right (§6). */
export function CompetencyExtensionsPage() {
  const { t } = useT('training');
  const [params, set] = useQueryParams();
  const canExtend = useSession((s) => s.can('EXTEND_COMPETENCY_EXPIRY', 'edit'));
  const competencies = useTrainingList('competency');
  const list = useQuery(read<Page<CompetencyExtension>>(extensionsUrl(params)));
  const { data } = list;
  const error = errorOf(list);
  const names = useEmployeeNames((data?.data ?? []).map((e) => e.employeeId));
  const [extending, setExtending] = useState(false);
  const invalid = dateRangeProblem(params.get('from'), params.get('to'));
  const filtered = ['employeeId', 'competencyId', 'from', 'to'].some((f) => params.get(f));
  const competencyName = (id: number) => competencies.byId.get(id)?.name ?? t('extensions.competencyId', { id });

  return (
    <div>
      <PageTitle title={t('extensions.title')} extra={canExtend && <Button type="primary" icon={<PlusOutlined />} onClick={() => setExtending(true)}>{t('extensions.extendOne')}</Button>} />
      <Space wrap align="start" style={{ marginBottom: 16 }}>
        <EmployeeSelect allowClear value={params.get('employeeId') ? Number(params.get('employeeId')) : undefined} onChange={(v) => set({ employeeId: v ? String(v) : null, page: null })} />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('extensions.competency')}
          aria-label={t('extensions.competencyFilter')}
          style={{ width: 240 }}
          value={params.get('competencyId') ?? undefined}
          onChange={(v) => set({ competencyId: v ?? null, page: null })}
          options={competencies.items.map((c) => ({ value: String(c.id), label: `${c.code} ${c.name}` }))}
        />
        <DateRangeFilter from={params.get('from')} to={params.get('to')} fromLabel={t('extensions.from')} toLabel={t('extensions.until')} onChange={({ from, to }) => set({ from, to, page: null })} />
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => list.refetch()}>{t('common:retry')}</Button>} />}
      <Table<CompetencyExtension>
        rowKey="id"
        loading={list.isFetching}
        dataSource={invalid ? [] : (data?.data ?? [])}
        locale={listLocale(invalid ?? (filtered ? t('extensions.noMatch') : t('extensions.empty')), error)}
        pagination={{ current: Number(params.get('page') ?? 0) + 1, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, showTotal: (total) => t('extensions.total', { count: total }) }}
        onChange={(p) => set({ page: String((p.current ?? 1) - 1) })}
        columns={[
          { title: t('extensions.employee'), key: 'employee', render: (_, e) => names.get(e.employeeId) ?? t('common:employeeSelect.employee', { id: e.employeeId }) },
          { title: t('extensions.competency'), key: 'competency', render: (_, e) => competencyName(e.competencyId) },
          { title: t('extensions.expiredOn'), key: 'previous', render: (_, e) => showDay(e.previousExpiryDate) },
          { title: t('extensions.extendedTo'), key: 'expiry', render: (_, e) => showDay(e.expiryDate) },
          { title: t('extensions.reason'), dataIndex: 'reason', ellipsis: true },
          { title: t('common:history.by'), dataIndex: 'extendedBy' },
          { title: t('common:history.when'), dataIndex: 'extendedAt', render: showDateTime },
        ]}
      />
      <ExtendModal open={extending} onClose={() => setExtending(false)} onExtended={() => setExtending(false)} />
    </div>
  );
}

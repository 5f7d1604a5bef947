import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Input, Modal, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleTwoTone, ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import type { SorterResult } from 'antd/es/table/interface';
import type { EmployeeSkillRow, IntegrationSystem, SkillMappingDetail } from '@firecrest/contracts';
import { api, errorOf, listLocale, problemMessage, read, showDateTime, showDay, useSave, useT, useToast } from '@firecrest/portal-kit';

type Paged = { data: EmployeeSkillRow[]; pagingInfo: { totalItems: number } };
const SORT_COLUMNS: Record<string, string> = { lastName: 'Employee.LastName', firstName: 'Employee.FirstName', skillCode: 'SkillCode', startDate: 'StartDate', endDate: 'EndDate' };
/** The catalogue keys of the two screens' titles and of the connected systems' names. */
const TITLES: Record<IntegrationSystem, string> = { availability: 'skills.title.availability', roster: 'skills.title.roster' };
const SYSTEMS: Record<IntegrationSystem, string> = { availability: 'skills.system.availability', roster: 'skills.system.roster' };

/** admin-area §2.14: employee skill mappings; a row opens the detail, refresh asks first. */
export function EmployeeSkillsPage({ system }: { system: IntegrationSystem }) {
  const { t } = useT('system');
  const { modal } = App.useApp();
  const toast = useToast();
  const base = `/api/system/integrations/${system}`;
  const skillTypes = useQuery(read<{ data: { id: number; skillCode: string }[] }>(`${base}/skill-types`));
  const types = skillTypes.data?.data ?? [];
  const [query, setQuery] = useState({ search: '', skillMappingId: undefined as number | undefined, valid: 0, orderBy: 'Employee.LastName', orderByDescending: false, page: 0 });
  const [open, setOpen] = useState<(SkillMappingDetail & { valid: boolean; row: EmployeeSkillRow }) | null>(null);

  const params = new URLSearchParams({
    ...(query.search ? { search: query.search } : {}),
    ...(query.skillMappingId !== undefined ? { skillMappingId: String(query.skillMappingId) } : {}),
    // The spec's valid-only flag: true when the valid filter is not 1 (1 = all).
    validOnly: String(query.valid !== 1),
    orderBy: query.orderBy,
    orderByDescending: String(query.orderByDescending),
    page: String(query.page),
    itemsPerPage: '30',
  });
  const skills = useQuery(read<Paged>(`${base}/employee-skills?${params}`));
  const rows = skills.data ?? null;
  const loading = skills.isFetching;
  const error = errorOf(skills);
  const load = () => void skills.refetch();
  const sendAgain = useSave({
    save: (row: EmployeeSkillRow) => api.post(`${base}/employee-skills/refresh`, { skillMappingId: row.skillMappingId, employeeId: row.employeeId }),
    invalidates: [`${base}/employee-skills`],
    saved: t('skills.sent'),
  });

  const openDetail = async (row: EmployeeSkillRow) => {
    try {
      const { data } = await api.get<SkillMappingDetail & { valid: boolean }>(`${base}/employee-skills/${row.skillMappingId}/${row.employeeId}`);
      setOpen({ ...data, row });
    } catch (e) {
      toast.error(problemMessage(e));
    }
  };

  const refresh = (row: EmployeeSkillRow) =>
    modal.confirm({
      title: t('skills.refreshConfirm'),
      content: t('skills.refreshText', { name: `${row.firstName} ${row.lastName}`, code: row.skillCode, system: t(SYSTEMS[system]) }),
      okText: t('skills.refresh'),
      cancelText: t('common:cancel'),
      onOk: () => sendAgain.mutateAsync(row).catch(() => undefined),
    });

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{t(TITLES[system])}</Typography.Title>
        <Button icon={<ReloadOutlined />} aria-label={t('skills.refreshList')} onClick={load} />
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('skills.search')} aria-label={t('skills.search')} style={{ width: 240 }} onSearch={(search) => setQuery((q) => ({ ...q, search, page: 0 }))} />
        <Select
          allowClear
          placeholder={t('skills.skill')}
          aria-label={t('skills.skill')}
          style={{ width: 180 }}
          options={types.map((type) => ({ value: type.id, label: type.skillCode }))}
          onChange={(skillMappingId?: number) => setQuery((q) => ({ ...q, skillMappingId, page: 0 }))}
        />
        <Select
          aria-label={t('skills.valid')}
          style={{ width: 160 }}
          value={query.valid}
          options={[{ value: 0, label: t('skills.validOnly') }, { value: 1, label: t('skills.all') }]}
          onChange={(valid: number) => setQuery((q) => ({ ...q, valid, page: 0 }))}
        />
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={load}>{t('common:retry')}</Button>} />}
      <Table<EmployeeSkillRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows?.data ?? []}
        locale={listLocale(t('skills.empty'), error)}
        pagination={{ current: query.page + 1, pageSize: 30, total: rows?.pagingInfo.totalItems ?? 0, showSizeChanger: false }}
        onChange={(pagination, _filters, sorter) => {
          const s = sorter as SorterResult<EmployeeSkillRow>;
          setQuery((q) => ({
            ...q,
            page: (pagination.current ?? 1) - 1,
            orderBy: (s.order && SORT_COLUMNS[String(s.field)]) || 'Employee.LastName',
            orderByDescending: s.order === 'descend',
          }));
        }}
        onRow={(row) => ({ onClick: () => void openDetail(row), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('skills.lastName'), dataIndex: 'lastName', sorter: true, defaultSortOrder: 'ascend' },
          { title: t('skills.firstName'), dataIndex: 'firstName', sorter: true },
          { title: t('skills.identifier'), dataIndex: 'gartanIdentifier' },
          { title: t('skills.skill'), dataIndex: 'skillCode', sorter: true },
          { title: t('skills.start'), dataIndex: 'startDate', sorter: true, render: showDay },
          { title: t('skills.end'), dataIndex: 'endDate', sorter: true, render: showDay },
          { title: t('skills.valid'), dataIndex: 'valid', render: (v: boolean) => (v ? <Tag color="green">{t('skills.valid')}</Tag> : <Tag>{t('skills.notValid')}</Tag>) },
          {
            title: t('skills.sentColumn'),
            dataIndex: 'notificationSent',
            render: (sent: boolean, row) =>
              sent ? (
                <Tooltip title={row.dateNotificationSent ? showDateTime(row.dateNotificationSent) : ''}>
                  <CheckCircleTwoTone twoToneColor="#52c41a" aria-label={t('skills.sentColumn')} />
                </Tooltip>
              ) : null,
          },
          {
            title: '',
            key: 'refresh',
            render: (_v, row) => (
              <Button
                size="small"
                icon={<SyncOutlined />}
                onClick={(e) => {
                  e.stopPropagation();
                  refresh(row);
                }}
              >
                {t('skills.refresh')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={!!open}
        width={960}
        mask={{ closable: false }}
        keyboard={false}
        title={open ? `${open.name} (${open.skillCode}): ${open.employee.firstName} ${open.employee.lastName}` : ''}
        onCancel={() => setOpen(null)}
        footer={[
          <Button key="refresh" icon={<SyncOutlined />} onClick={() => open && refresh(open.row)}>{t('skills.refresh')}</Button>,
          <Button key="close" type="primary" onClick={() => setOpen(null)}>{t('skills.close')}</Button>,
        ]}
      >
        {open && (
          <>
            <Descriptions size="small" column={3} items={[
              { key: 's', label: t('skills.startDate'), children: open.startDate ? showDay(open.startDate) : '—' },
              { key: 'e', label: t('skills.endDate'), children: open.endDate ? showDay(open.endDate) : '—' },
              { key: 'v', label: t('skills.valid'), children: open.valid ? t('skills.yes') : t('skills.no') },
            ]} />
            <Table
              style={{ marginTop: 16 }}
              size="small"
              rowKey="subjectAreaCode"
              pagination={false}
              dataSource={open.subjectAreas}
              columns={[
                { title: t('skills.subjectArea'), dataIndex: 'subjectAreaCode' },
                { title: t('skills.status'), dataIndex: 'subjectAreaStatusName', render: (v: string | null) => v ?? t('skills.notHeld') },
                {
                  title: t('skills.competencies'),
                  dataIndex: 'competencies',
                  render: (cs: SkillMappingDetail['subjectAreas'][number]['competencies']) => (
                    <Space wrap>
                      {cs.map((c) => (
                        <Tag key={c.code} color={c.status ? 'blue' : undefined}>{c.expiryDate ? t('skills.competencyExpires', { code: c.code, status: c.status ?? t('skills.notHeldLower'), date: showDay(c.expiryDate) }) : t('skills.competency', { code: c.code, status: c.status ?? t('skills.notHeldLower') })}</Tag>
                      ))}
                    </Space>
                  ),
                },
              ]}
            />
          </>
        )}
      </Modal>
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Descriptions, Input, Modal, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleTwoTone, ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import type { SorterResult } from 'antd/es/table/interface';
import type { EmployeeSkillRow, IntegrationSystem, SkillMappingDetail } from '@firecrest/contracts';
import { api, listLocale, problemMessage, showDateTime, showDay, useToast } from '@firecrest/portal-kit';

type Paged = { data: EmployeeSkillRow[]; pagingInfo: { totalItems: number } };
const SORT_COLUMNS: Record<string, string> = { lastName: 'Employee.LastName', firstName: 'Employee.FirstName', skillCode: 'SkillCode', startDate: 'StartDate', endDate: 'EndDate' };
const TITLES: Record<IntegrationSystem, string> = { availability: 'Availability employee skills', roster: 'Roster employee skills' };

/** admin-area §2.14: employee skill mappings; a row opens the detail, refresh asks first. */
export function EmployeeSkillsPage({ system }: { system: IntegrationSystem }) {
  const { modal } = App.useApp();
  const toast = useToast();
  const base = `/api/system/integrations/${system}`;
  const [types, setTypes] = useState<{ id: number; skillCode: string }[]>([]);
  const [query, setQuery] = useState({ search: '', skillMappingId: undefined as number | undefined, valid: 0, orderBy: 'Employee.LastName', orderByDescending: false, page: 0 });
  const [rows, setRows] = useState<Paged | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<(SkillMappingDetail & { valid: boolean; row: EmployeeSkillRow }) | null>(null);

  useEffect(() => {
    api.get<{ data: { id: number; skillCode: string }[] }>(`${base}/skill-types`).then(({ data }) => setTypes(data.data)).catch(() => setTypes([]));
  }, [base]);

  const load = useCallback(() => {
    setLoading(true);
    setError(null);
    api
      .get<Paged>(`${base}/employee-skills`, {
        params: {
          search: query.search || undefined,
          skillMappingId: query.skillMappingId,
          // The spec's valid-only flag: true when the valid filter is not 1 (1 = all).
          validOnly: query.valid !== 1,
          orderBy: query.orderBy,
          orderByDescending: query.orderByDescending,
          page: query.page,
          itemsPerPage: 30,
        },
      })
      .then(({ data }) => setRows(data))
      .catch((e) => setError(problemMessage(e)))
      .finally(() => setLoading(false));
  }, [base, query]);
  useEffect(load, [load]);

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
      title: 'Refresh this skill?',
      content: `${row.firstName} ${row.lastName}'s current ${row.skillCode} state will be sent to the ${system} system.`,
      okText: 'Refresh',
      onOk: async () => {
        try {
          await api.post(`${base}/employee-skills/refresh`, { skillMappingId: row.skillMappingId, employeeId: row.employeeId });
          toast.success('Skill sent');
          load();
        } catch (e) {
          toast.error(problemMessage(e));
        }
      },
    });

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{TITLES[system]}</Typography.Title>
        <Button icon={<ReloadOutlined />} aria-label="Refresh list" onClick={load} />
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder="Search" aria-label="Search" style={{ width: 240 }} onSearch={(search) => setQuery((q) => ({ ...q, search, page: 0 }))} />
        <Select
          allowClear
          placeholder="Skill"
          aria-label="Skill"
          style={{ width: 180 }}
          options={types.map((t) => ({ value: t.id, label: t.skillCode }))}
          onChange={(skillMappingId?: number) => setQuery((q) => ({ ...q, skillMappingId, page: 0 }))}
        />
        <Select
          aria-label="Valid"
          style={{ width: 160 }}
          value={query.valid}
          options={[{ value: 0, label: 'Valid only' }, { value: 1, label: 'All' }]}
          onChange={(valid: number) => setQuery((q) => ({ ...q, valid, page: 0 }))}
        />
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={load}>Retry</Button>} />}
      <Table<EmployeeSkillRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows?.data ?? []}
        locale={listLocale('No employee skills', error)}
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
          { title: 'Last name', dataIndex: 'lastName', sorter: true, defaultSortOrder: 'ascend' },
          { title: 'First name', dataIndex: 'firstName', sorter: true },
          { title: 'Identifier', dataIndex: 'gartanIdentifier' },
          { title: 'Skill', dataIndex: 'skillCode', sorter: true },
          { title: 'Start', dataIndex: 'startDate', sorter: true, render: showDay },
          { title: 'End', dataIndex: 'endDate', sorter: true, render: showDay },
          { title: 'Valid', dataIndex: 'valid', render: (v: boolean) => (v ? <Tag color="green">Valid</Tag> : <Tag>Not valid</Tag>) },
          {
            title: 'Sent',
            dataIndex: 'notificationSent',
            render: (sent: boolean, row) =>
              sent ? (
                <Tooltip title={row.dateNotificationSent ? showDateTime(row.dateNotificationSent) : ''}>
                  <CheckCircleTwoTone twoToneColor="#52c41a" aria-label="Sent" />
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
                Refresh
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
          <Button key="refresh" icon={<SyncOutlined />} onClick={() => open && refresh(open.row)}>Refresh</Button>,
          <Button key="close" type="primary" onClick={() => setOpen(null)}>Close</Button>,
        ]}
      >
        {open && (
          <>
            <Descriptions size="small" column={3} items={[
              { key: 's', label: 'Start date', children: open.startDate ?? '—' },
              { key: 'e', label: 'End date', children: open.endDate ?? '—' },
              { key: 'v', label: 'Valid', children: open.valid ? 'Yes' : 'No' },
            ]} />
            <Table
              style={{ marginTop: 16 }}
              size="small"
              rowKey="subjectAreaCode"
              pagination={false}
              dataSource={open.subjectAreas}
              columns={[
                { title: 'Subject area', dataIndex: 'subjectAreaCode' },
                { title: 'Status', dataIndex: 'subjectAreaStatusName', render: (v: string | null) => v ?? 'Not held' },
                {
                  title: 'Competencies',
                  dataIndex: 'competencies',
                  render: (cs: SkillMappingDetail['subjectAreas'][number]['competencies']) => (
                    <Space wrap>
                      {cs.map((c) => (
                        <Tag key={c.code} color={c.status ? 'blue' : undefined}>{`${c.code}: ${c.status ?? 'not held'}${c.expiryDate ? `, expires ${c.expiryDate}` : ''}`}</Tag>
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

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Col, Form, Input, Popconfirm, Result, Row, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { LocationBody } from '@firecrest/contracts';
import { api, errorOf, HistoryTable, listLocale, LOCATIONS_URL, read, type LocationItem, useOrganisationList, useSave, useSession, useT, useToast } from '@firecrest/portal-kit';

const LIST = '/admin/rt/location/list';
/** The catalogue keys of the kinds of location. */
const KINDS = { station: 'locations.station', trainingLocation: 'locations.trainingLocation' } as const;

/** /admin/rt/location/list: stations and training locations with their district. */
export function LocationsPage() {
  const { t } = useT('system');
  const navigate = useNavigate();
  const can = useSession((s) => s.can);
  const locations = useQuery(read<{ data: LocationItem[] }>(LOCATIONS_URL));
  const error = errorOf(locations);
  const districts = useOrganisationList('district');
  const [filter, setFilter] = useState('');
  const text = filter.trim().toLowerCase();
  const rows = (locations.data?.data ?? []).filter((l) => text.length < 3 || `${l.callSign} ${l.name}`.toLowerCase().includes(text));

  const remove = useSave({ save: (l: LocationItem) => api.delete(`${LOCATIONS_URL}/${l.id}`), invalidates: [LOCATIONS_URL], saved: t('locations.deleted') });

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{t('locations.title')}</Typography.Title>
        {can('LOCATIONS', 'create') && <Link to={`${LIST}/new`}><Button type="primary" icon={<PlusOutlined />}>{t('new')}</Button></Link>}
      </Space>
      <Input.Search allowClear placeholder={t('locations.filter')} aria-label={t('refList.filter')} style={{ width: 360, marginBottom: 16 }} value={filter} onChange={(e) => setFilter(e.target.value)} />
      {error && <Alert type="error" showIcon title={error} action={<Button onClick={() => locations.refetch()}>{t('common:retry')}</Button>} style={{ marginBottom: 16 }} />}
      <Table<LocationItem>
        rowKey="id"
        loading={locations.isFetching}
        dataSource={rows}
        locale={listLocale(t('locations.empty'), error)}
        onRow={(r) => ({ onClick: () => navigate(`${LIST}/details/${r.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('locations.callSign'), dataIndex: 'callSign', sorter: (a, b) => a.callSign.localeCompare(b.callSign), defaultSortOrder: 'ascend' },
          { title: t('refList.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
          { title: t('locations.kind'), dataIndex: 'kind', render: (k: LocationItem['kind']) => <Tag color={k === 'station' ? 'red' : 'blue'}>{t(KINDS[k])}</Tag> },
          { title: t('locations.district'), render: (_, l) => (l.districtId ? districts.byId.get(l.districtId)?.name : '') },
          { title: t('locations.postcode'), dataIndex: 'postcode' },
          { title: t('locations.phone'), dataIndex: 'phone' },
          ...(can('LOCATIONS', 'delete')
            ? [{
                title: '',
                key: 'actions',
                width: 56,
                render: (_: unknown, l: LocationItem) => (
                  <span onClick={(e) => e.stopPropagation()}>
                    <Popconfirm title={t('orgList.confirmDelete', { name: `${l.callSign} ${l.name}` })} okText={t('common:delete')} cancelText={t('common:cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(l)}>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('refList.deleteLabel', { name: l.callSign })} />
                    </Popconfirm>
                  </span>
                ),
              }]
            : []),
        ]}
      />
    </div>
  );
}

/** /admin/rt/location/list/new and /details/{id}. */
export function LocationPage() {
  const { t } = useT('system');
  const { id } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const canSave = useSession((s) => s.can('LOCATIONS', id ? 'edit' : 'create'));
  const location = useQuery(read<LocationItem>(id ? `${LOCATIONS_URL}/${id}` : null));
  const [districts, rosters, watches] = [useOrganisationList('district'), useOrganisationList('roster'), useOrganisationList('watch')];
  const [form] = Form.useForm<LocationBody>();
  const required = [{ required: true, whitespace: true, message: t('common:required') }];
  const options = (list: typeof districts) => list.items.map((i) => ({ value: i.id, label: i.name }));

  const save = useSave({
    save: (body: LocationBody) => (id ? api.put(`${LOCATIONS_URL}/${id}`, body) : api.post(LOCATIONS_URL, body)),
    invalidates: [LOCATIONS_URL],
    saved: t('locations.saved'),
    form,
    onSaved: () => navigate(LIST),
  });
  const submit = (values: LocationBody) => save.mutate({ ...values, districtId: values.districtId ?? null, rosterId: values.rosterId ?? null, watchId: values.watchId ?? null });

  if (id && location.isFetching) return <Skeleton active />;
  if (id && !location.data) return <Result status="404" title={t('locations.notFound')} subTitle={errorOf(location)} extra={<Link to={LIST}><Button>{t('orgList.back')}</Button></Link>} />;
  const initial = location.data ?? { kind: 'station' };
  return (
    <div style={{ maxWidth: 820 }}>
      <Typography.Title level={2}>{location.data ? `${location.data.callSign} ${location.data.name}` : t('locations.new')}</Typography.Title>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={!canSave} onFinishFailed={() => toast.error(t('form.fillAllRequired'))}>
        <Row gutter={16}>
          <Col xs={24} md={8}><Form.Item name="kind" label={t('locations.kind')} rules={required}><Select aria-label={t('locations.kind')} options={Object.entries(KINDS).map(([value, label]) => ({ value, label: t(label) }))} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="callSign" label={t('locations.callSign')} rules={required}><Input maxLength={20} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="name" label={t('refList.name')} rules={required}><Input maxLength={100} /></Form.Item></Col>
          <Col xs={24} md={12}><Form.Item name="address" label={t('locations.address')}><Input maxLength={300} /></Form.Item></Col>
          <Col xs={12} md={6}><Form.Item name="postcode" label={t('locations.postcode')}><Input maxLength={10} /></Form.Item></Col>
          <Col xs={12} md={6}><Form.Item name="phone" label={t('locations.phone')} rules={[{ pattern: /^[0-9 +()-]*$/, message: t('userFields.phoneRule') }]}><Input maxLength={30} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="districtId" label={t('locations.district')}><Select allowClear aria-label={t('locations.district')} options={options(districts)} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="rosterId" label={t('locations.roster')}><Select allowClear aria-label={t('locations.roster')} options={options(rosters)} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="watchId" label={t('locations.watch')}><Select allowClear aria-label={t('locations.watch')} options={options(watches)} /></Form.Item></Col>
        </Row>
        <Space>
          {canSave && <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common:save')}</Button>}
          <Button htmlType="button" disabled={false} onClick={() => navigate(LIST)}>{t('common:cancel')}</Button>
        </Space>
      </Form>
      {id && (
        <>
          <Typography.Title level={4} style={{ marginTop: 24 }}>{t('refList.history')}</Typography.Title>
          <HistoryTable url={`/api/personnel/history?entity=location&entityId=${id}`} />
        </>
      )}
    </div>
  );
}

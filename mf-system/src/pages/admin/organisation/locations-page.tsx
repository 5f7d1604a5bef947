import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Col, Form, Input, Popconfirm, Result, Row, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { MESSAGES, type LocationBody } from '@firecrest/contracts';
import { api, HistoryTable, invalidateShared, listLocale, LOCATIONS_URL, problemMessage, showFieldErrors, type LocationItem, useFetched, useOrganisationList, useSession, useToast } from '@firecrest/portal-kit';

const LIST = '/admin/rt/location/list';
const KINDS = { station: 'Station', trainingLocation: 'Training location' } as const;

/** /admin/rt/location/list: stations and training locations with their district. */
export function LocationsPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const can = useSession((s) => s.can);
  const locations = useFetched<{ data: LocationItem[] }>(LOCATIONS_URL);
  const districts = useOrganisationList('district');
  const [filter, setFilter] = useState('');
  const text = filter.trim().toLowerCase();
  const rows = (locations.data?.data ?? []).filter((l) => text.length < 3 || `${l.callSign} ${l.name}`.toLowerCase().includes(text));

  async function remove(l: LocationItem) {
    try {
      await api.delete(`${LOCATIONS_URL}/${l.id}`);
      invalidateShared(LOCATIONS_URL);
      toast.success('Location deleted');
      locations.reload();
    } catch (e) {
      toast.error(problemMessage(e));
    }
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>Locations</Typography.Title>
        {can('LOCATIONS', 'create') && <Link to={`${LIST}/new`}><Button type="primary" icon={<PlusOutlined />}>New</Button></Link>}
      </Space>
      <Input.Search allowClear placeholder="Filter by call sign or name (at least 3 characters)" aria-label="Filter" style={{ width: 360, marginBottom: 16 }} value={filter} onChange={(e) => setFilter(e.target.value)} />
      {locations.error && <Alert type="error" showIcon title={locations.error} action={<Button onClick={locations.reload}>Retry</Button>} style={{ marginBottom: 16 }} />}
      <Table<LocationItem>
        rowKey="id"
        loading={locations.loading}
        dataSource={rows}
        locale={listLocale('No locations yet', locations.error)}
        onRow={(r) => ({ onClick: () => navigate(`${LIST}/details/${r.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Call sign', dataIndex: 'callSign', sorter: (a, b) => a.callSign.localeCompare(b.callSign), defaultSortOrder: 'ascend' },
          { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
          { title: 'Kind', dataIndex: 'kind', render: (k: LocationItem['kind']) => <Tag color={k === 'station' ? 'red' : 'blue'}>{KINDS[k]}</Tag> },
          { title: 'District', render: (_, l) => (l.districtId ? districts.byId.get(l.districtId)?.name : '') },
          { title: 'Postcode', dataIndex: 'postcode' },
          { title: 'Phone', dataIndex: 'phone' },
          ...(can('LOCATIONS', 'delete')
            ? [{
                title: '',
                key: 'actions',
                width: 56,
                render: (_: unknown, l: LocationItem) => (
                  <span onClick={(e) => e.stopPropagation()}>
                    <Popconfirm title={`Delete ${l.callSign} ${l.name}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove(l)}>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${l.callSign}`} />
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
  const { id } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const canSave = useSession((s) => s.can('LOCATIONS', id ? 'edit' : 'create'));
  const location = useFetched<LocationItem>(id ? `${LOCATIONS_URL}/${id}` : null);
  const [districts, rosters, watches] = [useOrganisationList('district'), useOrganisationList('roster'), useOrganisationList('watch')];
  const [form] = Form.useForm<LocationBody>();
  const [saving, setSaving] = useState(false);
  const required = [{ required: true, whitespace: true, message: MESSAGES.required }];
  const options = (list: typeof districts) => list.items.map((i) => ({ value: i.id, label: i.name }));

  async function save(values: LocationBody) {
    setSaving(true);
    const body = { ...values, districtId: values.districtId ?? null, rosterId: values.rosterId ?? null, watchId: values.watchId ?? null };
    try {
      if (id) await api.put(`${LOCATIONS_URL}/${id}`, body);
      else await api.post(LOCATIONS_URL, body);
      invalidateShared(LOCATIONS_URL);
      toast.success('Location saved');
      navigate(LIST);
    } catch (e) {
      if (!showFieldErrors(form, e)) toast.error(problemMessage(e));
    } finally {
      setSaving(false);
    }
  }

  if (id && location.loading) return <Skeleton active />;
  if (id && !location.data) return <Result status="404" title="Location not found" subTitle={location.error} extra={<Link to={LIST}><Button>Back to the list</Button></Link>} />;
  const initial = location.data ?? { kind: 'station' };
  return (
    <div style={{ maxWidth: 820 }}>
      <Typography.Title level={2}>{location.data ? `${location.data.callSign} ${location.data.name}` : 'New location'}</Typography.Title>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={save} disabled={!canSave} onFinishFailed={() => toast.error('Please fill out all required fields')}>
        <Row gutter={16}>
          <Col xs={24} md={8}><Form.Item name="kind" label="Kind" rules={required}><Select aria-label="Kind" options={Object.entries(KINDS).map(([value, label]) => ({ value, label }))} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="callSign" label="Call sign" rules={required}><Input maxLength={20} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="name" label="Name" rules={required}><Input maxLength={100} /></Form.Item></Col>
          <Col xs={24} md={12}><Form.Item name="address" label="Address"><Input maxLength={300} /></Form.Item></Col>
          <Col xs={12} md={6}><Form.Item name="postcode" label="Postcode"><Input maxLength={10} /></Form.Item></Col>
          <Col xs={12} md={6}><Form.Item name="phone" label="Phone" rules={[{ pattern: /^[0-9 +()-]*$/, message: 'Digits, spaces, +, ( ) and - only' }]}><Input maxLength={30} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="districtId" label="District"><Select allowClear aria-label="District" options={options(districts)} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="rosterId" label="Roster"><Select allowClear aria-label="Roster" options={options(rosters)} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="watchId" label="Watch"><Select allowClear aria-label="Watch" options={options(watches)} /></Form.Item></Col>
        </Row>
        <Space>
          {canSave && <Button type="primary" htmlType="submit" loading={saving}>Save</Button>}
          <Button htmlType="button" disabled={false} onClick={() => navigate(LIST)}>Cancel</Button>
        </Space>
      </Form>
      {id && (
        <>
          <Typography.Title level={4} style={{ marginTop: 24 }}>History</Typography.Title>
          <HistoryTable url={`/api/personnel/history?entity=location&entityId=${id}`} />
        </>
      )}
    </div>
  );
}

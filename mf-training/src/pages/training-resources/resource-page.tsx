import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Empty, Form, Input, Popconfirm, Result, Select, Skeleton, Space, Table, Tag, Tooltip } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { TRAINING_MESSAGES as M, TRAINING_RESOURCE_TYPES } from '@firecrest/contracts';
import { api, problemMessage, useCrumbName, useFetched, useSession } from '@firecrest/portal-kit';
import { showDateTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import { ResourceBookingModal } from '../../lib/resource-booking-form';
import { useSave } from '../../lib/save';
import type { Inventory, Page, ResourceBooking, TrainingResource } from '../../lib/training-types';
import { InventoryModal } from './inventory-modal';

const LIST = '/training-resources';
const limit = (v: number | null, unit = '') => (v === null ? 'no limit' : `${v}${unit}`);

/** `/training-resources/:id`: the resource, its inventories with their limits, and its bookings (breaches marked). */
export function ResourcePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const save = useSave();
  const [form] = Form.useForm<Pick<TrainingResource, 'name' | 'trainingResourceTypeName' | 'notes'>>();
  const canEdit = useSession((s) => s.can('TRAINING_RESOURCES', 'edit'));
  const canCreate = useSession((s) => s.can('TRAINING_RESOURCES', 'create'));
  const canDelete = useSession((s) => s.can('TRAINING_RESOURCES', 'delete'));
  const resource = useFetched<TrainingResource>(`/api/training/training-resources/${id}`);
  const inventories = useFetched<Page<Inventory>>(`/api/training/training-resource-inventories?trainingResourceId=${id}&itemsPerPage=500`);
  const stock = inventories.data?.data ?? [];
  const bookingsUrl = stock.length ? stock.map((i) => `/api/training/training-resource-bookings?trainingResourceInventoryId=${i.id}&itemsPerPage=500`) : [];
  const [bookings, setBookings] = useState<ResourceBooking[]>([]);
  const [bookingsLoading, setBookingsLoading] = useState(false);
  const [bookingsError, setBookingsError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const bookingTypes = useReferenceList('bookingType');
  const [editing, setEditing] = useState<Inventory | null | 'new'>(null);
  const [booking, setBooking] = useState<number | null>(null);

  useEffect(() => {
    if (resource.data) form.setFieldsValue(resource.data);
  }, [resource.data, form]);
  useCrumbName(`/training-resources/${id}`, resource.data?.name);
  const key = bookingsUrl.join('|');
  useEffect(() => {
    // A failed read is said as such, never shown as "No bookings"; an answer to an older read is dropped.
    let live = true;
    setBookingsLoading(true);
    setBookingsError(null);
    Promise.all(bookingsUrl.map((u) => api.get<Page<ResourceBooking>>(u).then((r) => r.data.data)))
      .then((lists) => live && setBookings(lists.flat().sort((a, b) => b.startDate.localeCompare(a.startDate))))
      .catch((error: unknown) => live && setBookingsError(problemMessage(error)))
      .finally(() => live && setBookingsLoading(false));
    return () => {
      live = false;
    };
  }, [key, tick]); // eslint-disable-line react-hooks/exhaustive-deps

  if (resource.error) return <Result status="warning" title={resource.error} extra={<Link to={LIST}>Back to training resources</Link>} />;
  if (!resource.data) return <Skeleton active />;
  const inventoryName = new Map(stock.map((i) => [i.id, i.name]));

  return (
    <div>
      <PageTitle
        back={{ to: LIST, label: 'Training resources' }}
        title={resource.data.name}
        extra={
          <>
            <Link to={`${LIST}/${id}/history`}><Button>History</Button></Link>
            {canDelete && (
              <Popconfirm title="Delete this training resource?" description="Only a resource without inventories can be deleted." okText="Delete" okButtonProps={{ danger: true }} onConfirm={async () => { if (await save(() => api.delete(`/api/training/training-resources/${id}`), 'Training resource deleted')) navigate(LIST); }}>
                <Button danger>Delete</Button>
              </Popconfirm>
            )}
          </>
        }
      />
      <Card title="Details" size="small" style={{ marginBottom: 16 }}>
        <Form
          form={form}
          layout="vertical"
          disabled={!canEdit}
          style={{ maxWidth: 640 }}
          onFinish={async (v) => { if (await save(() => api.put(`/api/training/training-resources/${id}`, { ...v, notes: v.notes ?? '' }), 'Changes saved', form)) resource.reload(); }}
        >
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: M.required }]}><Input /></Form.Item>
          <Form.Item name="trainingResourceTypeName" label="Type" rules={[{ required: true, message: M.required }]}><Select options={TRAINING_RESOURCE_TYPES.map((t) => ({ value: t, label: t }))} /></Form.Item>
          <Form.Item name="notes" label="Notes"><Input.TextArea rows={2} /></Form.Item>
          {canEdit && <Button type="primary" htmlType="submit">Save</Button>}
        </Form>
      </Card>
      <Card title="Inventories" size="small" style={{ marginBottom: 16 }} extra={canCreate && <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')}>New inventory</Button>}>
        <Table<Inventory>
          rowKey="id"
          size="small"
          loading={inventories.loading}
          dataSource={stock}
          pagination={false}
          locale={{ emptyText: <Empty description="No inventories: add one to book this resource" /> }}
          columns={[
            { title: 'Name', dataIndex: 'name', render: (n: string, i) => (canEdit ? <a onClick={() => setEditing(i)}>{n}</a> : n) },
            { title: 'Quantity', dataIndex: 'quantity' },
            { title: 'Max per event', dataIndex: 'maximumAllowedPerEvent', render: (v: number | null) => limit(v) },
            { title: 'Longest booking', dataIndex: 'maximumBookingMinutes', render: (v: number | null) => limit(v, ' min') },
            { title: 'Unavailable before / after', key: 'around', render: (_, i) => `${i.minutesUnavailableBeforeStart} / ${i.minutesUnavailableAfterEnd} min` },
            { title: 'Hourly', dataIndex: 'restrictedToHourlyBookings', render: (v: boolean) => (v ? 'Yes' : 'No') },
            { title: 'For', key: 'for', render: (_, i) => [i.availableForOnStationEvents && 'on-station', i.availableForTrainingCourses && 'courses'].filter(Boolean).join(', ') || 'nothing' },
            { title: '', key: 'book', render: (_, i) => canCreate && <Button size="small" onClick={() => setBooking(i.id)}>Book</Button> },
          ]}
        />
      </Card>
      <Card title="Bookings" size="small">
        {bookingsError && <Alert type="error" showIcon title={bookingsError} action={<Button size="small" onClick={() => setTick((t) => t + 1)}>Retry</Button>} style={{ marginBottom: 12 }} />}
        <Table<ResourceBooking>
          rowKey="id"
          size="small"
          loading={inventories.loading || bookingsLoading}
          dataSource={bookings}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description="No bookings" /> }}
          columns={[
            { title: 'Inventory', key: 'inventory', render: (_, b) => inventoryName.get(b.trainingResourceInventoryId) },
            { title: 'Booking type', key: 'type', render: (_, b) => bookingTypes.byId.get(b.bookingTypeId)?.name ?? b.bookingTypeId },
            { title: 'Event', dataIndex: 'trainingEventId', render: (e: number | null) => (e ? <Link to={`/training-planner/rt/details/${e}`}>Event {e}</Link> : '') },
            { title: 'Quantity', dataIndex: 'quantity' },
            { title: 'Start', dataIndex: 'startDate', render: (d: string, b) => <Link to={`/training-resources/${id}/bookings/${b.id}`}>{showDateTime(d)}</Link> },
            { title: 'End', dataIndex: 'endDate', render: showDateTime },
            { title: 'Booked by', dataIndex: 'createdBy' },
            { title: 'Breach', key: 'breach', render: (_, b) => b.breachCreated && <Link to={`/training-resources/${id}/bookings/${b.id}/warnings`}><Tooltip title={`${b.breachCreatedComment} (${b.breachCreatedByUsername})`}><Tag color="red">Breach</Tag></Tooltip></Link> },
            {
              title: '',
              key: 'actions',
              render: (_, b) =>
                canDelete && (
                  <Space>
                    <Popconfirm title="Remove this booking?" okText="Remove" okButtonProps={{ danger: true }} onConfirm={async () => { if (await save(() => api.delete(`/api/training/training-resource-bookings/${b.id}`), 'Booking removed')) setTick((t) => t + 1); }}>
                      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label="Remove booking" />
                    </Popconfirm>
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      {editing && (
        <InventoryModal resourceId={Number(id)} inventory={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); inventories.reload(); }} />
      )}
      {booking && <ResourceBookingModal inventoryId={booking} onClose={() => setBooking(null)} onSaved={() => { setBooking(null); setTick((t) => t + 1); }} onGroupSaved={(group) => navigate(`/training-resources/${group.trainingResourceId}/booking-groups/${group.id}`)} />}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Empty, Form, Input, Popconfirm, Result, Select, Skeleton, Space, Table, Tag, Tooltip } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { TRAINING_RESOURCE_TYPES } from '@firecrest/contracts';
import { api, problemMessage, useCrumbName, useFetched, useSession, useT } from '@firecrest/portal-kit';
import { showDateTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import { ResourceBookingModal } from '../../lib/resource-booking-form';
import { useSave } from '../../lib/save';
import type { Inventory, Page, ResourceBooking, TrainingResource } from '../../lib/training-types';
import { InventoryModal } from './inventory-modal';
import { TYPE_KEYS } from './resources-list-page';

const LIST = '/training-resources';

/** `/training-resources/:id`: the resource, its inventories with their limits, and its bookings (breaches marked). */
export function ResourcePage() {
  const { t } = useT('training');
  const M = { required: t('common:required') };
  const limit = (v: number | null, minutes = false) => (v === null ? t('resources.noLimit') : minutes ? t('resources.minutes', { count: v }) : String(v));
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

  if (resource.error) return <Result status="warning" title={resource.error} extra={<Link to={LIST}>{t('resources.back')}</Link>} />;
  if (!resource.data) return <Skeleton active />;
  const inventoryName = new Map(stock.map((i) => [i.id, i.name]));

  return (
    <div>
      <PageTitle
        back={{ to: LIST, label: t('resources.title') }}
        title={resource.data.name}
        extra={
          <>
            <Link to={`${LIST}/${id}/history`}><Button>{t('resources.history')}</Button></Link>
            {canDelete && (
              <Popconfirm title={t('resources.deleteConfirm')} description={t('resources.deleteHelp')} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={async () => { if (await save(() => api.delete(`/api/training/training-resources/${id}`), t('resources.deleted'))) navigate(LIST); }}>
                <Button danger>{t('common:delete')}</Button>
              </Popconfirm>
            )}
          </>
        }
      />
      <Card title={t('resources.details')} size="small" style={{ marginBottom: 16 }}>
        <Form
          form={form}
          layout="vertical"
          disabled={!canEdit}
          style={{ maxWidth: 640 }}
          onFinish={async (v) => { if (await save(() => api.put(`/api/training/training-resources/${id}`, { ...v, notes: v.notes ?? '' }), t('templates.saved'), form)) resource.reload(); }}
        >
          <Form.Item name="name" label={t('resources.name')} rules={[{ required: true, whitespace: true, message: M.required }]}><Input /></Form.Item>
          <Form.Item name="trainingResourceTypeName" label={t('resources.typeLabel')} rules={[{ required: true, message: M.required }]}><Select options={TRAINING_RESOURCE_TYPES.map((v) => ({ value: v, label: t(TYPE_KEYS[v]!) }))} /></Form.Item>
          <Form.Item name="notes" label={t('resources.notes')}><Input.TextArea rows={2} /></Form.Item>
          {canEdit && <Button type="primary" htmlType="submit">{t('common:save')}</Button>}
        </Form>
      </Card>
      <Card title={t('resources.inventories')} size="small" style={{ marginBottom: 16 }} extra={canCreate && <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('resources.newInventory')}</Button>}>
        <Table<Inventory>
          rowKey="id"
          size="small"
          loading={inventories.loading}
          dataSource={stock}
          pagination={false}
          locale={{ emptyText: <Empty description={t('resources.noInventories')} /> }}
          columns={[
            { title: t('resources.name'), dataIndex: 'name', render: (n: string, i) => (canEdit ? <a onClick={() => setEditing(i)}>{n}</a> : n) },
            { title: t('resources.quantity'), dataIndex: 'quantity' },
            { title: t('resources.maxPerEvent'), dataIndex: 'maximumAllowedPerEvent', render: (v: number | null) => limit(v) },
            { title: t('resources.longest'), dataIndex: 'maximumBookingMinutes', render: (v: number | null) => limit(v, true) },
            { title: t('resources.around'), key: 'around', render: (_, i) => t('resources.aroundValue', { before: i.minutesUnavailableBeforeStart, after: i.minutesUnavailableAfterEnd }) },
            { title: t('resources.hourly'), dataIndex: 'restrictedToHourlyBookings', render: (v: boolean) => (v ? t('framework.yes') : t('framework.no')) },
            { title: t('resources.for'), key: 'for', render: (_, i) => [i.availableForOnStationEvents && t('resources.forOnStation'), i.availableForTrainingCourses && t('resources.forCourses')].filter(Boolean).join(', ') || t('resources.forNothing') },
            { title: '', key: 'book', render: (_, i) => canCreate && <Button size="small" onClick={() => setBooking(i.id)}>{t('booking.book')}</Button> },
          ]}
        />
      </Card>
      <Card title={t('resources.bookings')} size="small">
        {bookingsError && <Alert type="error" showIcon title={bookingsError} action={<Button size="small" onClick={() => setTick((n) => n + 1)}>{t('common:retry')}</Button>} style={{ marginBottom: 12 }} />}
        <Table<ResourceBooking>
          rowKey="id"
          size="small"
          loading={inventories.loading || bookingsLoading}
          dataSource={bookings}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description={t('resources.noBookings')} /> }}
          columns={[
            { title: t('booking.inventory'), key: 'inventory', render: (_, b) => inventoryName.get(b.trainingResourceInventoryId) },
            { title: t('booking.bookingType'), key: 'type', render: (_, b) => bookingTypes.byId.get(b.bookingTypeId)?.name ?? b.bookingTypeId },
            { title: t('resources.event'), dataIndex: 'trainingEventId', render: (e: number | null) => (e ? <Link to={`/training-planner/rt/details/${e}`}>{t('resources.eventId', { id: e })}</Link> : '') },
            { title: t('resources.quantity'), dataIndex: 'quantity' },
            { title: t('booking.start'), dataIndex: 'startDate', render: (d: string, b) => <Link to={`/training-resources/${id}/bookings/${b.id}`}>{showDateTime(d)}</Link> },
            { title: t('booking.end'), dataIndex: 'endDate', render: showDateTime },
            { title: t('resources.bookedBy'), dataIndex: 'createdBy' },
            { title: t('resources.breach'), key: 'breach', render: (_, b) => b.breachCreated && <Link to={`/training-resources/${id}/bookings/${b.id}/warnings`}><Tooltip title={`${b.breachCreatedComment} (${b.breachCreatedByUsername})`}><Tag color="red">{t('resources.breach')}</Tag></Tooltip></Link> },
            {
              title: '',
              key: 'actions',
              render: (_, b) =>
                canDelete && (
                  <Space>
                    <Popconfirm title={t('resources.removeBookingConfirm')} okText={t('resources.remove')} okButtonProps={{ danger: true }} onConfirm={async () => { if (await save(() => api.delete(`/api/training/training-resource-bookings/${b.id}`), t('resources.bookingRemoved'))) setTick((n) => n + 1); }}>
                      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('resources.removeBooking')} />
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
      {booking && <ResourceBookingModal inventoryId={booking} onClose={() => setBooking(null)} onSaved={() => { setBooking(null); setTick((n) => n + 1); }} onGroupSaved={(group) => navigate(`/training-resources/${group.trainingResourceId}/booking-groups/${group.id}`)} />}
    </div>
  );
}

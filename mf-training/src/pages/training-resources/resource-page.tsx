import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Empty, Form, Input, Popconfirm, Result, Select, Skeleton, Space, Table, Tag, Tooltip } from 'antd';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { TRAINING_RESOURCE_TYPES } from '@firecrest/contracts';
import { api, errorOf, read, useCrumbName, useSession, useT } from '@firecrest/portal-kit';
import { showDateTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import { ResourceBookingModal } from '../../lib/resource-booking-form';
import { useTrainingSave } from '../../lib/save';
import type { Inventory, Page, ResourceBooking, TrainingResource } from '../../lib/training-types';
import { InventoryModal } from './inventory-modal';
import { TYPE_KEYS } from './resources-list-page';

const LIST = '/training-resources';
const RESOURCES_API = '/api/training/training-resources';
const BOOKINGS_API = '/api/training/training-resource-bookings';
type Details = Pick<TrainingResource, 'name' | 'trainingResourceTypeName' | 'notes'>;

/** The bookings of every inventory, newest first; a failed read is said as such, never shown as "No bookings". */
const allBookings = (lists: UseQueryResult<Page<ResourceBooking>>[]) => ({
  data: lists.flatMap((l) => l.data?.data ?? []).sort((a, b) => b.startDate.localeCompare(a.startDate)),
  isFetching: lists.some((l) => l.isFetching),
  error: lists.find((l) => l.error)?.error ?? null,
  refetch: () => lists.forEach((l) => void l.refetch()),
});

/** `/training-resources/:id`: the resource, its inventories with their limits, and its bookings (breaches marked). */
export function ResourcePage() {
  const { t } = useT('training');
  const M = { required: t('common:required') };
  const limit = (v: number | null, minutes = false) => (v === null ? t('resources.noLimit') : minutes ? t('resources.minutes', { count: v }) : String(v));
  const { id } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Details>();
  const canEdit = useSession((s) => s.can('TRAINING_RESOURCES', 'edit'));
  const canCreate = useSession((s) => s.can('TRAINING_RESOURCES', 'create'));
  const canDelete = useSession((s) => s.can('TRAINING_RESOURCES', 'delete'));
  const resource = useQuery(read<TrainingResource>(`${RESOURCES_API}/${id}`));
  const inventories = useQuery(read<Page<Inventory>>(`/api/training/training-resource-inventories?trainingResourceId=${id}&itemsPerPage=500`));
  const stock = inventories.data?.data ?? [];
  const bookings = useQueries({ queries: stock.map((i) => read<Page<ResourceBooking>>(`${BOOKINGS_API}?trainingResourceInventoryId=${i.id}&itemsPerPage=500`)), combine: allBookings });
  const bookingsError = errorOf(bookings);
  const save = useTrainingSave({ save: (v: Details) => api.put(`${RESOURCES_API}/${id}`, { ...v, notes: v.notes ?? '' }), invalidates: [RESOURCES_API], saved: t('templates.saved'), form });
  const remove = useTrainingSave({ save: () => api.delete(`${RESOURCES_API}/${id}`), invalidates: [RESOURCES_API], saved: t('resources.deleted'), onSaved: () => navigate(LIST) });
  const removeBooking = useTrainingSave({ save: (b: ResourceBooking) => api.delete(`${BOOKINGS_API}/${b.id}`), invalidates: [BOOKINGS_API], saved: t('resources.bookingRemoved') });
  const bookingTypes = useReferenceList('bookingType');
  const [editing, setEditing] = useState<Inventory | null | 'new'>(null);
  const [booking, setBooking] = useState<number | null>(null);

  useEffect(() => {
    if (resource.data) form.setFieldsValue(resource.data);
  }, [resource.data, form]);
  useCrumbName(`/training-resources/${id}`, resource.data?.name);
  const resourceError = errorOf(resource);
  if (resourceError) return <Result status="warning" title={resourceError} extra={<Link to={LIST}>{t('resources.back')}</Link>} />;
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
              <Popconfirm title={t('resources.deleteConfirm')} description={t('resources.deleteHelp')} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate()}>
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
          onFinish={(v) => save.mutate(v)}
        >
          <Form.Item name="name" label={t('resources.name')} rules={[{ required: true, whitespace: true, message: M.required }]}><Input /></Form.Item>
          <Form.Item name="trainingResourceTypeName" label={t('resources.typeLabel')} rules={[{ required: true, message: M.required }]}><Select options={TRAINING_RESOURCE_TYPES.map((v) => ({ value: v, label: t(TYPE_KEYS[v]!) }))} /></Form.Item>
          <Form.Item name="notes" label={t('resources.notes')}><Input.TextArea rows={2} /></Form.Item>
          {canEdit && <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common:save')}</Button>}
        </Form>
      </Card>
      <Card title={t('resources.inventories')} size="small" style={{ marginBottom: 16 }} extra={canCreate && <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('resources.newInventory')}</Button>}>
        <Table<Inventory>
          rowKey="id"
          size="small"
          loading={inventories.isFetching}
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
        {bookingsError && <Alert type="error" showIcon title={bookingsError} action={<Button size="small" onClick={bookings.refetch}>{t('common:retry')}</Button>} style={{ marginBottom: 12 }} />}
        <Table<ResourceBooking>
          rowKey="id"
          size="small"
          loading={inventories.isFetching || bookings.isFetching}
          dataSource={bookings.data}
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
                    <Popconfirm title={t('resources.removeBookingConfirm')} okText={t('resources.remove')} okButtonProps={{ danger: true }} onConfirm={() => removeBooking.mutate(b)}>
                      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('resources.removeBooking')} />
                    </Popconfirm>
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      {editing && (
        <InventoryModal resourceId={Number(id)} inventory={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      )}
      {booking && <ResourceBookingModal inventoryId={booking} onClose={() => setBooking(null)} onSaved={() => setBooking(null)} onGroupSaved={(group) => navigate(`/training-resources/${group.trainingResourceId}/booking-groups/${group.id}`)} />}
    </div>
  );
}

import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Col, Form, Input, Popconfirm, Result, Row, Select, Skeleton, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { api, errorOf, read, useLocations, useSession, useT } from '@firecrest/portal-kit';
import { fromLocalDateTime, localDateTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import { useTrainingSave } from '../../lib/save';
import { INCIDENTS, type IncidentRow } from './incidents-list-page';

interface Values {
  incidentNo: string;
  incidentTypeId: number;
  revisedIncidentTypeId?: number | null;
  alert: string;
  returned?: string;
  address?: string;
  stationIds?: number[];
  applianceCallSigns?: string[];
}

const INCIDENTS_API = '/api/training/incidents';
type Body = Omit<IncidentRow, 'id'>;

/** `/callout/rt/callouts-list/new` and `/details/:id`: incident no, types, alert and return dates, address, stations, appliances. */
export function IncidentPage() {
  const { t } = useT('incidents');
  const { id } = useParams();
  const isNew = !id;
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const canEdit = useSession((s) => s.can('INCIDENTS', isNew ? 'create' : 'edit'));
  const canDelete = useSession((s) => s.can('INCIDENTS', 'delete'));
  const incident = useQuery(read<IncidentRow>(isNew ? null : `${INCIDENTS_API}/${id}`));
  const save = useTrainingSave({
    save: (body: Body) => (isNew ? api.post<IncidentRow>(INCIDENTS_API, body) : api.put<IncidentRow>(`${INCIDENTS_API}/${id}`, body)).then((r) => r.data),
    invalidates: [INCIDENTS_API],
    saved: isNew ? t('incident.added') : t('incident.saved'),
    form,
    fieldName: (f) => ({ incidentDate: 'alert', returnDate: 'returned' })[f] ?? f,
    onSaved: (saved) => {
      if (isNew) navigate(`${INCIDENTS}/details/${saved.id}`);
    },
  });
  const remove = useTrainingSave({ save: () => api.delete(`${INCIDENTS_API}/${id}`), invalidates: [INCIDENTS_API], saved: t('incident.deleted'), onSaved: () => navigate(INCIDENTS) });
  const types = useReferenceList('incidentType');
  const locations = useLocations();
  useEffect(() => {
    const i = incident.data;
    if (i) form.setFieldsValue({ ...i, alert: localDateTime(i.incidentDate), returned: i.returnDate ? localDateTime(i.returnDate) : undefined });
  }, [incident.data, form]);

  function submit(v: Values) {
    save.mutate({
      incidentNo: v.incidentNo.trim(),
      incidentTypeId: v.incidentTypeId,
      revisedIncidentTypeId: v.revisedIncidentTypeId ?? null,
      incidentDate: fromLocalDateTime(v.alert),
      returnDate: v.returned ? fromLocalDateTime(v.returned) : null,
      address: v.address ?? '',
      stationIds: v.stationIds ?? [],
      applianceCallSigns: v.applianceCallSigns ?? [],
    });
  }

  const error = errorOf(incident);
  if (error) return <Result status="warning" title={error} extra={<Link to={INCIDENTS}>{t('incident.back')}</Link>} />;
  if (!isNew && !incident.data) return <Skeleton active />;
  const typeOptions = types.items.map((type) => ({ value: type.id, label: `${type.code} ${type.name}` }));
  return (
    <div>
      <PageTitle
        back={{ to: INCIDENTS, label: t('list.title') }}
        title={isNew ? t('incident.new') : t('incident.title', { no: incident.data!.incidentNo })}
        extra={!isNew && (<>
          <Link to={`${INCIDENTS}/details/${id}/car-list`}><Button type="primary">{t('report.title')}</Button></Link>
          {canDelete && (
          <Popconfirm title={t('incident.confirmDelete')} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate()}>
            <Button danger>{t('common:delete')}</Button>
          </Popconfirm>
          )}
        </>)}
      />
      <Form form={form} layout="vertical" disabled={!canEdit} onFinish={submit} style={{ maxWidth: 900 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}><Form.Item name="incidentNo" label={t('incident.no')} rules={[{ required: true, whitespace: true, message: t('common:field.thisRequired') }, { pattern: /^[A-Za-z0-9/_-]+$/, message: t('incident.noChars') }]}><Input /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="incidentTypeId" label={t('incident.initialType')} rules={[{ required: true, message: t('common:field.thisRequired') }]}><Select showSearch optionFilterProp="label" options={typeOptions} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="revisedIncidentTypeId" label={t('incident.revisedType')}><Select allowClear showSearch optionFilterProp="label" options={typeOptions} /></Form.Item></Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={8}><Form.Item name="alert" label={t('incident.alert')} rules={[{ required: true, message: t('incident.invalidDateTime') }]}><Input type="datetime-local" /></Form.Item></Col>
          <Col xs={24} md={8}>
            <Form.Item name="returned" label={t('incident.returned')} dependencies={['alert']} rules={[({ getFieldValue }) => ({ validator: async (_, v: string) => { if (v && getFieldValue('alert') && v <= getFieldValue('alert')) throw new Error(t('incident.returnAfterAlert')); } })]}>
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="address" label={t('incident.address')}><Input /></Form.Item>
        <Form.Item name="stationIds" label={t('incident.stations')}><Select mode="multiple" showSearch optionFilterProp="label" options={locations.items.filter((l) => l.kind === 'station').map((l) => ({ value: l.id, label: `${l.callSign} ${l.name}` }))} /></Form.Item>
        <Form.Item name="applianceCallSigns" label={t('incident.appliances')}><Select mode="tags" tokenSeparators={[',', ' ']} open={false} /></Form.Item>
        {canEdit && (
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>{isNew ? t('incident.add') : t('common:save')}</Button>
            <Link to={INCIDENTS}><Button>{t('common:cancel')}</Button></Link>
          </Space>
        )}
      </Form>
    </div>
  );
}

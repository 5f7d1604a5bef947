import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Col, Form, Input, Popconfirm, Result, Row, Select, Skeleton, Space } from 'antd';
import { api, useFetched, useLocations, useSession, useT } from '@firecrest/portal-kit';
import { fromLocalDateTime, localDateTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import { useSave } from '../../lib/save';
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

/** `/callout/rt/callouts-list/new` and `/details/:id`: incident no, types, alert and return dates, address, stations, appliances. */
export function IncidentPage() {
  const { t } = useT('incidents');
  const { id } = useParams();
  const isNew = !id;
  const navigate = useNavigate();
  const save = useSave();
  const [form] = Form.useForm<Values>();
  const canEdit = useSession((s) => s.can('INCIDENTS', isNew ? 'create' : 'edit'));
  const canDelete = useSession((s) => s.can('INCIDENTS', 'delete'));
  const incident = useFetched<IncidentRow>(isNew ? null : `/api/training/incidents/${id}`);
  const types = useReferenceList('incidentType');
  const locations = useLocations();
  useEffect(() => {
    const i = incident.data;
    if (i) form.setFieldsValue({ ...i, alert: localDateTime(i.incidentDate), returned: i.returnDate ? localDateTime(i.returnDate) : undefined });
  }, [incident.data, form]);

  async function submit(v: Values) {
    const body = {
      incidentNo: v.incidentNo.trim(),
      incidentTypeId: v.incidentTypeId,
      revisedIncidentTypeId: v.revisedIncidentTypeId ?? null,
      incidentDate: fromLocalDateTime(v.alert),
      returnDate: v.returned ? fromLocalDateTime(v.returned) : null,
      address: v.address ?? '',
      stationIds: v.stationIds ?? [],
      applianceCallSigns: v.applianceCallSigns ?? [],
    };
    const saved = await save(() => (isNew ? api.post<IncidentRow>('/api/training/incidents', body) : api.put<IncidentRow>(`/api/training/incidents/${id}`, body)).then((r) => r.data), isNew ? t('incident.added') : t('incident.saved'), form, (f) => ({ incidentDate: 'alert', returnDate: 'returned' })[f] ?? f);
    if (saved && isNew) navigate(`${INCIDENTS}/details/${saved.id}`);
  }

  if (incident.error) return <Result status="warning" title={incident.error} extra={<Link to={INCIDENTS}>{t('incident.back')}</Link>} />;
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
          <Popconfirm title={t('incident.confirmDelete')} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={async () => { if (await save(() => api.delete(`/api/training/incidents/${id}`), t('incident.deleted'))) navigate(INCIDENTS); }}>
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
            <Button type="primary" htmlType="submit">{isNew ? t('incident.add') : t('common:save')}</Button>
            <Link to={INCIDENTS}><Button>{t('common:cancel')}</Button></Link>
          </Space>
        )}
      </Form>
    </div>
  );
}

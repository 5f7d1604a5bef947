import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Col, Form, Input, InputNumber, Popconfirm, Result, Row, Select, Skeleton } from 'antd';
import { COURSE_TEMPLATE_EDITABLE, EVALUATION_OPTIONS, type CourseTemplateBody } from '@firecrest/contracts';
import { api, errorOf, lookup, read, useCrumbName, useSession, useT } from '@firecrest/portal-kit';
import { useTrainingMessages } from '../../lib/messages';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import { useTrainingSave } from '../../lib/save';
import type { Page, TrainingResource } from '../../lib/training-types';
import { InstructorList } from './instructor-list';
import { MaterialList } from './material-list';
import { TemplateStatusBar } from './template-status-bar';
import { TEMPLATES_API, TEMPLATES_PATH, useTemplatesCrumbs, type CourseTemplate } from './template-types';

/** Each §3.2 evaluation option's catalogue key. */
const EVALUATION_KEYS: Record<(typeof EVALUATION_OPTIONS)[number], string> = {
  delegateEvaluation: 'templates.evaluation.delegateEvaluation',
  instructorEvaluation: 'templates.evaluation.instructorEvaluation',
  appraisal: 'templates.evaluation.appraisal',
  assessment: 'templates.evaluation.assessment',
};

const options = (items: { id: number; code?: string; name: string }[]) => items.map((i) => ({ value: i.id, label: i.code ? `${i.code} – ${i.name}` : i.name }));

/** §2.4 `/training-content/rt/planner/list/details/{id}`: every §3.2 field of a template, editable while in build, and its §4.2 moves. */
export function TemplatePage() {
  const { t } = useT('training');
  useTemplatesCrumbs();
  const M = useTrainingMessages();
  const { id } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<CourseTemplateBody>();
  const template = useQuery(read<CourseTemplate>(`${TEMPLATES_API}/${id}`));
  const templateError = errorOf(template);
  const canEdit = useSession((s) => s.can('COURSE_ADMIN', 'edit'));
  const canDelete = useSession((s) => s.can('COURSE_ADMIN', 'delete'));
  const courseTypes = useReferenceList('courseType');
  const deliveryMethods = useReferenceList('deliveryMethod');
  const competencies = useReferenceList('competency');
  const resources = useQuery(lookup<Page<TrainingResource>>('/api/training/training-resources?itemsPerPage=500'));
  const ppe = useMemo(() => (resources.data?.data ?? []).filter((r) => r.trainingResourceTypeName === 'PPE'), [resources.data]);
  useCrumbName(`${TEMPLATES_PATH}/details/${id}`, template.data?.name);
  useEffect(() => {
    if (template.data) form.setFieldsValue(template.data as CourseTemplateBody);
  }, [template.data, form]);
  const update = useTrainingSave({ save: (body: CourseTemplateBody) => api.put(`${TEMPLATES_API}/${id}`, body), invalidates: [TEMPLATES_API], saved: t('templates.saved'), form });
  // Only the list is asked again: the deleted template's own page is left.
  const remove = useTrainingSave({ save: () => api.delete(`${TEMPLATES_API}/${id}`), invalidates: [`${TEMPLATES_API}?`], saved: t('templates.deleted'), onSaved: () => navigate(TEMPLATES_PATH) });

  if (templateError) return <Result status="warning" title={templateError} extra={<Link to={TEMPLATES_PATH}>{t('templates.back')}</Link>} />;
  if (!template.data) return <Skeleton active />;
  const tpl = template.data;
  const editable = canEdit && COURSE_TEMPLATE_EDITABLE.includes(tpl.status);

  function submit(v: CourseTemplateBody) {
    update.mutate({ ...v, description: v.description ?? '', trainingManager: v.trainingManager || null, trainingInstructor: v.trainingInstructor || null, materials: (v.materials ?? []).map((m) => ({ ...m, link: m.link || null })) });
  }

  return (
    <div>
      <PageTitle
        back={{ to: TEMPLATES_PATH, label: t('templates.title') }}
        title={`${tpl.code} – ${tpl.name}`}
        extra={
          <>
            <Link to={`${TEMPLATES_PATH}/details/${id}/history`}><Button>{t('templates.history')}</Button></Link>
            {canDelete && editable && (
              <Popconfirm title={t('templates.deleteConfirm')} description={t('templates.deleteHelp')} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate()}>
                <Button danger loading={remove.isPending}>{t('common:delete')}</Button>
              </Popconfirm>
            )}
          </>
        }
      />
      <Card size="small" title={t('templates.approval')} style={{ marginBottom: 16 }}>
        <TemplateStatusBar template={tpl} />
        {!editable && tpl.status !== 'archived' && canEdit && <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('templates.frozen')} />}
        {tpl.status === 'archived' && <Alert style={{ marginTop: 12 }} type="warning" showIcon title={t('templates.archived')} />}
      </Card>
      <Form form={form} layout="vertical" disabled={!editable} onFinish={submit}>
        <Card size="small" title={t('templates.course')} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={6}><Form.Item name="code" label={t('templates.code')} rules={[{ required: true, message: M.required }, { pattern: /^[A-Za-z0-9._/-]+$/, message: t('templates.codeChars') }]}><Input /></Form.Item></Col>
            <Col xs={24} md={18}><Form.Item name="name" label={t('templates.name')} rules={[{ required: true, whitespace: true, message: M.required }]}><Input /></Form.Item></Col>
          </Row>
          <Form.Item name="description" label={t('templates.description')}><Input.TextArea rows={3} /></Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={6}><Form.Item name="courseTypeId" label={t('templates.courseType')}><Select allowClear options={options(courseTypes.items)} /></Form.Item></Col>
            <Col xs={24} md={6}><Form.Item name="deliveryMethodId" label={t('templates.deliveryMethod')}><Select allowClear options={options(deliveryMethods.items)} /></Form.Item></Col>
            <Col xs={12} md={6}><Form.Item name="minPlaces" label={t('templates.minPlaces')} rules={[{ type: 'integer', min: 0, message: M.positiveNumber }]}><InputNumber min={0} style={{ width: '100%' }} /></Form.Item></Col>
            <Col xs={12} md={6}>
              <Form.Item name="maxPlaces" label={t('templates.maxPlaces')} dependencies={['minPlaces']} rules={[({ getFieldValue }) => ({ validator: (_, v) => ((v ?? 0) >= (getFieldValue('minPlaces') ?? 0) ? Promise.resolve() : Promise.reject(new Error(M.maxNotLessThanMin))) })]}>
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title={t('templates.people')} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={12}><InstructorList name="leadInstructorIds" label={t('templates.leadInstructors')} removeLabel={t('templates.removeLead')} disabled={!editable} /></Col>
            <Col xs={24} md={12}><InstructorList name="assistantInstructorIds" label={t('templates.assistantInstructors')} removeLabel={t('templates.removeAssistant')} disabled={!editable} /></Col>
            <Col xs={24} md={12}><Form.Item name="trainingManager" label={t('templates.trainingManager')} extra={t('templates.trainingManagerHelp')}><Input /></Form.Item></Col>
            <Col xs={24} md={12}><Form.Item name="trainingInstructor" label={t('templates.trainingInstructor')} extra={t('templates.trainingInstructorHelp')}><Input /></Form.Item></Col>
          </Row>
        </Card>
        <Card size="small" title={t('templates.competencyCard')} style={{ marginBottom: 16 }}>
          <Form.Item name="competencyIds" label={t('templates.competencies')}><Select mode="multiple" allowClear optionFilterProp="label" options={options(competencies.items)} /></Form.Item>
          <Form.Item name="evaluationOptions" label={t('templates.evaluationOptions')}><Checkbox.Group options={EVALUATION_OPTIONS.map((o) => ({ value: o, label: t(EVALUATION_KEYS[o]) }))} /></Form.Item>
          <Form.Item name="ppeResourceIds" label={t('templates.ppe')} extra={!ppe.length && !resources.isFetching ? t('templates.noPpe') : undefined}>
            <Select mode="multiple" allowClear optionFilterProp="label" options={ppe.map((r) => ({ value: r.id, label: r.name }))} />
          </Form.Item>
        </Card>
        <Card size="small" title={t('templates.material')} style={{ marginBottom: 16 }}>
          <MaterialList disabled={!editable} />
        </Card>
        {editable && <Button type="primary" htmlType="submit" loading={update.isPending}>{t('common:save')}</Button>}
      </Form>
    </div>
  );
}

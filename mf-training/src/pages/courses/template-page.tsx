import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Checkbox, Col, Form, Input, InputNumber, Popconfirm, Result, Row, Select, Skeleton } from 'antd';
import { COURSE_TEMPLATE_EDITABLE, EVALUATION_OPTION_LABELS, EVALUATION_OPTIONS, TRAINING_MESSAGES as M, type CourseTemplateBody } from '@firecrest/contracts';
import { api, useCrumbName, useFetched, useSession } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import { useSave } from '../../lib/save';
import type { Page, TrainingResource } from '../../lib/training-types';
import { InstructorList } from './instructor-list';
import { MaterialList } from './material-list';
import { TemplateStatusBar } from './template-status-bar';
import { TEMPLATES_API, TEMPLATES_PATH, type CourseTemplate } from './template-types';

const options = (items: { id: number; code?: string; name: string }[]) => items.map((i) => ({ value: i.id, label: i.code ? `${i.code} – ${i.name}` : i.name }));

/** §2.4 `/training-content/rt/planner/list/details/{id}`: every §3.2 field of a template, editable while in build, and its §4.2 moves. */
export function TemplatePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const save = useSave();
  const [form] = Form.useForm<CourseTemplateBody>();
  const template = useFetched<CourseTemplate>(`${TEMPLATES_API}/${id}`);
  const canEdit = useSession((s) => s.can('COURSE_ADMIN', 'edit'));
  const canDelete = useSession((s) => s.can('COURSE_ADMIN', 'delete'));
  const courseTypes = useReferenceList('courseType');
  const deliveryMethods = useReferenceList('deliveryMethod');
  const competencies = useReferenceList('competency');
  const resources = useFetched<Page<TrainingResource>>('/api/training/training-resources?itemsPerPage=500', { shared: true });
  const ppe = useMemo(() => (resources.data?.data ?? []).filter((r) => r.trainingResourceTypeName === 'PPE'), [resources.data]);
  useCrumbName(`${TEMPLATES_PATH}/details/${id}`, template.data?.name);
  useEffect(() => {
    if (template.data) form.setFieldsValue(template.data as CourseTemplateBody);
  }, [template.data, form]);

  if (template.error) return <Result status="warning" title={template.error} extra={<Link to={TEMPLATES_PATH}>Back to course templates</Link>} />;
  if (!template.data) return <Skeleton active />;
  const t = template.data;
  const editable = canEdit && COURSE_TEMPLATE_EDITABLE.includes(t.status);

  async function submit(v: CourseTemplateBody) {
    const body = { ...v, description: v.description ?? '', trainingManager: v.trainingManager || null, trainingInstructor: v.trainingInstructor || null, materials: (v.materials ?? []).map((m) => ({ ...m, link: m.link || null })) };
    if (await save(() => api.put(`${TEMPLATES_API}/${id}`, body), 'Changes saved', form)) template.reload();
  }

  return (
    <div>
      <PageTitle
        back={{ to: TEMPLATES_PATH, label: 'Course templates' }}
        title={`${t.code} – ${t.name}`}
        extra={
          <>
            <Link to={`${TEMPLATES_PATH}/details/${id}/history`}><Button>History</Button></Link>
            {canDelete && editable && (
              <Popconfirm title="Delete this template?" description="Only a template in build that no event uses can be deleted." okText="Delete" okButtonProps={{ danger: true }} onConfirm={async () => { if (await save(() => api.delete(`${TEMPLATES_API}/${id}`), 'Template deleted')) navigate(TEMPLATES_PATH); }}>
                <Button danger>Delete</Button>
              </Popconfirm>
            )}
          </>
        }
      />
      <Card size="small" title="Approval" style={{ marginBottom: 16 }}>
        <TemplateStatusBar template={t} onMoved={template.reload} />
        {!editable && t.status !== 'archived' && canEdit && <Alert style={{ marginTop: 12 }} type="info" showIcon title="The details can be changed while the template is in build; revise it to change them." />}
        {t.status === 'archived' && <Alert style={{ marginTop: 12 }} type="warning" showIcon title="This template is archived: it is final and can no longer be used for events." />}
      </Card>
      <Form form={form} layout="vertical" disabled={!editable} onFinish={submit}>
        <Card size="small" title="Course" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={6}><Form.Item name="code" label="Code" rules={[{ required: true, message: M.required }, { pattern: /^[A-Za-z0-9._/-]+$/, message: 'Letters, digits and . _ / - only' }]}><Input /></Form.Item></Col>
            <Col xs={24} md={18}><Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: M.required }]}><Input /></Form.Item></Col>
          </Row>
          <Form.Item name="description" label="Description"><Input.TextArea rows={3} /></Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={6}><Form.Item name="courseTypeId" label="Course type"><Select allowClear options={options(courseTypes.items)} /></Form.Item></Col>
            <Col xs={24} md={6}><Form.Item name="deliveryMethodId" label="Delivery method"><Select allowClear options={options(deliveryMethods.items)} /></Form.Item></Col>
            <Col xs={12} md={6}><Form.Item name="minPlaces" label="Minimum places" rules={[{ type: 'integer', min: 0, message: M.positiveNumber }]}><InputNumber min={0} style={{ width: '100%' }} /></Form.Item></Col>
            <Col xs={12} md={6}>
              <Form.Item name="maxPlaces" label="Maximum places" dependencies={['minPlaces']} rules={[({ getFieldValue }) => ({ validator: (_, v) => ((v ?? 0) >= (getFieldValue('minPlaces') ?? 0) ? Promise.resolve() : Promise.reject(new Error(M.maxNotLessThanMin))) })]}>
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title="People" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={12}><InstructorList name="leadInstructorIds" label="Lead instructors" disabled={!editable} /></Col>
            <Col xs={24} md={12}><InstructorList name="assistantInstructorIds" label="Assistant instructors" disabled={!editable} /></Col>
            <Col xs={24} md={12}><Form.Item name="trainingManager" label="Reviewer: training manager (username)" extra="Approves the template, puts it on hold."><Input /></Form.Item></Col>
            <Col xs={24} md={12}><Form.Item name="trainingInstructor" label="Reviewer: training instructor (username)" extra="Builds the template with the course administrator and sends it for approval."><Input /></Form.Item></Col>
          </Row>
        </Card>
        <Card size="small" title="Competencies, evaluation and PPE" style={{ marginBottom: 16 }}>
          <Form.Item name="competencyIds" label="Competencies the course awards"><Select mode="multiple" allowClear optionFilterProp="label" options={options(competencies.items)} /></Form.Item>
          <Form.Item name="evaluationOptions" label="Evaluation options"><Checkbox.Group options={EVALUATION_OPTIONS.map((o) => ({ value: o, label: EVALUATION_OPTION_LABELS[o] }))} /></Form.Item>
          <Form.Item name="ppeResourceIds" label="PPE required" extra={!ppe.length && !resources.loading ? 'No PPE is set up among the training resources.' : undefined}>
            <Select mode="multiple" allowClear optionFilterProp="label" options={ppe.map((r) => ({ value: r.id, label: r.name }))} />
          </Form.Item>
        </Card>
        <Card size="small" title="Material" style={{ marginBottom: 16 }}>
          <MaterialList disabled={!editable} />
        </Card>
        {editable && <Button type="primary" htmlType="submit">Save</Button>}
      </Form>
    </div>
  );
}

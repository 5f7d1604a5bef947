import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Switch, Typography, type FormInstance } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useLocations, useOrganisationList, useT } from '@firecrest/portal-kit';
import { useReferenceList } from '../../lib/reference-lists';
import type { EventValues } from './event-body';
import { TemplatePicker } from '../courses/template-picker';
import { usePlannerMessages } from './planner-messages';
import { TRAINING_TYPE_KEYS } from './planner-labels';

/** The event's own fields (§3.2): course, type and locations, places and instructors, dates with start and end times. */
export function EventForm({ form, disabled, onFinish, submitLabel }: { form: FormInstance<EventValues>; disabled: boolean; onFinish(v: EventValues): void; submitLabel: string }) {
  const { t } = useT('planner');
  const M = usePlannerMessages();
  const required = [{ required: true, message: M.required }];
  const locations = useLocations();
  const staffGroups = useOrganisationList('staffGroup');
  const rosters = useOrganisationList('roster');
  const watches = useOrganisationList('watch');
  const competencies = useReferenceList('competency');
  const trainingType = Form.useWatch('trainingType', form);
  const onStation = trainingType === 1;
  // The course is the template's when one is named; otherwise the form's own disabled (a locked event) applies.
  const templateId = Form.useWatch('courseTemplateId', form);
  const names = (items: { id: number; name: string }[]) => items.map((i) => ({ value: i.id, label: i.name }));

  return (
    <Form form={form} layout="vertical" disabled={disabled} onFinish={onFinish} initialValues={{ trainingType: 2, dates: [{}], minPlaces: 0, maxPlaces: 10, publicEvent: false }} style={{ maxWidth: 980 }}>
      <Form.Item name="trainingType" label={t('list.trainingType')} rules={required}>
        <Radio.Group options={[2, 1].map((value) => ({ value, label: t(TRAINING_TYPE_KEYS[value]!) }))} />
      </Form.Item>
      <TemplatePicker form={form} />
      <Row gutter={16}>
        <Col xs={24} md={6}><Form.Item name="courseCode" label={t('form.courseCode')} rules={[{ max: 20, message: M.courseTooLong }]}><Input disabled={templateId ? true : undefined} /></Form.Item></Col>
        <Col xs={24} md={18}><Form.Item name="courseName" label={t('list.course')} rules={[{ required: true, whitespace: true, message: M.required }]}><Input disabled={templateId ? true : undefined} /></Form.Item></Col>
      </Row>
      <Form.Item name="trainingLocationIds" label={onStation ? t('form.station') : t('form.trainingLocation')}>
        <Select
          mode="multiple"
          showSearch
          optionFilterProp="label"
          loading={locations.loading}
          options={locations.items.filter((l) => l.kind === (onStation ? 'station' : 'trainingLocation')).map((l) => ({ value: l.id, label: `${l.callSign} ${l.name}` }))}
        />
      </Form.Item>
      {onStation && (
        <Row gutter={16}>
          <Col xs={24} md={8}><Form.Item name="staffGroupId" label={t('form.staffGroup')}><Select allowClear options={names(staffGroups.items)} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="rosterId" label={t('form.roster')}><Select allowClear options={names(rosters.items)} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="watchId" label={t('form.watch')}><Select allowClear options={names(watches.items)} /></Form.Item></Col>
        </Row>
      )}
      <Row gutter={16}>
        <Col xs={12} md={6}><Form.Item name="minPlaces" label={t('form.minPlaces')}><InputNumber min={0} precision={0} /></Form.Item></Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="maxPlaces"
            label={t('form.maxPlaces')}
            dependencies={['minPlaces']}
            rules={[({ getFieldValue }) => ({ validator: async (_, max: number | null) => { if (max && max < (getFieldValue('minPlaces') ?? 0)) throw new Error(M.maxNotLessThanMin); } })]}
          >
            <InputNumber min={0} precision={0} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}><Form.Item name="leadInstructors" label={t('form.leadInstructors')}><InputNumber min={0} precision={0} /></Form.Item></Col>
        <Col xs={12} md={6}><Form.Item name="assistantInstructors" label={t('form.assistantInstructors')}><InputNumber min={0} precision={0} /></Form.Item></Col>
      </Row>
      <Form.Item name="competencyIds" label={t('form.competencies')}>
        <Select mode="multiple" showSearch optionFilterProp="label" loading={competencies.loading} options={competencies.items.map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))} />
      </Form.Item>
      <Form.Item name="comment" label={t('form.comments')}><Input.TextArea rows={2} maxLength={2000} /></Form.Item>
      <Form.Item name="publicEvent" label={t('form.publicEvent')} valuePropName="checked"><Switch /></Form.Item>

      <Typography.Title level={4}>{t('list.dates')}</Typography.Title>
      <Form.List name="dates">
        {(rows, { add, remove }) => (
          <div>
            {rows.length === 0 && <Typography.Paragraph type="secondary">{t('form.noDates')}</Typography.Paragraph>}
            {rows.map(({ key, name }) => (
              <Space key={key} align="start" wrap>
                <Form.Item
                  name={[name, 'day']}
                  label={t('form.date')}
                  rules={[
                    { required: true, message: M.datesRequired },
                    ({ getFieldValue }) => ({
                      validator: async (_, day: string) => {
                        const days = ((getFieldValue('dates') ?? []) as { day?: string }[]).map((d) => d?.day);
                        if (day && days.indexOf(day) !== name) throw new Error(M.duplicateDate);
                      },
                    }),
                  ]}
                >
                  <Input type="date" aria-label={t('form.dateN', { n: name + 1 })} />
                </Form.Item>
                <Form.Item name={[name, 'start']} label={t('form.startTime')} rules={[{ required: true, message: M.startEndRequired }]}>
                  <Input type="time" aria-label={t('form.startTimeN', { n: name + 1 })} />
                </Form.Item>
                <Form.Item
                  name={[name, 'end']}
                  label={t('form.endTime')}
                  dependencies={[['dates', name, 'start']]}
                  rules={[
                    { required: true, message: M.startEndRequired },
                    ({ getFieldValue }) => ({ validator: async (_, end: string) => { const start = getFieldValue(['dates', name, 'start']); if (start && end && start >= end) throw new Error(M.startBeforeEnd); } }),
                  ]}
                >
                  <Input type="time" aria-label={t('form.endTimeN', { n: name + 1 })} />
                </Form.Item>
                {!disabled && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('form.removeDateN', { n: name + 1 })} onClick={() => remove(name)} style={{ marginTop: 30 }} />}
              </Space>
            ))}
            {!disabled && <Button icon={<PlusOutlined />} onClick={() => add({ start: '09:00', end: '17:00' })}>{t('form.addDate')}</Button>}
          </div>
        )}
      </Form.List>
      {!disabled && (
        <Button type="primary" htmlType="submit" style={{ marginTop: 24 }}>{submitLabel}</Button>
      )}
    </Form>
  );
}

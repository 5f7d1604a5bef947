import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, type FormInstance } from 'antd';
import { errorOf, lookup, useT } from '@firecrest/portal-kit';
import type { Page } from '../../lib/training-types';
import type { EventValues } from '../training-planner/event-body';
import { TEMPLATES_API, type CourseTemplate } from './template-types';

/**
 * The course template an event is built from (issue 32): templates available for use (and the event's own, whatever
 * its status now). Picking one fills the course, places, instructor numbers and competencies with the template's.
 */
export function TemplatePicker({ form }: { form: FormInstance<EventValues> }) {
  const { t } = useT('training');
  const templates = useQuery(lookup<Page<CourseTemplate>>(`${TEMPLATES_API}?itemsPerPage=500`));
  const current = Form.useWatch('courseTemplateId', form);
  const options = useMemo(
    () => (templates.data?.data ?? []).filter((row) => row.status === 'availableForUse' || row.id === current).map((row) => ({ value: row.id, label: `${row.code} – ${row.name}` })),
    [templates.data, current],
  );
  function picked(id: number | undefined) {
    const template = templates.data?.data.find((x) => x.id === id);
    if (!template) return;
    form.setFieldsValue({
      courseCode: template.code,
      courseName: template.name,
      minPlaces: template.minPlaces,
      maxPlaces: template.maxPlaces,
      leadInstructors: template.leadInstructorIds.length || null,
      assistantInstructors: template.assistantInstructorIds.length || null,
      competencyIds: template.competencyIds,
    });
  }
  return (
    <Form.Item name="courseTemplateId" label={t('templates.pickerLabel')} extra={errorOf(templates) ?? t('templates.pickerHelp')}>
      <Select allowClear showSearch={{ optionFilterProp: 'label' }} loading={templates.isFetching} placeholder={t('templates.pickerNone')} options={options} onChange={picked} aria-label={t('templates.pickerLabel')} />
    </Form.Item>
  );
}

import { useMemo } from 'react';
import { Form, Select, type FormInstance } from 'antd';
import { useFetched } from '@firecrest/portal-kit';
import type { Page } from '../../lib/training-types';
import type { EventValues } from '../training-planner/event-body';
import { TEMPLATES_API, type CourseTemplate } from './template-types';

/**
 * The course template an event is built from (issue 32): templates available for use (and the event's own, whatever
 * its status now). Picking one fills the course, places, instructor numbers and competencies with the template's.
 */
export function TemplatePicker({ form }: { form: FormInstance<EventValues> }) {
  const templates = useFetched<Page<CourseTemplate>>(`${TEMPLATES_API}?itemsPerPage=500`, { shared: true });
  const current = Form.useWatch('courseTemplateId', form);
  const options = useMemo(
    () => (templates.data?.data ?? []).filter((t) => t.status === 'availableForUse' || t.id === current).map((t) => ({ value: t.id, label: `${t.code} – ${t.name}` })),
    [templates.data, current],
  );
  function picked(id: number | undefined) {
    const t = templates.data?.data.find((x) => x.id === id);
    if (!t) return;
    form.setFieldsValue({
      courseCode: t.code,
      courseName: t.name,
      minPlaces: t.minPlaces,
      maxPlaces: t.maxPlaces,
      leadInstructors: t.leadInstructorIds.length || null,
      assistantInstructors: t.assistantInstructorIds.length || null,
      competencyIds: t.competencyIds,
    });
  }
  return (
    <Form.Item name="courseTemplateId" label="Course template" extra={templates.error ?? 'Templates available for use; without one, name the course below.'}>
      <Select allowClear showSearch={{ optionFilterProp: 'label' }} loading={templates.loading} placeholder="No template" options={options} onChange={picked} aria-label="Course template" />
    </Form.Item>
  );
}

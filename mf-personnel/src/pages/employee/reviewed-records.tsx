import { Form, Input, Tag } from 'antd';
import { reviewedRecordRules, todayIso, type ReviewedRecordBody } from '@firecrest/contracts';
import { showDay, useT } from '@firecrest/portal-kit';
import { RecordsTab } from './records-tab';
import type { RecordKeys } from './record-keys';

/** A risk assessment's or assessment report's form fields. */
export function ReviewedRecordFields() {
  const { t } = useT('personnel');
  const required = [{ required: true, message: t('common:required') }];
  return (
    <>
      <Form.Item name="title" label={t('field.title')} rules={[{ required: true, whitespace: true, message: t('common:required') }]}><Input maxLength={200} /></Form.Item>
      <Form.Item name="date" label={t('reviewed.assessedOn')} rules={required}><Input type="date" max={todayIso()} /></Form.Item>
      <Form.Item name="assessor" label={t('reviewed.assessedBy')}><Input maxLength={200} /></Form.Item>
      <Form.Item name="outcome" label={t('reviewed.outcome')}><Input.TextArea rows={5} maxLength={4000} showCount /></Form.Item>
      <Form.Item name="reviewDate" label={t('reviewed.reviewBy')} rules={required}><Input type="date" /></Form.Item>
    </>
  );
}

/** Due for review: on or before today. */
export function ReviewTag({ date }: { date: string }) {
  const { t } = useT('personnel');
  return date <= todayIso() ? <Tag color="red">{t('reviewed.due', { date: showDay(date) })}</Tag> : <span>{showDay(date)}</span>;
}

export const reviewedRecordBody = (v: ReviewedRecordBody) => ({ date: v.date, title: v.title, assessor: v.assessor ?? '', outcome: v.outcome ?? '', reviewDate: v.reviewDate });

/** Risk assessments or assessment reports of an employee: documented records with review dates. */
export function ReviewedRecordsTab({ employeeId, path, keys }: { employeeId: number; path: 'risk-assessments' | 'assessment-reports'; keys: RecordKeys }) {
  const { t } = useT('personnel');
  return (
    <RecordsTab<ReviewedRecordBody>
      url={`/api/personnel/employees/${employeeId}/${path}`}
      detailsPath={`/personnel/rt/personnel-list/${employeeId}/dashboard/${path.replace(/s$/, '')}-list/details`}
      keys={keys}
      initial={{ date: todayIso(), title: '', assessor: '', outcome: '' }}
      rules={(v) => reviewedRecordRules(v)}
      toBody={reviewedRecordBody}
      columns={[
        { title: t('reviewed.assessedOn'), dataIndex: 'date', width: 130, render: showDay },
        { title: t('field.title'), dataIndex: 'title' },
        { title: t('reviewed.assessedBy'), dataIndex: 'assessor' },
        { title: t('reviewed.reviewBy'), dataIndex: 'reviewDate', width: 170, render: (d: string) => <ReviewTag date={d} /> },
      ]}
      fields={<ReviewedRecordFields />}
    />
  );
}

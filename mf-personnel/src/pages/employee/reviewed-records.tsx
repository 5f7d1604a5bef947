import { Form, Input, Tag } from 'antd';
import { MESSAGES, reviewedRecordRules, todayIso, type ReviewedRecordBody } from '@firecrest/contracts';
import { showDay } from '@firecrest/portal-kit';
import { RecordsTab } from './records-tab';

const required = [{ required: true, message: MESSAGES.required }];

/** A risk assessment's or assessment report's form fields. */
export function ReviewedRecordFields() {
  return (
    <>
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: MESSAGES.required }]}><Input maxLength={200} /></Form.Item>
      <Form.Item name="date" label="Assessed on" rules={required}><Input type="date" max={todayIso()} /></Form.Item>
      <Form.Item name="assessor" label="Assessed by"><Input maxLength={200} /></Form.Item>
      <Form.Item name="outcome" label="Outcome"><Input.TextArea rows={5} maxLength={4000} showCount /></Form.Item>
      <Form.Item name="reviewDate" label="Review by" rules={required}><Input type="date" /></Form.Item>
    </>
  );
}

/** Due for review: on or before today. */
export const ReviewTag = ({ date }: { date: string }) => (date <= todayIso() ? <Tag color="red">Review due {showDay(date)}</Tag> : <span>{showDay(date)}</span>);

export const reviewedRecordBody = (v: ReviewedRecordBody) => ({ date: v.date, title: v.title, assessor: v.assessor ?? '', outcome: v.outcome ?? '', reviewDate: v.reviewDate });

/** Risk assessments or assessment reports of an employee: documented records with review dates. */
export function ReviewedRecordsTab({ employeeId, path, noun }: { employeeId: number; path: 'risk-assessments' | 'assessment-reports'; noun: string }) {
  return (
    <RecordsTab<ReviewedRecordBody>
      url={`/api/personnel/employees/${employeeId}/${path}`}
      detailsPath={`/personnel/rt/personnel-list/${employeeId}/dashboard/${path.replace(/s$/, '')}-list/details`}
      noun={noun}
      initial={{ date: todayIso(), title: '', assessor: '', outcome: '' }}
      rules={(v) => reviewedRecordRules(v)}
      toBody={reviewedRecordBody}
      columns={[
        { title: 'Assessed on', dataIndex: 'date', width: 130, render: showDay },
        { title: 'Title', dataIndex: 'title' },
        { title: 'Assessed by', dataIndex: 'assessor' },
        { title: 'Review by', dataIndex: 'reviewDate', width: 170, render: (d: string) => <ReviewTag date={d} /> },
      ]}
      fields={<ReviewedRecordFields />}
    />
  );
}

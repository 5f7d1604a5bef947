import { Button, Form, Input, Space } from 'antd';
import { extensionError, MESSAGES } from '@firecrest/contracts';
import { dateRangeProblem, fieldMessage } from '@firecrest/portal-kit';
import { DemoPage, DemoSection } from './demo-section';

interface Values {
  name: string;
  currentExpiry: string;
  newExpiry: string;
  from: string;
  to: string;
}

/** `/validatorDemo`: a validated form with the portal's rules and wording, and a server refusal put on its fields. */
export function ValidatorDemoPage() {
  const [form] = Form.useForm<Values>();
  // What a service answers (validator wording): the portal turns it into the sentence shown.
  const refuse = () => form.setFields([{ name: 'name', errors: [fieldMessage('must NOT have fewer than 3 characters')] }]);
  return (
    <DemoPage title="Validator demo" intro="A form checked as every form of the portal: required fields, dates, ranges, and the server's refusals shown on their fields as sentences.">
      <DemoSection title="Validated form">
        <Form form={form} layout="vertical" style={{ maxWidth: 480 }} initialValues={{ currentExpiry: '2026-12-31' }} onFinish={() => form.setFields([])}>
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: MESSAGES.required }]}>
            <Input />
          </Form.Item>
          <Form.Item name="currentExpiry" label="Current expiry date">
            <Input type="date" />
          </Form.Item>
          <Form.Item
            name="newExpiry"
            label="New expiry date"
            dependencies={['currentExpiry']}
            rules={[({ getFieldValue }) => ({ validator: (_, d: string) => { const m = extensionError(d, getFieldValue('currentExpiry') || null); return m ? Promise.reject(new Error(m)) : Promise.resolve(); } })]}
          >
            <Input type="date" />
          </Form.Item>
          <Space>
            <Form.Item name="from" label="From">
              <Input type="date" />
            </Form.Item>
            <Form.Item
              name="to"
              label="To"
              dependencies={['from']}
              rules={[({ getFieldValue }) => ({ validator: (_, to: string) => { const m = dateRangeProblem(getFieldValue('from'), to); return m ? Promise.reject(new Error(m)) : Promise.resolve(); } })]}
            >
              <Input type="date" />
            </Form.Item>
          </Space>
          <Space>
            <Button type="primary" htmlType="submit">Check</Button>
            <Button onClick={refuse}>Show a server refusal</Button>
            <Button onClick={() => form.resetFields()}>Clear</Button>
          </Space>
        </Form>
      </DemoSection>
    </DemoPage>
  );
}

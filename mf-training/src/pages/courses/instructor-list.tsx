import { Button, Form, Space } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { TRAINING_MESSAGES as M } from '@firecrest/contracts';
import { EmployeeSelect } from '../../lib/employees';

/** A list of employees picked one by one (a template's lead or assistant instructors). */
export function InstructorList({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  return (
    <Form.Item label={label}>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <Space orientation="vertical">
            {fields.map(({ key, name: index }) => (
              <Space key={key}>
                <Form.Item name={index} rules={[{ required: true, message: M.required }]} style={{ marginBottom: 0 }}><EmployeeSelect disabled={disabled} /></Form.Item>
                {!disabled && <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${label.toLowerCase()}`} onClick={() => remove(index)} />}
              </Space>
            ))}
            {!disabled && <Button size="small" icon={<PlusOutlined />} onClick={() => add()}>Add</Button>}
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

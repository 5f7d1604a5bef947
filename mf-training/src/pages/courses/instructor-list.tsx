import { Button, Form, Space } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useT } from '@firecrest/portal-kit';
import { EmployeeSelect } from '../../lib/employees';

/** A list of employees picked one by one (a template's lead or assistant instructors). */
export function InstructorList({ name, label, removeLabel, disabled }: { name: string; label: string; removeLabel: string; disabled: boolean }) {
  const { t } = useT('training');
  return (
    <Form.Item label={label}>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <Space orientation="vertical">
            {fields.map(({ key, name: index }) => (
              <Space key={key}>
                <Form.Item name={index} rules={[{ required: true, message: t('common:required') }]} style={{ marginBottom: 0 }}><EmployeeSelect disabled={disabled} /></Form.Item>
                {!disabled && <Button type="text" danger icon={<DeleteOutlined />} aria-label={removeLabel} onClick={() => remove(index)} />}
              </Space>
            ))}
            {!disabled && <Button size="small" icon={<PlusOutlined />} onClick={() => add()}>{t('templates.addInstructor')}</Button>}
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

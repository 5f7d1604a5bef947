import { Button, Space } from 'antd';
import { useT } from './i18n/use-t';

/** A form's submit button (spinning while it saves) and its Cancel; nothing while the form cannot be changed. */
export function FormFooter({ disabled, saving, submitLabel, onCancel }: { disabled: boolean; saving: boolean; submitLabel: string; onCancel(): void }) {
  const { t } = useT('common');
  if (disabled) return null;
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>{submitLabel}</Button>
      <Button onClick={onCancel}>{t('cancel')}</Button>
    </Space>
  );
}

import { Space, Tag, Tooltip, Typography } from 'antd';
import { MERGE_FIELDS } from '@firecrest/contracts';
import { useT } from '@firecrest/portal-kit';
import { MERGE_FIELD_KEYS } from '../planner-labels';

/** The merge fields a message may use, each filled per recipient when sent. */
export function MergeFieldHelp() {
  const { t } = useT('planner');
  return (
    <Space size={[4, 4]} wrap style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">{t('mergeField.label')}</Typography.Text>
      {Object.keys(MERGE_FIELDS).map((key) => (
        <Tooltip key={key} title={t(MERGE_FIELD_KEYS[key]!)}>
          <Tag translate="no">{`{${key}}`}</Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

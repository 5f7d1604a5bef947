import { Space, Tag, Tooltip, Typography } from 'antd';
import { MERGE_FIELDS } from '@firecrest/contracts';

/** The merge fields a message may use, each filled per recipient when sent. */
export function MergeFieldHelp() {
  return (
    <Space size={[4, 4]} wrap style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">Merge fields:</Typography.Text>
      {Object.entries(MERGE_FIELDS).map(([key, label]) => (
        <Tooltip key={key} title={label}>
          <Tag>{`{${key}}`}</Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

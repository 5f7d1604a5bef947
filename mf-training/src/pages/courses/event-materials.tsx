import { Card, List, Tag, Typography } from 'antd';
import { MATERIAL_CONTENT_TYPE_LABELS, type CourseMaterial } from '@firecrest/contracts';
import { AUDIENCE_LABELS } from './material-list';

/**
 * The course materials an event took from its course template when it was built from it (issue 32): read only here,
 * as the template's version at that time; links open in a new tab, uploaded files download.
 */
export function EventMaterials({ materials }: { materials: CourseMaterial[] }) {
  if (!materials.length) return null;
  return (
    <Card size="small" title="Course materials (from the course template)" style={{ maxWidth: 980, marginTop: 16 }}>
      <List
        size="small"
        dataSource={materials}
        renderItem={(m) => (
          <List.Item>
            <Typography.Text>{m.description}</Typography.Text>
            <span>
              <Tag>{MATERIAL_CONTENT_TYPE_LABELS[m.contentType]}</Tag>
              <Tag>{AUDIENCE_LABELS[m.audience]}</Tag>
              {m.fileId ? (
                <a href={`/api/training/course-template-files/${m.fileId}`}>{m.fileName ?? 'Uploaded file'}</a>
              ) : m.link ? (
                <a href={m.link} target="_blank" rel="noreferrer">Open link</a>
              ) : null}
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}

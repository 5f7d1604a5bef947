import { Card, List, Tag, Typography } from 'antd';
import type { CourseMaterial } from '@firecrest/contracts';
import { useT } from '@firecrest/portal-kit';
import { AUDIENCE_KEYS, CONTENT_TYPE_KEYS } from './template-types';

/**
 * The course materials an event took from its course template when it was built from it (issue 32): read only here,
 * as the template's version at that time; links open in a new tab, uploaded files download.
 */
export function EventMaterials({ materials }: { materials: CourseMaterial[] }) {
  const { t } = useT('training');
  if (!materials.length) return null;
  return (
    <Card size="small" title={t('templates.eventMaterials')} style={{ maxWidth: 980, marginTop: 16 }}>
      <List
        size="small"
        dataSource={materials}
        renderItem={(m) => (
          <List.Item>
            <Typography.Text>{m.description}</Typography.Text>
            <span>
              <Tag>{t(CONTENT_TYPE_KEYS[m.contentType]!)}</Tag>
              <Tag>{t(AUDIENCE_KEYS[m.audience]!)}</Tag>
              {m.fileId ? (
                <a href={`/api/training/course-template-files/${m.fileId}`}>{m.fileName ?? t('templates.uploadedFile')}</a>
              ) : m.link ? (
                <a href={m.link} target="_blank" rel="noreferrer">{t('templates.openLink')}</a>
              ) : null}
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}

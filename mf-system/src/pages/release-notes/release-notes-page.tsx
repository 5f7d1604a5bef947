import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import type { ReleaseNotes } from '@firecrest/contracts';
import { currentLanguage, errorOf, read, useT } from '@firecrest/portal-kit';

const monthYear = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString(currentLanguage(), { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** admin-area §2.12: each version with its release month and its items, badged new feature or bug fix. */
export function ReleaseNotesPage() {
  const { t } = useT('system');
  const query = useQuery(read<ReleaseNotes>('/api/system/release-notes'));
  const notes = query.data ?? null;
  const error = errorOf(query);
  const load = () => void query.refetch();
  return (
    <div>
      <Typography.Title level={2}>{t('releaseNotes.title')}</Typography.Title>
      {error && <Alert type="error" showIcon title={error} action={<Button onClick={load}>{t('common:retry')}</Button>} />}
      {!notes && !error && <Skeleton active />}
      {notes?.length === 0 && <Empty description={t('releaseNotes.empty')} />}
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {notes?.map((version) => (
          <Card key={version.versionLabel} title={version.versionLabel} extra={<Typography.Text type="secondary">{monthYear(version.releaseDate)}</Typography.Text>}>
            <List
              itemLayout="vertical"
              dataSource={version.releaseItems}
              renderItem={(item) => (
                <List.Item>
                  <Space align="start">
                    {item.isNewFeature ? <Tag color="green">{t('releaseNotes.newFeature')}</Tag> : <Tag color="volcano">{t('releaseNotes.bugFix')}</Tag>}
                    <div>
                      <Typography.Text strong>{item.heading}</Typography.Text>
                      <Typography.Paragraph style={{ margin: 0 }}>{item.description}</Typography.Paragraph>
                    </div>
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        ))}
      </Space>
    </div>
  );
}

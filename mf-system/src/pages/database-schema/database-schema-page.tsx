import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { errorOf, listLocale, read, showDay, useT } from '@firecrest/portal-kit';

export interface SchemaDiagram {
  id: string;
  name: string;
  imageUrl: string;
  pdfUrl: string;
  dateUpdated: string;
}

/** admin-area §2.11: the diagrams by name, with when each last changed and its PDF. */
export function DatabaseSchemaPage() {
  const { t } = useT('system');
  const diagrams = useQuery(read<{ data: SchemaDiagram[] }>('/api/system/database-schema'));
  const error = errorOf(diagrams);
  const load = () => void diagrams.refetch();
  return (
    <div>
      <Typography.Title level={2}>{t('schema.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('schema.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={load}>{t('common:retry')}</Button>} />}
      <Table<SchemaDiagram>
        rowKey="id"
        loading={diagrams.isFetching}
        dataSource={diagrams.data?.data ?? []}
        pagination={false}
        locale={listLocale(t('schema.empty'), error)}
        columns={[
          { title: t('schema.name'), dataIndex: 'name', render: (name: string, row) => <Link to={`/system/database-schema/${row.id}`}>{name}</Link> },
          { title: t('schema.lastUpdated'), dataIndex: 'dateUpdated', render: showDay },
          {
            title: t('schema.pdf'),
            key: 'pdf',
            render: (_v, row) => (
              <Button icon={<FilePdfOutlined />} href={row.pdfUrl} target="_blank" rel="noopener" aria-label={t('schema.pdfOf', { name: row.name })}>
                {t('schema.pdf')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}

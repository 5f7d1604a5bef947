import { useEffect, useState } from 'react';
import { Alert, Button, Table, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { api, listLocale, problemMessage, showDay, useT } from '@firecrest/portal-kit';

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
  const [rows, setRows] = useState<SchemaDiagram[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const load = () => {
    setLoading(true);
    setError(null);
    api
      .get<{ data: SchemaDiagram[] }>('/api/system/database-schema')
      .then(({ data }) => setRows(data.data))
      .catch((e) => setError(problemMessage(e)))
      .finally(() => setLoading(false));
  };
  useEffect(load, []);
  return (
    <div>
      <Typography.Title level={2}>{t('schema.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('schema.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={load}>{t('common:retry')}</Button>} />}
      <Table<SchemaDiagram>
        rowKey="id"
        loading={loading}
        dataSource={rows}
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

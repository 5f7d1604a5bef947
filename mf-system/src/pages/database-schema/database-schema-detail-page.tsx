import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space, Typography } from 'antd';
import { CloseOutlined, FilePdfOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { errorOf, read, useT } from '@firecrest/portal-kit';
import type { SchemaDiagram } from './database-schema-page';

/** admin-area §9: zoom levels 0 to 7, default 3, widths 50% to 200%. */
export const ZOOM_WIDTHS = [50, 65, 80, 100, 125, 150, 175, 200];
const DEFAULT_ZOOM = 3;

/** admin-area §2.11: one diagram with zoom in and out, close and export to PDF. */
export function DatabaseSchemaDetailPage() {
  const { t } = useT('system');
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useQuery(read<SchemaDiagram>(`/api/system/database-schema/${id}`));
  const diagram = query.data ?? null;
  const error = errorOf(query);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{diagram?.name ?? t('schema.title')}</Typography.Title>
        <Space>
          <Button icon={<ZoomOutOutlined />} aria-label={t('schema.zoomOut')} disabled={zoom === 0} onClick={() => setZoom((z) => Math.max(0, z - 1))} />
          <Typography.Text data-testid="zoom-width">{ZOOM_WIDTHS[zoom]}%</Typography.Text>
          <Button icon={<ZoomInOutlined />} aria-label={t('schema.zoomIn')} disabled={zoom === ZOOM_WIDTHS.length - 1} onClick={() => setZoom((z) => Math.min(ZOOM_WIDTHS.length - 1, z + 1))} />
          <Button icon={<FilePdfOutlined />} disabled={!diagram} href={diagram?.pdfUrl} target="_blank" rel="noopener">{t('schema.exportPdf')}</Button>
          <Button icon={<CloseOutlined />} onClick={() => navigate('/system/database-schema')}>{t('webhook.close')}</Button>
        </Space>
      </Space>
      {error && <Alert type="error" showIcon title={error} />}
      {!diagram && !error && <Skeleton active />}
      {diagram && (
        <div style={{ overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 8 }}>
          <img src={diagram.imageUrl} alt={t('schema.diagramOf', { name: diagram.name })} style={{ width: `${ZOOM_WIDTHS[zoom]}%`, display: 'block' }} />
        </div>
      )}
    </div>
  );
}

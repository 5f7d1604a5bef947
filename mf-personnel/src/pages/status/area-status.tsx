import { Link } from 'react-router';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { EXPIRY_COLOURS, type ExpiryBand, type LocationStatus } from '@firecrest/contracts';
import { errorOf, listLocale, read, useT } from '@firecrest/portal-kit';
import { BAND_KEYS, ExpiryWindowPicker, useExpiryWindow } from '../../lib/expiry';

const peopleLink = (stationId: number, band: ExpiryBand, withinDays: number) => `/competency-status/personnel?stationId=${stationId}&band=${band}&withinDays=${withinDays}`;

/** A count in its band's colour, linking to the people behind it. */
function Count({ row, band, withinDays }: { row: LocationStatus; band: ExpiryBand; withinDays: number }) {
  const { t } = useT('personnel');
  const n = row[band];
  if (!n) return <Typography.Text type="secondary">0</Typography.Text>;
  return (
    <Link to={peopleLink(row.stationId, band, withinDays)} aria-label={t('areaStatus.countLabel', { count: n, band: t(BAND_KEYS[band]), callSign: row.callSign })}>
      <Tag color={EXPIRY_COLOURS[band]} data-band={band}>{n}</Tag>
    </Link>
  );
}

/** /competency-status/location: competency records by station and expiry colour, with an Excel export. */
export function AreaStatusPage() {
  const { t } = useT('personnel');
  const [withinDays, setWithinDays] = useExpiryWindow();
  const status = useQuery(read<{ data: LocationStatus[] }>(`/api/personnel/competency-status/locations?withinDays=${withinDays}`));
  const statusError = errorOf(status);
  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{t('areaStatus.title')}</Typography.Title>
        <Space wrap>
          <ExpiryWindowPicker value={withinDays} onChange={setWithinDays} />
          <Button icon={<DownloadOutlined />} href={`/api/personnel/competency-status/locations/export?withinDays=${withinDays}`}>{t('areaStatus.export')}</Button>
        </Space>
      </Space>
      {statusError && <Alert type="error" showIcon title={statusError} action={<Button onClick={() => void status.refetch()}>{t('common:retry')}</Button>} style={{ marginBottom: 16 }} />}
      <Table<LocationStatus>
        rowKey="stationId"
        loading={status.isFetching}
        dataSource={status.data?.data ?? []}
        pagination={false}
        locale={listLocale(t('areaStatus.empty'), statusError)}
        columns={[
          { title: t('areaStatus.callSign'), dataIndex: 'callSign', sorter: (a, b) => a.callSign.localeCompare(b.callSign) },
          { title: t('field.station'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
          { title: t('areaStatus.people'), dataIndex: 'people', sorter: (a, b) => a.people - b.people },
          { title: t('expiry.band.expired'), key: 'expired', sorter: (a, b) => a.expired - b.expired, render: (_, r) => <Count row={r} band="expired" withinDays={withinDays} /> },
          { title: t('expiry.within', { count: withinDays }), key: 'expiring', sorter: (a, b) => a.expiring - b.expiring, render: (_, r) => <Count row={r} band="expiring" withinDays={withinDays} /> },
          { title: t('expiry.band.valid'), key: 'valid', sorter: (a, b) => a.valid - b.valid, render: (_, r) => <Count row={r} band="valid" withinDays={withinDays} /> },
          { title: t('expiry.band.none'), key: 'none', render: (_, r) => <Count row={r} band="none" withinDays={withinDays} /> },
        ]}
      />
    </div>
  );
}

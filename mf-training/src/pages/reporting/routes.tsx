import type { RouteObject } from 'react-router';
import { Link } from 'react-router';
import { Alert, Button, Card, Col, Row, Skeleton, Typography } from 'antd';
import type { ReportInfo } from '@firecrest/contracts';
import { useQuery } from '@tanstack/react-query';
import { errorOf, lazyScreen, lookup, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { reportTexts } from './report-keys';
import { REPORTS_URL } from './report-query';

// Each page in its own chunk, loaded when opened.
const ReportDownloadsPage = lazyScreen(() => import('./downloads-page'), 'ReportDownloadsPage');
const ReportPage = lazyScreen(() => import('./report-page'), 'ReportPage');

/** `/reporting`: every report with the question it answers. */
function ReportsLanding() {
  const { t } = useT('reports');
  const reports = useQuery(lookup<{ data: ReportInfo[] }>(REPORTS_URL));
  const { data } = reports;
  const error = errorOf(reports);
  return (
    <div>
      <PageTitle title={t('landing.title')} extra={<Link to="/reporting/rt/downloads">{t('downloads.title')}</Link>} />
      {error && <Alert type="error" showIcon title={error} action={<Button onClick={() => reports.refetch()}>{t('common:retry')}</Button>} />}
      {!data && !error && <Skeleton active />}
      <Row gutter={[16, 16]}>
        {(data?.data ?? []).map((r) => {
          const texts = reportTexts(t, r);
          return (
            <Col key={r.id} xs={24} md={12} xl={8}>
              <Card title={<Link to={`/reporting/rt/${r.path}`}>{texts.title}</Link>} size="small">
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{texts.question}</Typography.Paragraph>
              </Card>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}

/** §2.6 `/reporting/rt/...`: the downloads, and every report through one page driven by its definition. */
export const reportingRoutes: RouteObject[] = [
  { index: true, element: <ReportsLanding /> },
  { path: 'rt/downloads', element: <ReportDownloadsPage /> },
  { path: 'rt/*', element: <ReportPage /> },
];

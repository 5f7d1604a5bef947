import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useT } from '@firecrest/portal-kit';

export function NotFoundPage() {
  const { t } = useT('shell');
  return (
    <Result status="404" title={t('status.notFound')} subTitle={t('status.notFoundDetail')}
      extra={<Link to="/dashboard"><Button type="primary">{t('status.toDashboard')}</Button></Link>} />
  );
}

export function ForbiddenPage() {
  const { t } = useT('shell');
  return (
    <Result status="403" title={t('status.denied')} subTitle={t('status.deniedDetail')}
      extra={<Link to="/dashboard"><Button type="primary">{t('status.toDashboard')}</Button></Link>} />
  );
}

export function ServerDownPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useT('shell');
  return (
    <Result status="500" title={t('status.serverDown')} subTitle={t('common:problem.serverNotResponding')}
      extra={<Button type="primary" onClick={onRetry}>{t('common:tryAgain')}</Button>} style={{ paddingTop: '20vh' }} />
  );
}

export function AccountDisabledPage() {
  const { t } = useT('shell');
  return (
    <Result status="warning" title={t('status.disabled')} subTitle={t('status.disabledDetail')}
      extra={<Link to="/login"><Button>{t('signIn.backToSignIn')}</Button></Link>} style={{ paddingTop: '20vh' }} />
  );
}

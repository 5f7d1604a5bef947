import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useT } from '@firecrest/portal-kit';

/** `error403` (spec §2.2): public, so it shows whether or not the visitor is signed in. */
export function Error403Page() {
  const { t } = useT('shell');
  return (
    <Result status="403" title={t('status.denied')} subTitle={t('status.deniedDetail')}
      extra={<Link to="/entry"><Button type="primary">{t('status.startPage')}</Button></Link>} style={{ paddingTop: '20vh' }} />
  );
}

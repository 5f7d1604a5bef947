import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useT } from './i18n/use-t';

/** A screen of the route map that is not built in this release: said plainly, with the way back. */
export function NotAvailableYet({ areaTitle, areaPath }: { areaTitle: string; areaPath: string }) {
  const { t } = useT('common');
  return (
    <Result
      status="info"
      title={t('notAvailable.title')}
      subTitle={t('notAvailable.text', { area: areaTitle })}
      extra={
        <Link to={areaPath}>
          <Button type="primary">{t('notAvailable.back', { area: areaTitle })}</Button>
        </Link>
      }
    />
  );
}

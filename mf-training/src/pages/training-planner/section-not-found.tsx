import { Link } from 'react-router';
import { Result } from 'antd';
import { useT } from '@firecrest/portal-kit';

/** A path under an event that names nothing: `titleKey` (a `planner` key) says what was not found; `back` links back. */
export function SectionNotFound({ titleKey, back }: { titleKey: string; back?: string }) {
  const { t } = useT('planner');
  return <Result status="404" title={t(titleKey)} extra={back && <Link to={back}>{t('notFound.back')}</Link>} />;
}

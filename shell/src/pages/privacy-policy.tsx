import { Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate, useLanguage, useT } from '@firecrest/portal-kit';

/** Public static page (admin-area §2.15). */
export function PrivacyPolicyPage() {
  const { t } = useT('shell');
  const language = useLanguage((s) => s.language);
  return (
    <div style={{ maxWidth: 760, margin: '48px auto', padding: 24, background: '#fff', borderRadius: 8 }}>
      <Typography.Title level={2}>{t('privacy.title')}</Typography.Title>
      <Typography.Paragraph>{t('privacy.noCollection')}</Typography.Paragraph>
      <Typography.Paragraph>{t('privacy.cookies')}</Typography.Paragraph>
      <Typography.Paragraph>{t('privacy.thirdParties')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('privacy.edited', { date: formatDate('2021-04-09', language) })}</Typography.Paragraph>
      <Link to="/">{t('privacy.back')}</Link>
    </div>
  );
}

import { Typography } from 'antd';
import { Link } from 'react-router';

/** Public static page (admin-area §2.15). */
export function PrivacyPolicyPage() {
  return (
    <div style={{ maxWidth: 760, margin: '48px auto', padding: 24, background: '#fff', borderRadius: 8 }}>
      <Typography.Title level={2}>Privacy policy</Typography.Title>
      <Typography.Paragraph>We do not collect any information from visitors to this site.</Typography.Paragraph>
      <Typography.Paragraph>We do not use tracking cookies. The only cookie set is the one that keeps you signed in.</Typography.Paragraph>
      <Typography.Paragraph>Nothing is disclosed to third parties.</Typography.Paragraph>
      <Typography.Paragraph type="secondary">This policy was last edited on 9 April 2021 (2021-04-09).</Typography.Paragraph>
      <Link to="/">Back to Firecrest</Link>
    </div>
  );
}

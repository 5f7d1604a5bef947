import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { SERVER_NOT_RESPONDING } from '@firecrest/portal-kit';

export function NotFoundPage() {
  return (
    <Result status="404" title="Not found" subTitle="The resource, page or file no longer exists."
      extra={<Link to="/dashboard"><Button type="primary">Go to the dashboard</Button></Link>} />
  );
}

export function ForbiddenPage() {
  return (
    <Result status="403" title="Permission denied" subTitle="You do not have permission to open this page. Ask your administrator if you need access."
      extra={<Link to="/dashboard"><Button type="primary">Go to the dashboard</Button></Link>} />
  );
}

export function ServerDownPage({ onRetry }: { onRetry: () => void }) {
  return (
    <Result status="500" title="Server not responding" subTitle={SERVER_NOT_RESPONDING}
      extra={<Button type="primary" onClick={onRetry}>Try again</Button>} style={{ paddingTop: '20vh' }} />
  );
}

export function AccountDisabledPage() {
  return (
    <Result status="warning" title="Account disabled" subTitle="Your account is disabled. Contact your system administrator."
      extra={<Link to="/login"><Button>Back to sign in</Button></Link>} style={{ paddingTop: '20vh' }} />
  );
}

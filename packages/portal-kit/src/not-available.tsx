import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** A screen of the route map that is not built in this release: said plainly, with the way back. */
export function NotAvailableYet({ areaTitle, areaPath }: { areaTitle: string; areaPath: string }) {
  return (
    <Result
      status="info"
      title="Not available in this release yet"
      subTitle={`This ${areaTitle} screen is planned and will arrive in a coming release.`}
      extra={
        <Link to={areaPath}>
          <Button type="primary">Back to {areaTitle}</Button>
        </Link>
      }
    />
  );
}

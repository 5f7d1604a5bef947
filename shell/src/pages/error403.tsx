import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** `error403` (spec §2.2): public, so it shows whether or not the visitor is signed in. */
export function Error403Page() {
  return (
    <Result status="403" title="Permission denied" subTitle="You do not have permission to open this page. Ask your administrator if you need access."
      extra={<Link to="/entry"><Button type="primary">Go to my start page</Button></Link>} style={{ paddingTop: '20vh' }} />
  );
}

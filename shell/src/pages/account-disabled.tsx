import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';

/** `account-disabled` (spec §2.2, §8.2): where a disabled or locked account lands after a sign-in by redirect. */
export function AccountDisabledPage() {
  const [params] = useSearchParams();
  const locked = params.get('reason') === 'locked';
  return (
    <Result status="warning" title={locked ? 'Account locked' : 'Account disabled'}
      subTitle={locked
        ? 'Your account has been locked after too many failed login attempts. Try again later, reset your password, or contact your administrator to unlock it.'
        : 'Your account is disabled. Contact your system administrator.'}
      extra={[
        ...(locked ? [<Link key="reset" to="/forgotpasswordemailsend"><Button type="primary">Reset my password</Button></Link>] : []),
        <Link key="login" to="/login"><Button>Back to sign in</Button></Link>,
      ]} style={{ paddingTop: '20vh' }} />
  );
}

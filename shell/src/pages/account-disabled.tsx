import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useT } from '@firecrest/portal-kit';

/** `account-disabled` (spec §2.2, §8.2): where a disabled or locked account lands after a sign-in by redirect. */
export function AccountDisabledPage() {
  const { t } = useT('shell');
  const [params] = useSearchParams();
  const locked = params.get('reason') === 'locked';
  return (
    <Result status="warning" title={locked ? t('status.locked') : t('status.disabled')}
      subTitle={locked ? t('status.lockedDetail') : t('status.disabledDetail')}
      extra={[
        ...(locked ? [<Link key="reset" to="/forgotpasswordemailsend"><Button type="primary">{t('status.resetMine')}</Button></Link>] : []),
        <Link key="login" to="/login"><Button>{t('signIn.backToSignIn')}</Button></Link>,
      ]} style={{ paddingTop: '20vh' }} />
  );
}

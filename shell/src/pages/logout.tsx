import { useEffect } from 'react';
import { Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useSession, useT } from '@firecrest/portal-kit';

/** Signs out, then goes to the site root (spec §9), which leads to the sign-in page. */
export function LogoutPage() {
  const logout = useSession((s) => s.logout);
  const { t } = useT('shell');
  const navigate = useNavigate();
  useEffect(() => {
    void logout().finally(() => navigate('/', { replace: true }));
  }, [logout, navigate]);
  return <Spin size="large" aria-label={t('common:loading')} style={{ display: 'block', margin: '30vh auto' }} />;
}

import { useMemo, useState } from 'react';
import { Breadcrumb, Dropdown, Layout, Menu, Typography, type MenuProps } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { can as canDo } from '@firecrest/contracts';
import { useCrumbNames, useSession, useT } from '@firecrest/portal-kit';
import { MENU, crumbs, requiredModule, visibleMenu, type MenuItem, type Translate } from '../menu';
import { BookmarksLauncher } from './bookmarks-launcher';
import { MessagesBadge } from './messages-badge';
import { UpdateNotice } from '../update-notice/update-notice';

const toAntItems = (items: MenuItem[], t: Translate): MenuProps['items'] =>
  items.map((i) =>
    i.children ? { key: i.key, label: t(i.label), children: toAntItems(i.children, t) } : { key: i.path!, label: <Link to={i.path!}>{t(i.label)}</Link> },
  );

/** The signed-in frame: side menu per permission, header with the user, breadcrumbs, and the page. */
export function AppLayout() {
  const user = useSession((s) => s.user)!;
  const can = useSession((s) => s.can);
  const { t } = useT('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const names = useCrumbNames((s) => s.names);
  // A screen the user may not view opens the error403 page, not the screen with the server's refusal inside it.
  const needed = requiredModule(location.pathname);
  const refused = needed !== undefined && !can(needed);
  // Drawn from the user's own permissions, so it changes when they do (the store's `can` keeps one identity).
  const menu = useMemo(() => visibleMenu(MENU, (m) => canDo(user.permissions, m)), [user.permissions]);
  const selected = useMemo(() => {
    const paths = menu.flatMap((i) => [i, ...(i.children ?? [])]).map((i) => i.path).filter(Boolean) as string[];
    return paths.filter((p) => location.pathname === p || location.pathname.startsWith(`${p}/`)).sort((a, b) => b.length - a.length).slice(0, 1);
  }, [menu, location.pathname]);
  const userMenu: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('header.profile'), onClick: () => navigate('/profile') },
    { key: 'messages', icon: <MailOutlined />, label: t('header.messages'), onClick: () => navigate('/notifications/inbox') },
    { key: 'password', icon: <LockOutlined />, label: t('header.changePassword'), onClick: () => navigate('/update-password') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), onClick: () => navigate('/logout') },
  ];

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <UpdateNotice />
      <Layout.Sider width={248} collapsible collapsed={collapsed} onCollapse={setCollapsed} aria-label={t('menu.main')}>
        <Link to="/dashboard" style={{ display: 'block', padding: '18px 24px', color: '#fff', fontWeight: 700, fontSize: 18, whiteSpace: 'nowrap' }}>
          {collapsed ? t('app.short') : t('app.name')}
        </Link>
        <Menu theme="dark" mode="inline" items={toAntItems(menu, t)} selectedKeys={selected} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', borderBottom: '1px solid #f0f0f0' }}>
          <Breadcrumb
            items={[{ title: <Link to="/dashboard">{t('crumb.home')}</Link> }, ...crumbs(location.pathname, t, names).filter((c) => c.path !== '/dashboard').map((c) => ({ title: c.label }))]}
          />
          <span style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
            <MessagesBadge />
            <BookmarksLauncher />
            <Dropdown menu={{ items: userMenu }} trigger={['click']}>
              <a onClick={(e) => e.preventDefault()} data-testid="user-menu" href="#user">
                <UserOutlined /> <Typography.Text strong translate="no">{user.name}</Typography.Text> <DownOutlined />
              </a>
            </Dropdown>
          </span>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <div style={{ background: '#fff', padding: 24, borderRadius: 8, minHeight: 360 }}>
            {refused ? <Navigate to="/error403" replace /> : <Outlet />}
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

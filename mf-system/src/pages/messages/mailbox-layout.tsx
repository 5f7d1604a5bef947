import { Badge, Button, Col, Menu, Row } from 'antd';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { MESSAGE_FOLDERS } from '@firecrest/contracts';
import { useT, useUnreadCounts } from '@firecrest/portal-kit';
import { FOLDER_LABELS, MAILBOX_PATH, isFolder } from './messages-api';

/** §2.8 notifications and messages: the folders beside whichever folder, message or compose form is open. */
export function MailboxLayout() {
  const { t } = useT('system');
  const { pathname } = useLocation();
  // The folder is the child route's parameter; read from the path too, whichever the router gives a layout.
  const folder = useParams().folder ?? pathname.split('/').filter(Boolean)[1];
  const navigate = useNavigate();
  const unread = useUnreadCounts();
  const current = isFolder(folder) ? folder : 'inbox';
  const count = (f: string) => (f === 'inbox' ? unread?.inbox : f === 'notifications' ? unread?.notifications : 0) ?? 0;
  return (
    <Row gutter={24}>
      <Col xs={24} md={6} lg={5}>
        <Button type="primary" icon={<EditOutlined />} block style={{ marginBottom: 16 }} onClick={() => navigate(`${MAILBOX_PATH}/${current}/compose`)}>
          {t('mail.compose')}
        </Button>
        <nav aria-label={t('mail.folders')}>
          <Menu
            mode="inline"
            selectedKeys={[current]}
            items={MESSAGE_FOLDERS.map((f) => ({
              key: f,
              label: (
                <Link to={`${MAILBOX_PATH}/${f}`} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                  <span>{t(FOLDER_LABELS[f])}</span>
                  {count(f) > 0 && <Badge count={count(f)} aria-label={t('mail.unread', { count: count(f) })} />}
                </Link>
              ),
            }))}
          />
        </nav>
      </Col>
      <Col xs={24} md={18} lg={19}>
        <Outlet />
      </Col>
    </Row>
  );
}

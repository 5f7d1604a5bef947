import { Card, Col, Empty, Row, Typography } from 'antd';
import { Link } from 'react-router';
import type { ModuleKey } from '@firecrest/contracts';
import { useSession } from './session-store';
import { useT } from './i18n/use-t';

export interface AreaCard {
  title: string;
  description: string;
  path: string;
  module: ModuleKey;
}

/** The landing page of an area: a card per screen the user may open. */
export function AreaLanding({ title, intro, cards, children }: { title: string; intro: string; cards: AreaCard[]; children?: React.ReactNode }) {
  const { t } = useT('common');
  const can = useSession((s) => s.can);
  const visible = cards.filter((c) => can(c.module));
  return (
    <div>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {visible.length === 0 ? (
        <Empty description={t('area.noScreens')} />
      ) : (
        <Row gutter={[16, 16]}>
          {visible.map((c) => (
            <Col key={c.path} xs={24} sm={12} lg={8}>
              <Link to={c.path}>
                <Card hoverable title={c.title} size="small" style={{ height: '100%' }}>
                  {c.description}
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
      {children}
    </div>
  );
}

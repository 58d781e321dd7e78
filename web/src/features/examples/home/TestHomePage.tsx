import { AppstoreOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row, theme, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { menuIcon } from '../../../components/icon/menuIcon';
import { useUserRoutes } from '../../../lib/routes/userRoutes';
import { exampleCards, type ExampleCard } from './exampleCards';

function CardIcon({ icon }: { icon: ExampleCard['icon'] }) {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 40,
        height: 40,
        borderRadius: token.borderRadiusLG,
        background: token.colorPrimaryBg,
        color: token.colorPrimary,
        fontSize: 20,
      }}
    >
      {menuIcon(icon) ?? <AppstoreOutlined />}
    </span>
  );
}

/**
 * /test/home (§2.1, 示例首页): the example pages the user's menu holds, a card each; a card is a link, so the
 * page opens in the workspace as from the menu (and in a new browser tab with a middle click).
 */
export default function TestHomePage() {
  const routes = useUserRoutes();
  const cards = useMemo(() => exampleCards(routes), [routes]);
  return (
    <div className="page" data-testid="test-home-page">
      <Card variant="borderless" title="示例首页">
        {cards.length === 0 ? (
          <Empty description="你的菜单中没有组件示例页面" data-testid="test-home-empty" />
        ) : (
          <>
            <Typography.Paragraph type="secondary">组件示例中你可以打开的页面，点击卡片打开。</Typography.Paragraph>
            <Row gutter={[16, 16]}>
              {cards.map((c) => (
                <Col key={c.path} xs={24} sm={12} lg={8} xxl={6}>
                  <Link to={c.path} data-testid="example-card" data-path={c.path} style={{ display: 'block', height: '100%' }}>
                    <Card hoverable size="small" style={{ height: '100%' }}>
                      <Card.Meta avatar={<CardIcon icon={c.icon} />} title={c.title} description={c.blurb} />
                    </Card>
                  </Link>
                </Col>
              ))}
            </Row>
          </>
        )}
      </Card>
    </div>
  );
}

import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { MapFenceModal } from '../../../components/mapFence/MapFenceModal';
import type { Fence } from '../../../components/mapFence/fence';

/** 组件示例 / 地图围栏: the fence dialog; the confirmed fence is what a form would save. */
export default function MapFenceDemoPage() {
  const [open, setOpen] = useState(false);
  const [fence, setFence] = useState<Fence | null>(null);

  return (
    <div className="page" data-testid="map-fence-demo-page">
      <Card
        variant="borderless"
        title="电子围栏"
        extra={
          <Button type="primary" icon={<EnvironmentOutlined />} onClick={() => setOpen(true)}>
            {fence ? '修改围栏' : '设置围栏'}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">
          以圆心与半径描述装卸点的电子围栏。未配置地图瓦片地址（VITE_MAP_TILE_URL）时，地图以网格底图显示，仍可点击选点或输入经纬度。
        </Typography.Paragraph>
        <Descriptions column={{ xs: 1, sm: 3 }} bordered size="small" data-testid="fence-result">
          <Descriptions.Item label="经度">{fence?.longitude ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="纬度">{fence?.latitude ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="半径（米）">{fence?.range ?? '—'}</Descriptions.Item>
        </Descriptions>
        {fence && (
          <Typography.Paragraph style={{ marginTop: 12 }}>
            <Typography.Text code>{JSON.stringify(fence)}</Typography.Text>
          </Typography.Paragraph>
        )}
      </Card>
      <MapFenceModal
        open={open}
        value={fence}
        onCancel={() => setOpen(false)}
        onOk={(f) => {
          setFence(f);
          setOpen(false);
        }}
      />
    </div>
  );
}

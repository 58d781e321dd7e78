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
          用一个圆圈（圆心加半径）圈出煤场、站台、港口等装卸点，车辆进出圈内即可判断到达或离开。设置时可在地图上点击选取圆心、直接输入经纬度，或用当前位置定位。地图底图由部署方配置，未配置时显示坐标网格，选点和输入照常可用。
        </Typography.Paragraph>
        <Descriptions column={{ xs: 1, sm: 3 }} bordered size="small" data-testid="fence-result">
          <Descriptions.Item label="经度">{fence?.longitude ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="纬度">{fence?.latitude ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="半径（米）">{fence?.range ?? '—'}</Descriptions.Item>
        </Descriptions>
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

import { Alert, Button, Card, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { DragVerify, type DragVerifyHandle } from '../../../components/dragVerify/DragVerify';

/** 组件示例 / 滑块验证: drag to the end to verify; releasing early resets. */
export default function DragVerifyDemoPage() {
  const slider = useRef<DragVerifyHandle>(null);
  const [verified, setVerified] = useState(false);

  return (
    <div className="page" data-testid="drag-verify-demo-page">
      <Card variant="borderless" title="滑块验证">
        <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 420 }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            用于需要确认是真人在操作的地方（如提交重要操作之前），挡住脚本反复尝试。按住滑块拖到最右端即验证通过，中途松开会回到起点；不便拖动时，可用 Tab 键选中滑块后按 End 键完成。
          </Typography.Paragraph>
          <DragVerify ref={slider} onChange={setVerified} />
          {verified ? <Alert type="success" showIcon title="已验证，可以继续操作" /> : <Alert type="info" showIcon title="尚未验证" />}
          <Button onClick={() => slider.current?.reset()} disabled={!verified}>
            重置
          </Button>
        </Space>
      </Card>
    </div>
  );
}

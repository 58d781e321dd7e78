import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useDevice } from '../../../lib/device/useDevice';
import { BasicSettings } from './BasicSettings';
import { SecuritySettings } from './SecuritySettings';
import { ThirdAccountSettings } from './ThirdAccountSettings';
import { NotifySettings } from './NotifySettings';

export default function AccountSettingsPage() {
  const [tab, setTab] = useState('basic');
  const { small } = useDevice();
  return (
    <div className="page account-settings" data-testid="account-settings-page">
      <Card variant="borderless">
        <Tabs
          tabPlacement={small ? 'top' : 'start'}
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'basic', label: '基本设置', children: <BasicSettings /> },
            { key: 'security', label: '安全设置', children: <SecuritySettings /> },
            { key: 'binding', label: '账号绑定', children: <ThirdAccountSettings /> },
            { key: 'notify', label: '新消息通知', children: <NotifySettings /> },
          ]}
        />
      </Card>
    </div>
  );
}

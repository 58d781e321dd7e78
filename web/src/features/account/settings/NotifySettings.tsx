import type { NotifyPrefs } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, List, Switch } from 'antd';
import { fetchNotifyPrefs, saveNotifyPrefs } from '../shared/accountApi';

const ROWS: { key: keyof NotifyPrefs | 'bell'; title: string; description: string }[] = [
  { key: 'bell', title: '系统消息', description: '审批、到期、调度和过磅等通知总会出现在右上角的铃铛中' },
  { key: 'email', title: '邮件通知', description: '管理员为该通知设置了邮件模板时，同时发送到个人资料中的邮箱' },
  { key: 'sms', title: '短信通知', description: '管理员为该通知设置了短信模板时，同时发送到绑定的手机' },
];

/** 新消息通知: the channels a user's notices come by besides the bell, saved as soon as a switch moves. */
export function NotifySettings() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const prefs = useQuery({ queryKey: ['account', 'notifyPrefs'], queryFn: fetchNotifyPrefs });

  async function set(key: keyof NotifyPrefs, on: boolean) {
    const next = { ...(prefs.data ?? { email: true, sms: false }), [key]: on };
    const env = await saveNotifyPrefs(next);
    if (env.success) message.success(env.message);
    else message.warning(env.message);
    await queryClient.invalidateQueries({ queryKey: ['account', 'notifyPrefs'] });
  }

  return (
    <List
      data-testid="notify-settings"
      loading={prefs.isLoading}
      dataSource={ROWS}
      renderItem={(row) => (
        <List.Item
          actions={[
            row.key === 'bell' ? (
              <Switch key="s" checked disabled aria-label={row.title} />
            ) : (
              <Switch key="s" checked={Boolean(prefs.data?.[row.key])} disabled={!prefs.data} onChange={(on) => set(row.key as keyof NotifyPrefs, on)} aria-label={row.title} data-testid={`notify-${row.key}`} />
            ),
          ]}
        >
          <List.Item.Meta title={row.title} description={row.description} />
        </List.Item>
      )}
    />
  );
}

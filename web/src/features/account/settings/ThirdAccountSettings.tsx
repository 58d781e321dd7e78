import { THIRD_TYPE_ITEMS, type MyThirdAccount } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, List, Popconfirm } from 'antd';
import { formatDate } from '../../../lib/time/businessTime';
import { fetchMyThirdAccounts, unbindThirdAccount } from '../shared/accountApi';

const typeText = (t: string) => THIRD_TYPE_ITEMS.find((i) => i.value === t)?.text ?? t;

/**
 * 账号绑定: the provider accounts that sign this user in. A link is made by signing in with the provider and proving
 * the password once (or by an administrator); here it is undone.
 */
export function ThirdAccountSettings() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const links = useQuery({ queryKey: ['account', 'thirdAccounts'], queryFn: fetchMyThirdAccounts });

  async function unbind(row: MyThirdAccount) {
    const env = await unbindThirdAccount(row.id);
    if (env.success) message.success(env.message || '已解除绑定');
    else message.warning(env.message);
    await queryClient.invalidateQueries({ queryKey: ['account', 'thirdAccounts'] });
  }

  return (
    <div data-testid="third-account-settings">
      <List
        loading={links.isLoading}
        dataSource={links.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未绑定第三方账号：在登录页选择第三方登录，按提示输入平台密码即可绑定" /> }}
        renderItem={(row) => (
          <List.Item
            actions={[
              <Popconfirm key="unbind" title="解除绑定后将不能再用该账号登录，确定吗?" okText="确定" cancelText="取消" onConfirm={() => unbind(row)}>
                <Button type="link" danger data-testid={`third-unbind-${row.id}`}>
                  解除绑定
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta title={typeText(row.thirdType)} description={`${row.displayName ?? row.subject}（账号标识 ${row.subject}），绑定于 ${formatDate(row.createTime)}`} />
          </List.Item>
        )}
      />
    </div>
  );
}

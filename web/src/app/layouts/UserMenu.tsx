import { ApartmentOutlined, ControlOutlined, DownOutlined, KeyOutlined, LogoutOutlined, SettingOutlined, SolutionOutlined } from '@ant-design/icons';
import { LOGIN_PATH } from '@meiyun/shared';
import { App, type MenuProps } from 'antd';
// The avatar and the dropdown by themselves: antd's namespaces bring Avatar.Group (and Popover) and Dropdown.Button
// (and Space) into the shell, which uses neither.
import Avatar from 'antd/es/avatar/Avatar';
import Dropdown from 'antd/es/dropdown/dropdown';
import { useNavigate } from 'react-router';
import { logout } from '../session/logout';
import { useSession } from '../../lib/session/sessionStore';
import { tabsActions } from '../tabs/tabsStore';
import { layoutUi } from '../../lib/layout/layoutUiStore';
import { fileUrlOf } from '../../components/upload/uploadState';

export function UserMenu({ compact }: { compact: boolean }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const userInfo = useSession((s) => s.userInfo);
  const name = userInfo?.realname || userInfo?.username || '';
  const token = useSession((s) => s.token);
  const avatarSrc = userInfo?.avatar ? fileUrlOf(userInfo.avatar, token) : undefined;

  const confirmLogout = () =>
    modal.confirm({
      title: '提示',
      content: '真的要注销登录吗 ?',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        tabsActions.reset();
        await logout();
        navigate(LOGIN_PATH, { replace: true });
      },
    });

  const items: MenuProps['items'] = [
    { key: 'center', icon: <SolutionOutlined />, label: '个人中心', onClick: () => navigate('/account/center') },
    { key: 'account', icon: <ControlOutlined />, label: '个人设置', onClick: () => navigate('/account/settings') },
    { key: 'password', icon: <KeyOutlined />, label: '修改密码', onClick: () => layoutUi.set({ changePasswordOpen: true }) },
    { key: 'depart', icon: <ApartmentOutlined />, label: '切换部门', onClick: () => layoutUi.set({ departOpen: true }) },
    { key: 'settings', icon: <SettingOutlined />, label: '系统设置', onClick: () => layoutUi.set({ settingsOpen: true }) },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: confirmLogout },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" className="header-action user-trigger" data-testid="user-menu">
        <Avatar size="small" className="user-avatar" src={avatarSrc}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        {!compact && <span className="user-name">{name}</span>}
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}

import { BusinessUserList } from './BusinessUserList';

/** 业务用户 > 贸易商 (menu component coal/users/TraderUserList). */
export default function TraderUserListPage() {
  return <BusinessUserList type="trader" />;
}

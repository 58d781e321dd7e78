import { BusinessUserList } from './BusinessUserList';

/** 业务用户 > 调度员 (menu component coal/users/DispatcherUserList). */
export default function DispatcherUserListPage() {
  return <BusinessUserList type="dispatcher" />;
}

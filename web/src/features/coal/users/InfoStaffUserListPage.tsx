import { BusinessUserList } from './BusinessUserList';

/** 业务用户 > 信息员 (menu component coal/users/InfoStaffUserList). */
export default function InfoStaffUserListPage() {
  return <BusinessUserList type="infoStaff" />;
}

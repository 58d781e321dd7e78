import { BusinessUserList } from './BusinessUserList';

/** 业务用户 > 货主 (menu component coal/users/ShipperUserList). */
export default function ShipperUserListPage() {
  return <BusinessUserList type="shipper" />;
}

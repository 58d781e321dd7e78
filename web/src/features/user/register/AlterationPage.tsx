import { AdminOnlyNotice } from './AdminOnlyNotice';

export default function AlterationPage() {
  return (
    <AdminOnlyNotice title="找回密码" testId="alteration-page">
      为保障账号安全，密码找回由系统管理员办理。请联系管理员重置密码，重置后使用新密码登录，并按提示修改为您自己的密码。
    </AdminOnlyNotice>
  );
}

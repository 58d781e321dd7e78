import { AdminOnlyNotice } from './AdminOnlyNotice';

export default function RegisterResultPage() {
  return (
    <AdminOnlyNotice title="申请已提交" testId="register-result-page">
      账号由系统管理员审核开通。开通后您将收到初始密码，首次登录时系统会要求您设置新密码。
    </AdminOnlyNotice>
  );
}

import { AdminOnlyNotice } from './AdminOnlyNotice';

export default function RegisterPage() {
  return (
    <AdminOnlyNotice title="账号注册" testId="register-page">
      本平台不开放自助注册。调度员、信息员、贸易商和货主的账号由系统管理员统一开通，请联系所在单位的管理员，并提供姓名、手机号和所属部门。
    </AdminOnlyNotice>
  );
}

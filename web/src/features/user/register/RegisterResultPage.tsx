import { LOGIN_PATH } from '@meiyun/shared';
import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';

/** 注册结果: the account is ready, or waits for an administrator's review (REGISTRATION=review). */
export default function RegisterResultPage() {
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const active = params.get('status') === 'active';
  return (
    <Result
      status={active ? 'success' : 'info'}
      title={active ? '注册成功' : '申请已提交'}
      subTitle={
        active
          ? `账号 ${username} 已开通，请使用新账号登录。`
          : `账号 ${username} 已提交，待系统管理员审核开通后即可使用注册时的密码登录。`
      }
      data-testid="register-result-page"
      extra={
        <Link to={LOGIN_PATH}>
          <Button type="primary">{active ? '去登录' : '返回登录'}</Button>
        </Link>
      }
    />
  );
}

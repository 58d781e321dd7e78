import { LOGIN_PATH } from '@meiyun/shared';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Self-service account pages: in this product accounts and passwords are managed by an administrator. */
export function AdminOnlyNotice({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Result
      status="info"
      title={title}
      subTitle={children}
      data-testid={testId}
      extra={
        <Link to={LOGIN_PATH}>
          <Button type="primary">返回登录</Button>
        </Link>
      }
    />
  );
}

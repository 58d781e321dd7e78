import { HOME_PATH } from '@meiyun/shared';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

const texts = {
  '403': '抱歉，你无权访问该页面',
  '404': '抱歉，你访问的页面不存在',
  '500': '抱歉，服务器出错了',
} as const;

export function ExceptionView({ type }: { type: keyof typeof texts }) {
  const navigate = useNavigate();
  return (
    <div className="exception-page" data-testid={`exception-${type}`}>
      <Result
        status={type}
        title={type}
        subTitle={texts[type]}
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}

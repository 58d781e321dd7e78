import { Button, Result } from 'antd';

/** Reached only by typing the hashed path of an external menu entry; the menu itself opens a new window. */
export function ExternalLinkPage({ url, title }: { url: string; title: string }) {
  return (
    <Result
      status="info"
      title={title}
      subTitle="该菜单为外部链接，将在新窗口中打开"
      extra={
        <Button type="primary" href={url} target="_blank" rel="noopener noreferrer">
          在新窗口打开
        </Button>
      }
    />
  );
}

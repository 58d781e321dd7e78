/** Menu entries of component 'layouts/IframePageView' show their address inside the workspace. */
export function IframePageView({ url, title }: { url: string; title: string }) {
  return <iframe className="iframe-page" src={url} title={title} data-testid="iframe-page" />;
}

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownImageDialog } from './MarkdownImageDialog';

afterEach(cleanup);

describe('MarkdownImageDialog', () => {
  it('takes a web address and a remark', async () => {
    const onOk = vi.fn();
    render(
      <App>
        <MarkdownImageDialog open onOk={onOk} onCancel={() => undefined} />
      </App>,
    );
    fireEvent.click(screen.getByLabelText('网络地址'));
    const url = await screen.findByLabelText('图片地址');
    fireEvent.change(url, { target: { value: 'ftp://x/y.png' } });
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '磅房' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(document.body.textContent).toContain('请输入以http和https开头的网址'));
    expect(onOk).not.toHaveBeenCalled();
    fireEvent.change(url, { target: { value: 'https://img.example.com/y.png' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onOk).toHaveBeenCalledWith({ url: 'https://img.example.com/y.png', remark: '磅房' }));
  });

  it('asks for an image when nothing was uploaded', async () => {
    const onOk = vi.fn();
    render(
      <App>
        <MarkdownImageDialog open onOk={onOk} onCancel={() => undefined} />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(document.body.textContent).toContain('请上传图片'));
    expect(onOk).not.toHaveBeenCalled();
  });
});

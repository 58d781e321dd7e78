// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const uploadFile = vi.fn();
vi.mock('./uploadApi', () => ({ uploadFile: (...args: unknown[]) => uploadFile(...args) }));

import { JUpload } from './JUpload';

function chooseFiles(container: HTMLElement, files: File[]) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

beforeEach(() => {
  uploadFile.mockReset();
});
afterEach(cleanup);

describe('JUpload', () => {
  it('refuses a non-image in image mode with 请上传图片 and sends nothing', async () => {
    const { container } = render(
      <App>
        <JUpload fileType="image" />
      </App>,
    );
    chooseFiles(container, [new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(document.body.textContent).toContain('请上传图片'));
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('emits the comma-separated paths only when every file is done', async () => {
    const onChange = vi.fn();
    const resolvers: ((v: unknown) => void)[] = [];
    uploadFile.mockImplementation(() => new Promise((r) => resolvers.push(r)));
    const { container } = render(
      <App>
        <JUpload onChange={onChange} biz="bill" />
      </App>,
    );
    chooseFiles(container, [new File(['a'], 'a.txt', { type: 'text/plain' }), new File(['b'], 'b.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(2));
    expect(uploadFile.mock.calls[0][2]).toMatchObject({ biz: 'bill' });
    expect(container.querySelectorAll('[data-status="uploading"]')).toHaveLength(2);
    await act(async () => resolvers[0]({ success: true, message: 'bill/20260101/a.txt' }));
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => resolvers[1]({ success: false, message: '' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0][0]).toBe('bill/20260101/a.txt');
    expect(container.querySelector('[data-status="error"]')?.textContent).toContain('未知错误');
    expect(document.body.textContent).toContain('b.txt 上传失败.');
  });

  it('removes a file and emits at once; hides remove and download when disallowed', async () => {
    const onChange = vi.fn();
    const { container, rerender } = render(
      <App>
        <JUpload value="temp/1/a.txt,temp/1/b.txt" onChange={onChange} />
      </App>,
    );
    expect(screen.getAllByLabelText('下载')).toHaveLength(2);
    fireEvent.click(screen.getAllByLabelText('删除')[0]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/1/b.txt', expect.anything()));
    rerender(
      <App>
        <JUpload value="temp/1/b.txt" allowDownload={false} allowRemove={false} />
      </App>,
    );
    expect(container.querySelectorAll('[aria-label="删除"], [aria-label="下载"]')).toHaveLength(0);
  });

  it('keeps only the last image in single mode', async () => {
    const onChange = vi.fn();
    uploadFile.mockResolvedValue({ success: true, message: 'temp/1/new.png' });
    const { container } = render(
      <App>
        <JUpload fileType="image" multiple={false} value="temp/1/old.png" onChange={onChange} />
      </App>,
    );
    chooseFiles(container, [new File(['x'], 'new.png', { type: 'image/png' })]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/1/new.png', expect.anything()));
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('warns at the ends of an image list and reorders otherwise', async () => {
    const onChange = vi.fn();
    render(
      <App>
        <JUpload fileType="image" value="temp/1/a.png,temp/1/b.png" onChange={onChange} />
      </App>,
    );
    fireEvent.click(screen.getAllByLabelText('左移')[0]);
    await waitFor(() => expect(document.body.textContent).toContain('未知的操作'));
    fireEvent.click(screen.getAllByLabelText('右移')[1]);
    await waitFor(() => expect(document.body.textContent).toContain('已到最后~'));
    fireEvent.click(screen.getAllByLabelText('右移')[0]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/1/b.png,temp/1/a.png', expect.anything()));
  });
});

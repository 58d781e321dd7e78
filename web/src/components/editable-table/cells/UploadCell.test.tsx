// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AxiosHeaders } from 'axios';

const post = vi.fn();
vi.mock('../../../lib/http', () => ({ http: { post: (...a: unknown[]) => post(...a) } }));

const { UploadCell } = await import('./UploadCell');
import type { TableColumn } from '../types';

afterEach(() => {
  cleanup();
  post.mockReset();
});

function setup(column: Partial<TableColumn> = {}, value = '') {
  const onChange = vi.fn();
  const col = { key: 'f', title: '附件', type: 'file', ...column } as TableColumn;
  const utils = render(<UploadCell column={col} row={{ id: 'r' }} rowIndex={0} value={value} editing={false} hasError={false} onChange={onChange} onValidate={() => undefined} />);
  const pick = async (file: File) => {
    const input = utils.container.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
      await new Promise((r) => setTimeout(r, 10));
    });
  };
  return { onChange, pick, ...utils };
}

/** Runs the request's own header transform, as axios would. */
function headersSent(config: { transformRequest: ((data: unknown, h: AxiosHeaders) => unknown)[] }) {
  const headers = new AxiosHeaders({ 'X-Access-Token': 't0k' });
  config.transformRequest[0](new FormData(), headers);
  return headers;
}

describe('upload cell', () => {
  it('posts the file with isup and biz, and sets the path from the response when done', async () => {
    post.mockImplementation(async (_url: string, _form: FormData, config: { onUploadProgress: (e: object) => void }) => {
      config.onUploadProgress({ loaded: 5, total: 10 });
      return { data: { success: true, message: 'temp/a.txt' } };
    });
    const { onChange, pick } = setup({ token: false });
    await pick(new File(['hello'], 'a.txt', { type: 'text/plain' }));
    const [url, form, config] = post.mock.calls[0];
    expect(url).toBe('/sys/common/upload');
    expect((form as FormData).get('isup')).toBe('1');
    expect((form as FormData).get('biz')).toBe('temp');
    expect(headersSent(config).has('X-Access-Token')).toBe(false);
    expect(onChange).toHaveBeenCalledWith('temp/a.txt');
  });

  it('sends the token only when the column asks for it, and reads the named response field', async () => {
    post.mockResolvedValue({ data: { success: true, message: 'ok', result: 'temp/b.txt' } });
    const { onChange, pick } = setup({ token: true, responseName: 'result', action: '/own/upload' });
    await pick(new File(['x'], 'b.txt'));
    expect(post.mock.calls[0][0]).toBe('/own/upload');
    expect(headersSent(post.mock.calls[0][2]).get('X-Access-Token')).toBe('t0k');
    expect(onChange).toHaveBeenCalledWith('temp/b.txt');
  });

  it('shows the error with the server message or 未知错误, and keeps the value', async () => {
    post.mockResolvedValueOnce({ data: { success: false, message: '文件类型不允许' } });
    const { onChange, pick } = setup();
    await pick(new File(['x'], 'c.exe'));
    expect(screen.getByText(/文件类型不允许/)).toBeTruthy();
    post.mockResolvedValueOnce({ data: { success: false } });
    await pick(new File(['x'], 'd.exe'));
    expect(screen.getByText(/未知错误/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a non-image in an image cell without posting', async () => {
    const { pick } = setup({ type: 'image' });
    await pick(new File(['x'], 'e.txt', { type: 'text/plain' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText(/请上传图片/)).toBeTruthy();
  });

  it('removal resets the value', async () => {
    const { onChange } = setup({}, 'temp/a.txt');
    fireEvent.click(screen.getByRole('button', { name: '删除文件' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});

import { describe, expect, it } from 'vitest';
import { failUpload, filesOf, keepFiles, pathsOf, settleUpload, type UploadedFile } from './uploadState';

const f = (uid: string, status: UploadedFile['status'] = 'uploading', path?: string): UploadedFile => ({ uid, name: `${uid}.png`, status, percent: 40, path });

describe('upload cell states', () => {
  it('is done with the path from the response field', () => {
    expect(settleUpload(f('1'), { success: true, message: 'temp/a.png' })).toMatchObject({ status: 'done', path: 'temp/a.png', percent: 100 });
    expect(settleUpload(f('1'), { success: true, message: 'ok', result: 'temp/b.png' }, 'result')).toMatchObject({ status: 'done', path: 'temp/b.png' });
  });

  it('is an error with the message, or 未知错误 without one', () => {
    expect(settleUpload(f('1'), { success: false, message: '文件过大' })).toMatchObject({ status: 'error', message: '文件过大' });
    expect(settleUpload(f('1'), { success: false })).toMatchObject({ status: 'error', message: '未知错误' });
    expect(settleUpload(f('1'), undefined)).toMatchObject({ status: 'error', message: '未知错误' });
    expect(failUpload(f('1'))).toMatchObject({ status: 'error', message: '上传失败' });
  });

  it('keeps the last file, or the last N, and reads paths back', () => {
    const done = [f('a', 'done', 'p/a'), f('b', 'done', 'p/b'), f('c', 'done', 'p/c')];
    expect(keepFiles(done, false).map((x) => x.uid)).toEqual(['c']);
    expect(keepFiles(done, true, 2).map((x) => x.uid)).toEqual(['b', 'c']);
    expect(keepFiles(done, true).map((x) => x.uid)).toEqual(['a', 'b', 'c']);
    expect(pathsOf([...done, f('d')])).toBe('p/a,p/b,p/c');
    expect(filesOf('p/a,p/b').map((x) => x.path)).toEqual(['p/a', 'p/b']);
    expect(filesOf('')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  allSettled,
  failItem,
  fileUrlOf,
  finishItem,
  isImageFile,
  itemsFromValue,
  limitDone,
  moveItem,
  popupResultOf,
  progressItem,
  removeItem,
  startItem,
  valueOf,
  type UploadItem,
} from './uploadState';

const file = (uid: string) => ({ uid, name: `${uid}.png`, type: 'image/png', size: 10 });
const done = (uid: string): UploadItem => ({ uid, name: uid, status: 'done', percent: 100, path: `temp/20260101/${uid}.png` });

describe('upload cell states (§4)', () => {
  it('goes uploading with a percent, then done with the path from the reply message', () => {
    let items = startItem([], file('a'));
    expect(items[0]).toMatchObject({ status: 'uploading', percent: 0 });
    items = progressItem(items, 'a', 42.4);
    expect(items[0].percent).toBe(42);
    items = finishItem(items, 'a', { success: true, message: 'temp/20260101/a.png', result: 'temp/20260101/a.png' });
    expect(items[0]).toMatchObject({ status: 'done', percent: 100, path: 'temp/20260101/a.png', url: '/api/sys/common/static/temp/20260101/a.png' });
  });

  it('reads the path from another named field when asked', () => {
    const items = finishItem(startItem([], file('a')), 'a', { success: true, message: '操作成功', result: 'x/y.png' }, null, 'result');
    expect(items[0].path).toBe('x/y.png');
  });

  it('turns success=false into error with the reply message, or 未知错误', () => {
    const withMessage = finishItem(startItem([], file('a')), 'a', { success: false, message: '文件内容与扩展名不符' });
    expect(withMessage[0]).toMatchObject({ status: 'error', message: '文件内容与扩展名不符' });
    const without = finishItem(startItem([], file('a')), 'a', { success: false, message: '' });
    expect(without[0]).toMatchObject({ status: 'error', message: '未知错误' });
  });

  it('says 上传失败 when no reply came', () => {
    expect(failItem(startItem([], file('a')), 'a')[0]).toMatchObject({ status: 'error', message: '上传失败' });
  });

  it('lets only done files into the value, and settles only when nothing is uploading', () => {
    const items = [done('a'), { ...done('b'), status: 'uploading' as const, path: undefined }, { ...done('c'), status: 'error' as const }];
    expect(valueOf(items)).toBe('temp/20260101/a.png');
    expect(allSettled(items)).toBe(false);
    expect(allSettled([done('a')])).toBe(true);
  });

  it('resets to empty on delete', () => {
    expect(valueOf(removeItem([done('a')], 'a'))).toBe('');
  });

  it('keeps only the last done file in single mode and the last N with a limit', () => {
    expect(limitDone([done('a'), done('b')], 1).map((i) => i.uid)).toEqual(['b']);
    const withUploading = [done('a'), done('b'), { ...done('u'), status: 'uploading' as const }, done('c')];
    expect(limitDone(withUploading, 2).map((i) => i.uid)).toEqual(['b', 'u', 'c']);
    expect(limitDone([done('a'), done('b')], 0)).toHaveLength(2);
  });

  it('reads a comma-separated value back into done items', () => {
    const items = itemsFromValue('temp/20260101/a.png, https://example.com/b.jpg,');
    expect(items.map((i) => [i.status, i.name, i.url])).toEqual([
      ['done', 'a.png', '/api/sys/common/static/temp/20260101/a.png'],
      ['done', 'b.jpg', 'https://example.com/b.jpg'],
    ]);
    expect(valueOf(items)).toBe('temp/20260101/a.png,https://example.com/b.jpg');
  });
});

describe('image rules', () => {
  it('accepts only MIME types containing image', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });

  it('prefixes paths not starting with http, with the token for <img>', () => {
    expect(fileUrlOf('http://cdn/x.png', 't')).toBe('http://cdn/x.png');
    expect(fileUrlOf('temp/1/头像.png', 'tok')).toBe('/api/sys/common/static/temp/1/%E5%A4%B4%E5%83%8F.png?token=tok');
  });

  it('moves images left and right, warning at the ends', () => {
    const items = [done('a'), done('b'), done('c')];
    expect(moveItem(items, 'a', 'left')).toEqual({ warning: '未知的操作' });
    expect(moveItem(items, 'c', 'right')).toEqual({ warning: '已到最后~' });
    const r = moveItem(items, 'b', 'left');
    expect('items' in r && r.items.map((i) => i.uid)).toEqual(['b', 'a', 'c']);
    const r2 = moveItem(items, 'b', 'right');
    expect('items' in r2 && r2.items.map((i) => i.uid)).toEqual(['a', 'c', 'b']);
  });
});

describe('file popup result', () => {
  it('lists name, url, path, status and id of done files only', () => {
    const result = popupResultOf([done('a'), { ...done('b'), status: 'error' }]);
    expect(result).toEqual([{ name: 'a', url: '/api/sys/common/static/temp/20260101/a.png', path: 'temp/20260101/a.png', status: 'done', id: 'a' }]);
  });
});

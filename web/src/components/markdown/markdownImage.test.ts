import { describe, expect, it } from 'vitest';
import { imageMarkdown, paragraphBreakBefore, previewSrc } from './markdownImage';

describe('markdown image', () => {
  it('writes the remark as alt text, escaped', () => {
    expect(imageMarkdown('https://a.cn/x.png', '磅房 [北]')).toBe('![磅房 \\[北\\]](https://a.cn/x.png)');
    expect(imageMarkdown('/api/sys/common/static/editor/1/a (1).png', '')).toBe('![](/api/sys/common/static/editor/1/a%20%281%29.png)');
  });
  it('adds the token to our stored images only, once', () => {
    expect(previewSrc('/api/sys/common/static/editor/1/a.png', 't')).toBe('/api/sys/common/static/editor/1/a.png?token=t');
    expect(previewSrc('/api/sys/common/static/editor/1/a.png?token=t', 't')).toBe('/api/sys/common/static/editor/1/a.png?token=t');
    expect(previewSrc('https://a.cn/x.png', 't')).toBe('https://a.cn/x.png');
    expect(previewSrc('/api/sys/common/static/x.png', null)).toBe('/api/sys/common/static/x.png');
  });
});

describe('paragraph break before an inserted image', () => {
  it('starts a new paragraph unless one has just begun', () => {
    expect(paragraphBreakBefore('', 0)).toBe('');
    expect(paragraphBreakBefore('> quote', 7)).toBe('\n\n');
    expect(paragraphBreakBefore('> quote\n', 8)).toBe('\n');
    expect(paragraphBreakBefore('text\n\n', 6)).toBe('');
  });
});

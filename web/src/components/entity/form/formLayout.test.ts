import { ALL_ENTITIES, announcementMeta, userMeta, type FieldMeta } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { formTitle, isShown, labelWidthFor, MIN_LABEL_WIDTH } from './formLayout';

const field = (name: string) => announcementMeta.fields.find((f) => f.name === name)!;

describe('the label column of the entity dialog', () => {
  it('fits the longest label with its asterisk on one line', () => {
    // 6 characters of 14 px, asterisk and colon: more than the 100 px that wrapped 通告对象类型.
    expect(labelWidthFor(announcementMeta.fields)).toBeGreaterThanOrEqual(6 * 14 + 25);
    expect(labelWidthFor([{ label: '通告对象类型' }])).toBeGreaterThan(MIN_LABEL_WIDTH);
  });
  it('keeps 100 px for short labels', () => {
    expect(labelWidthFor(userMeta.fields)).toBe(MIN_LABEL_WIDTH);
    expect(labelWidthFor([])).toBe(MIN_LABEL_WIDTH);
  });
});

describe('fields shown by the value of another', () => {
  it('shows the page for both ways of opening and the record for a business form only', () => {
    expect(isShown(field('openPage'), { openType: undefined })).toBe(false);
    expect(isShown(field('openPage'), { openType: 'url' })).toBe(true);
    expect(isShown(field('openPage'), { openType: 'component' })).toBe(true);
    expect(isShown(field('busId'), { openType: 'url' })).toBe(false);
    expect(isShown(field('busId'), { openType: 'component' })).toBe(true);
    expect(isShown(field('userIds'), { msgType: 'USER' })).toBe(true);
    expect(isShown(field('userIds'), { msgType: 'ALL' })).toBe(false);
    expect(isShown({ name: 'x', label: 'x', type: 'string' } as FieldMeta, {})).toBe(true);
  });
});

describe('dialog titles', () => {
  it('say what is added, edited or shown', () => {
    expect(formTitle('add', '用户')).toBe('新增用户');
    expect(formTitle('edit', '职务')).toBe('编辑职务');
    expect(formTitle('detail', '字典')).toBe('字典详情');
  });
  it('read well for every declaration: one record’s name, not a screen’s', () => {
    for (const meta of ALL_ENTITIES) expect(meta.title, meta.name).toMatch(/^[\u4e00-\u9fa5]{1,6}$/);
    for (const meta of ALL_ENTITIES) expect(meta.title, meta.name).not.toMatch(/(管理|列表|配置|信息)$/);
  });
});

import type { MenuNode } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { canSearchMenu, menuLeaves, searchMenuLeaves } from './menuSearch';

function node(path: string, title: string, extra: Partial<MenuNode> = {}): MenuNode {
  return { id: path, path, name: path, component: 'x', route: '1', meta: { title }, ...extra };
}

const menu: MenuNode[] = [
  node('/dashboard/analysis', '首页'),
  node('/base', '基础数据', {
    children: [node('/base/car', '车辆管理'), node('/base/port', '港口管理'), node('/base/secret', '隐藏页', { hidden: true })],
  }),
  node('/sys', '系统管理', { children: [node('/sys/user', '用户管理'), node('/sys/role', 'Role 管理')] }),
  node('/empty', '空目录', { children: [node('/empty/x', 'x', { hidden: true })] }),
  node('/ext', '外部链接', { meta: { title: '外部链接', internalOrExternal: true, url: 'https://example.com' } }),
];

describe('header menu search (§2.3)', () => {
  const leaves = menuLeaves(menu);

  it('is offered to the admin username only', () => {
    expect(canSearchMenu('admin')).toBe(true);
    expect(canSearchMenu('Admin')).toBe(false);
    expect(canSearchMenu('jeecg')).toBe(false);
    expect(canSearchMenu(undefined)).toBe(false);
  });

  it('lists visible leaves with their title chain, skipping hidden items and empty folders', () => {
    expect(leaves.map((l) => l.path)).toEqual(['/dashboard/analysis', '/base/car', '/base/port', '/sys/user', '/sys/role', '/ext']);
    expect(leaves[1].trail).toEqual(['基础数据', '车辆管理']);
    expect(leaves[5].externalUrl).toBe('https://example.com');
  });

  it('filters by title, case-insensitively', () => {
    expect(searchMenuLeaves(leaves, '管理').map((l) => l.path)).toEqual(['/base/car', '/base/port', '/sys/user', '/sys/role']);
    expect(searchMenuLeaves(leaves, ' role ').map((l) => l.path)).toEqual(['/sys/role']);
  });

  it('matches leaf titles, not folder titles, and nothing for a blank keyword', () => {
    expect(searchMenuLeaves(leaves, '基础')).toEqual([]);
    expect(searchMenuLeaves(leaves, '  ')).toEqual([]);
  });
});

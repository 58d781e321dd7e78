import { describe, expect, it } from 'vitest';
import { allKeys, filterTree } from './menuFilter';

const m = (id: string, name: string, extra: { url?: string; perms?: string; children?: any[] } = {}) => ({ id, name, url: extra.url ?? null, perms: extra.perms ?? null, children: extra.children });

const tree = [
  m('sys', '系统管理', {
    url: '/system',
    children: [
      m('role', '角色管理', { url: '/system/role', children: [m('b1', '添加角色', { perms: 'system:role:add' })] }),
      m('depart', '部门管理', { url: '/system/depart' }),
    ],
  }),
  m('acc', '个人页', { url: '/account', children: [m('center', '个人中心', { url: '/account/center' })] }),
];

describe('menu filter', () => {
  it('keeps the ancestors of a match and drops the rest', () => {
    const r = filterTree(tree, 'role:add');
    expect(r.map((x) => x.id)).toEqual(['sys']);
    expect(r[0].children!.map((x: any) => x.id)).toEqual(['role']);
    expect(r[0].children![0].children.map((x: any) => x.id)).toEqual(['b1']);
  });

  it('keeps all children of a matching row and matches urls case-insensitively', () => {
    const r = filterTree(tree, '/SYSTEM/ROLE');
    expect(r[0].children!.map((x: any) => x.id)).toEqual(['role']);
    expect(r[0].children![0].children).toHaveLength(1);
    expect(filterTree(tree, '')).toBe(tree);
    expect(filterTree(tree, '不存在')).toEqual([]);
  });

  it('lists the keys of rows with children', () => {
    expect(allKeys(tree)).toEqual(['sys', 'role', 'acc']);
  });
});

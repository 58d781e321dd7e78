import { describe, expect, it } from 'vitest';
import type { EntityMeta } from '@meiyun/shared';
import { branchesAfterWrite, buildTree, collapse, isSearching, topLevelFixed, type ListTree } from './treeRows';

const tree: ListTree = { parentField: 'pid', hasChildField: 'hasChild', root: '0' };
const row = (id: string, hasChild = '0', extra: Record<string, unknown> = {}) => ({ id, name: id, hasChild, ...extra });

describe('tree list: what the page asks for', () => {
  const meta: EntityMeta = {
    name: 'sysThing',
    title: '物品',
    api: '/sys/thing',
    perm: 'system:thing',
    platformWide: true,
    fields: [
      { name: 'name', label: '名称', type: 'string', query: true },
      { name: 'sort', label: '排序', type: 'int', query: 'range' },
      { name: 'pid', label: '父级', type: 'string' },
    ],
  };

  it('lists the top rows until the query form or an advanced query holds a condition', () => {
    expect(isSearching(meta, { filters: {} })).toBe(false);
    expect(isSearching(meta, { filters: { name: '  ', sort: [undefined, undefined] } })).toBe(false);
    // A value of a field the form does not query is never sent, so it does not make a search.
    expect(isSearching(meta, { filters: { pid: 'x' } })).toBe(false);
    expect(isSearching(meta, { filters: { name: '煤' } })).toBe(true);
    expect(isSearching(meta, { filters: { sort: [1, undefined] } })).toBe(true);
    expect(isSearching(meta, { filters: {}, superQuery: { matchType: 'and', conditions: [{ field: 'name', rule: 'eq', val: 'a' }] } })).toBe(true);
    expect(isSearching(meta, { filters: {}, superQuery: { matchType: 'and', conditions: [] } })).toBe(false);
  });

  it('adds the root to the fixed filter of the top rows only', () => {
    expect(topLevelFixed({ tenant: 1 }, tree, false)).toEqual({ tenant: 1, pid: '0' });
    expect(topLevelFixed({ tenant: 1 }, tree, true)).toEqual({ tenant: 1 });
    expect(topLevelFixed(undefined, undefined, false)).toBeUndefined();
  });
});

describe('tree list: merging the loaded branches', () => {
  it('nests loaded branches and offers to open rows flagged with children', () => {
    const built = buildTree(
      [row('a', '1'), row('b', '0'), row('c', '1')],
      new Map([
        ['a', [row('a1', '1'), row('a2')]],
        ['a1', [row('a11')]],
      ]),
      tree,
    );
    expect(built.rows).toEqual([
      { ...row('a', '1'), children: [{ ...row('a1', '1'), children: [row('a11')] }, row('a2')] },
      row('b'),
      // Not loaded yet: an empty branch so antd shows its expand button.
      { ...row('c', '1'), children: [] },
    ]);
    expect(Object.fromEntries(built.parentOf)).toEqual({ a: '0', b: '0', c: '0', a1: 'a', a2: 'a', a11: 'a1' });
  });

  it('shows no expand button on a loaded branch without rows, whatever the flag says', () => {
    expect(buildTree([row('a', '1')], new Map([['a', []]]), tree).rows).toEqual([row('a', '1')]);
  });

  it('keeps a loaded branch of a row whose flag is stale (a child added since)', () => {
    expect(buildTree([row('a', '0')], new Map([['a', [row('a1')]]]), tree).rows).toEqual([{ ...row('a', '0'), children: [row('a1')] }]);
  });

  it('lets every row open without a has-child field', () => {
    const plain: ListTree = { parentField: 'pid', root: '' };
    expect(buildTree([{ id: 'x' }], new Map(), plain).rows).toEqual([{ id: 'x', children: [] }]);
  });

  it("drops a row's own `children` and never opens a row below itself", () => {
    const built = buildTree([row('a', '1', { children: 'server value' })], new Map([['a', [row('b', '1')]], ['b', [row('a', '1')]]]), tree);
    expect(built.rows).toEqual([{ ...row('a', '1'), children: [{ ...row('b', '1'), children: [row('a', '1')] }] }]);
  });

  it('closes the branch below a collapsed row', () => {
    const { parentOf } = buildTree([row('a'), row('b')], new Map([['a', [row('a1')]], ['a1', [row('a11')]], ['b', [row('b1')]]]), tree);
    expect(collapse(['a', 'a1', 'b', 'a11'], 'a', parentOf)).toEqual(['b']);
    expect(collapse(['a', 'a1', 'b'], 'a1', parentOf)).toEqual(['a', 'b']);
  });
});

describe('tree list: branches read again after a write', () => {
  const { parentOf } = buildTree([row('a', '1'), row('b')], new Map([['a', [row('a1', '1')]], ['a1', [row('a11')]]]), tree);

  it('a new top row: the top rows', () => {
    expect(branchesAfterWrite({ kind: 'add', parent: '0' }, parentOf, '0')).toEqual(['0']);
  });
  it("a new child: its parent's branch and the branch showing the parent's flag", () => {
    expect(branchesAfterWrite({ kind: 'add', parent: 'b' }, parentOf, '0')).toEqual(['b', '0']);
    expect(branchesAfterWrite({ kind: 'add', parent: 'a1' }, parentOf, '0')).toEqual(['a1', 'a']);
  });
  it('an edit: the branch the row is in', () => {
    expect(branchesAfterWrite({ kind: 'edit', id: 'a11' }, parentOf, '0')).toEqual(['a1']);
    expect(branchesAfterWrite({ kind: 'edit', id: 'b' }, parentOf, '0')).toEqual(['0']);
  });
  it("a delete: the row's branch and the one showing its parent", () => {
    expect(branchesAfterWrite({ kind: 'delete', id: 'a11' }, parentOf, '0')).toEqual(['a1', 'a']);
    expect(branchesAfterWrite({ kind: 'delete', id: 'a1' }, parentOf, '0')).toEqual(['a', '0']);
    expect(branchesAfterWrite({ kind: 'delete', id: 'b' }, parentOf, '0')).toEqual(['0']);
    // A row not shown (a search's match): the top rows.
    expect(branchesAfterWrite({ kind: 'delete', id: 'zz' }, parentOf, '0')).toEqual(['0']);
  });
});

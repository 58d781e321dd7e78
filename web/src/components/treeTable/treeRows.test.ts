import { describe, expect, it } from 'vitest';
import { isPlaceholder, needsLoad, rowsOfResult, setChildren, withPlaceholders } from './treeRows';

describe('tree table rows', () => {
  it('reads an array or a page, nothing else', () => {
    expect(rowsOfResult([{ id: 1 }])).toEqual({ rows: [{ id: 1 }] });
    expect(rowsOfResult({ records: [{ id: 1 }], total: 7 })).toEqual({ rows: [{ id: 1 }], total: 7 });
    expect(rowsOfResult({ id: 1 })).toBeNull();
    expect(rowsOfResult('x')).toBeNull();
    expect(rowsOfResult(null)).toBeNull();
  });

  it('gives a node with hasChildren one loading placeholder child', () => {
    const rows = withPlaceholders([{ id: 'a', hasChildren: true }, { id: 'b', hasChildren: false }], 'id');
    expect(rows[0].children).toHaveLength(1);
    expect(isPlaceholder(rows[0].children![0])).toBe(true);
    expect(needsLoad(rows[0])).toBe(true);
    expect(rows[1].children).toBeUndefined();
  });

  it('replaces the placeholder with children, deep; an empty result removes them', () => {
    let rows = withPlaceholders([{ id: 'a', hasChildren: true }], 'id');
    rows = setChildren(rows, 'id', 'a', withPlaceholders([{ id: 'a1', hasChildren: true }], 'id'));
    expect(rows[0].children![0].id).toBe('a1');
    expect(needsLoad(rows[0])).toBe(false);
    rows = setChildren(rows, 'id', 'a1', []);
    expect(rows[0].children![0].children).toBeUndefined();
  });
});

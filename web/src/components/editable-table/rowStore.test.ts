import { describe, expect, it } from 'vitest';
import { RowStore, TEMP_MARKER, type RowStoreOptions } from './rowStore';

function make(opts: RowStoreOptions = {}) {
  let now = 10_000;
  const store = new RowStore({ prefix: 'tbl_', now: () => now, ...opts });
  store.load([
    { id: 'a', name: 'A', orderNum: 1 },
    { id: 'b', name: 'B', orderNum: 2 },
    { id: 'c', name: 'C', orderNum: 3 },
  ]);
  return { store, tick: (ms: number) => (now += ms), names: () => store.rows.map((r) => r.name) };
}

describe('row ids', () => {
  it('prefix loaded ids per table and strip prefix and temporary marker when read', () => {
    const { store } = make();
    expect(store.rows.map((r) => r.id)).toEqual(['tbl_a', 'tbl_b', 'tbl_c']);
    const [row] = store.add(1, 0, [{ name: 'N' }])!;
    expect(row.id.startsWith(`tbl_${TEMP_MARKER}`)).toBe(true);
    const { values, new: created } = store.getValues();
    expect(values.map((v) => v.id)).toEqual(['a', 'b', 'c', row.id.slice(`tbl_${TEMP_MARKER}`.length)]);
    expect(created[0].id).not.toContain(TEMP_MARKER);
    expect(store.publicId(row.id)).toBe(row.id.slice(4));
  });

  it('gives two tables different prefixes by default', () => {
    expect(new RowStore().prefix).not.toBe(new RowStore().prefix);
  });
});

describe('adding rows', () => {
  it('adds at the bottom by default, addRowNum rows at addIndex, with column defaults', () => {
    const { store, names, tick } = make({ defaults: () => ({ qty: 0 }) });
    store.add();
    expect(store.rows).toHaveLength(4);
    expect(store.rows[3].qty).toBe(0);
    tick(2000);
    store.add(2, 1, [{ name: 'X' }, { name: 'Y' }]);
    expect(names()).toEqual(['A', 'X', 'Y', 'B', 'C', undefined]);
  });

  it('blocks a second insertion within 1500 ms, add and insert-below alike', () => {
    const { store, tick } = make();
    expect(store.add()).not.toBeNull();
    tick(1499);
    expect(store.add()).toBeNull();
    expect(store.insertBelow('tbl_a')).toBeNull();
    expect(store.rows).toHaveLength(4);
    tick(1);
    expect(store.insertBelow('tbl_a')).not.toBeNull();
    expect(store.rows[1].id).toContain(TEMP_MARKER);
    // Code that inserts on purpose is not blocked.
    expect(store.add(1, 0, [], { force: true })).not.toBeNull();
  });
});

describe('moving rows', () => {
  it('moves up except the first and down except the last', () => {
    const { store, names } = make();
    expect(store.moveUp('tbl_a')).toBe(false);
    expect(store.moveDown('tbl_c')).toBe(false);
    expect(store.moveDown('tbl_a')).toBe(true);
    expect(names()).toEqual(['B', 'A', 'C']);
    expect(store.moveUp('tbl_c')).toBe(true);
    expect(names()).toEqual(['B', 'C', 'A']);
  });

  it('renumbers the sort field from 1 after a reorder only when drag sort is on', () => {
    const off = make();
    off.store.moveTo('tbl_c', 0);
    expect(off.store.rows.map((r) => r.orderNum)).toEqual([3, 1, 2]);
    const on = make({ dragSort: true });
    on.store.moveTo('tbl_c', 0);
    expect(on.names()).toEqual(['C', 'A', 'B']);
    expect(on.store.rows.map((r) => r.orderNum)).toEqual([1, 2, 3]);
    // Renumbered saved rows are edited rows.
    expect(on.store.getValues().edited.map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('row states', () => {
  it('tells new, edited and removed rows apart', () => {
    const { store } = make();
    const [added] = store.add(1, 0, [{ name: 'N' }])!;
    store.setValue('tbl_b', 'name', 'B2');
    store.setValue(added.id, 'name', 'N2');
    store.remove(['tbl_c']);
    const v = store.getValues();
    expect(v.values.map((r) => r.name)).toEqual(['A', 'B2', 'N2']);
    expect(v.new.map((r) => r.name)).toEqual(['N2']);
    expect(v.edited.map((r) => r.id)).toEqual(['b']);
    expect(v.removed).toEqual([{ id: 'c', name: 'C', orderNum: 3 }]);
    expect(store.stateOf('tbl_a')).toBe('unchanged');
    expect(store.stateOf('tbl_b')).toBe('edited');
    expect(store.stateOf(added.id)).toBe('new');
  });

  it('forgets an edit put back to the saved value, and a new row that is deleted again', () => {
    const { store } = make();
    store.setValue('tbl_a', 'name', 'Z');
    store.setValue('tbl_a', 'name', 'A');
    const [added] = store.add()!;
    store.remove([added.id]);
    const v = store.getValues();
    expect(v.edited).toEqual([]);
    expect(v.new).toEqual([]);
    expect(v.removed).toEqual([]);
  });
});

describe('delete rules', () => {
  it('keeps the only row when not-delete-only-one is on', () => {
    const { store } = make({ notDeleteOnlyOne: true });
    expect(store.remove(['tbl_a', 'tbl_b']).removed).toEqual(['tbl_a', 'tbl_b']);
    expect(store.deleteRefusal('tbl_c')).toBe('onlyOne');
    expect(store.remove(['tbl_c'])).toEqual({ removed: [], refused: [{ id: 'tbl_c', reason: 'onlyOne' }] });
    expect(store.rows).toHaveLength(1);
    const free = make();
    free.store.remove(['tbl_a', 'tbl_b', 'tbl_c']);
    expect(free.store.rows).toHaveLength(0);
  });

  it('deletes only the newest row under the delete-newest rule, newest first in a batch', () => {
    const { store, tick } = make({ deleteNewestOnly: true });
    // Without added rows the newest is the last one.
    expect(store.deleteRefusal('tbl_a')).toBe('notNewest');
    expect(store.deleteRefusal('tbl_c')).toBeNull();
    const [first] = store.add()!;
    tick(2000);
    const [second] = store.add()!;
    expect(store.deleteRefusal(first.id)).toBe('notNewest');
    expect(store.deleteRefusal('tbl_c')).toBe('notNewest');
    expect(store.remove([first.id, second.id]).removed).toEqual([second.id, first.id]);
    expect(store.remove(['tbl_a']).refused).toEqual([{ id: 'tbl_a', reason: 'notNewest' }]);
  });
});

describe('remote changes', () => {
  it('applies another table’s insert, update, remove and move by public id', () => {
    const mine = make();
    const theirs = new RowStore({ prefix: 'x_' });
    theirs.load([{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }]);
    const made = theirs.add(1, 0, [{ name: 'T' }])!;
    mine.store.applyRemote({ action: 'insert', rows: theirs.toSyncRows(made), index: 3 });
    const pub = theirs.publicId(made[0].id);
    expect(mine.names()).toEqual(['A', 'B', 'C', 'T']);
    expect(mine.store.isNew(mine.store.internalId(pub))).toBe(true);
    mine.store.applyRemote({ action: 'update', id: 'b', values: { name: 'B!' } });
    mine.store.applyRemote({ action: 'move', order: [pub, 'c', 'b', 'a'] });
    expect(mine.names()).toEqual(['T', 'C', 'B!', 'A']);
    mine.store.applyRemote({ action: 'remove', ids: ['c', pub] });
    expect(mine.names()).toEqual(['B!', 'A']);
    expect(mine.store.getValues().removed.map((r) => r.id)).toEqual(['c']);
    // The same insert twice does not duplicate the row.
    mine.store.applyRemote({ action: 'insert', rows: [{ id: 'a', name: 'dup' }], index: 0 });
    expect(mine.names()).toEqual(['B!', 'A']);
  });
});

import { describe, expect, it } from 'vitest';
import { SESSION_DATA_TTL_MS } from '@meiyun/shared';
import { createExpiringStorage, type KeyValueStore } from '../../../lib/storage/expiringStorage';
import { ACTION_COLUMN_KEY, applyColumnSettings, columnSettingsKey, INDEX_COLUMN_KEY, loadColumnSettings, saveColumnSettings } from './columnSettings';
import { hasSavedQuery, loadSavedQueries, removeSavedQuery, storeSavedQueries, upsertSavedQuery } from '../query/savedQueries';

function memory(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('column settings', () => {
  it('are stored per route name with the :colsettings suffix for 7 days, without the fixed columns', () => {
    const backing = memory();
    let t = 1000;
    const store = createExpiringStorage(backing, () => t);
    saveColumnSettings('system-user', [INDEX_COLUMN_KEY, 'username', 'sex', ACTION_COLUMN_KEY], store);
    expect(columnSettingsKey('system-user')).toBe('system-user:colsettings');
    const raw = JSON.parse(backing.map.get('meiyun:system-user:colsettings')!);
    expect(raw).toEqual({ value: ['username', 'sex'], expire: 1000 + SESSION_DATA_TTL_MS });
    expect(loadColumnSettings('system-user', store)).toEqual(['username', 'sex']);
    expect(loadColumnSettings('other', store)).toBeNull();
    t += SESSION_DATA_TTL_MS;
    expect(loadColumnSettings('system-user', store)).toBeNull();
  });

  it('keep the index and action columns whatever was chosen, in declared order', () => {
    const cols = [{ key: INDEX_COLUMN_KEY }, { key: 'username' }, { key: 'realname' }, { key: 'sex' }, { key: ACTION_COLUMN_KEY }];
    expect(applyColumnSettings(cols, ['sex', 'username']).map((c) => c.key)).toEqual([INDEX_COLUMN_KEY, 'username', 'sex', ACTION_COLUMN_KEY]);
    expect(applyColumnSettings(cols, []).map((c) => c.key)).toEqual([INDEX_COLUMN_KEY, ACTION_COLUMN_KEY]);
    expect(applyColumnSettings(cols, null)).toHaveLength(5);
  });
});

describe('saved advanced queries', () => {
  it('are kept per route, overwrite by title and delete by title', () => {
    const store = createExpiringStorage(memory());
    const a = { title: '女性', matchType: 'and' as const, records: [{ field: 'sex', rule: 'eq' as const, val: '2' }] };
    let list = upsertSavedQuery([], a);
    list = upsertSavedQuery(list, { ...a, title: '男性', records: [{ field: 'sex', rule: 'eq', val: '1' }] });
    expect(hasSavedQuery(list, '女性')).toBe(true);
    list = upsertSavedQuery(list, { ...a, matchType: 'or' });
    expect(list.map((q) => [q.title, q.matchType])).toEqual([
      ['女性', 'or'],
      ['男性', 'and'],
    ]);
    storeSavedQueries('system-user', list, store);
    expect(loadSavedQueries('system-user', store)).toEqual(list);
    expect(loadSavedQueries('system-dict', store)).toEqual([]);
    expect(removeSavedQuery(list, '女性').map((q) => q.title)).toEqual(['男性']);
  });
});

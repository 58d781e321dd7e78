import { describe, expect, it } from 'vitest';
import { createExpiringStorage, type KeyValueStore } from '../../lib/storage/expiringStorage';
import { DEFAULT_SETTINGS, loadSettings, saveSettings, SETTINGS_KEY } from './layoutSettings';

function memory(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

describe('layout settings (§3)', () => {
  it('defaults: purple, light, side menu, fixed width, fixed header and sidebar, multipage on', () => {
    expect(loadSettings(createExpiringStorage(memory()))).toEqual({
      theme: 'light',
      primaryColor: '#722ED1',
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      fixedHeader: true,
      autoHideHeader: false,
      fixSiderbar: true,
      colorWeak: false,
      multipage: true,
    });
  });
  it('restores what was saved', () => {
    const store = createExpiringStorage(memory());
    const changed = { ...DEFAULT_SETTINGS, theme: 'dark' as const, primaryColor: '#13C2C2', layout: 'topmenu' as const, multipage: false, colorWeak: true };
    saveSettings(store, changed);
    expect(loadSettings(store)).toEqual(changed);
  });
  it('ignores invalid stored values one by one', () => {
    const store = createExpiringStorage(memory());
    store.set(SETTINGS_KEY, { theme: 'pink', primaryColor: '#000000', fixedHeader: false, layout: 'topmenu' });
    expect(loadSettings(store)).toEqual({ ...DEFAULT_SETTINGS, fixedHeader: false, layout: 'topmenu' });
  });
});

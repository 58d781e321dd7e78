import { create } from 'zustand';
import { storage } from '../../lib/storage/expiringStorage';
import { DEFAULT_SETTINGS, loadSettings, saveSettings, type LayoutSettings } from './layoutSettings';

interface SettingsStore extends LayoutSettings {
  update(patch: Partial<LayoutSettings>): void;
  reset(): void;
}

function pick(s: SettingsStore): LayoutSettings {
  const { update: _u, reset: _r, ...settings } = s;
  return settings;
}

export const useSettings = create<SettingsStore>((set, get) => ({
  ...loadSettings(storage),
  update(patch) {
    set(patch);
    saveSettings(storage, pick(get()));
  },
  reset() {
    set(DEFAULT_SETTINGS);
    saveSettings(storage, DEFAULT_SETTINGS);
  },
}));

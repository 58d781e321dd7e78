import { DEFAULT_THEME_COLOR, THEME_COLORS } from '@meiyun/shared';
import type { ExpiringStorage } from '../../lib/storage/expiringStorage';

/** Layout preferences of §2.3, defaults of §3. */
export interface LayoutSettings {
  /** Menu theme. */
  theme: 'dark' | 'light';
  primaryColor: string;
  layout: 'sidemenu' | 'topmenu';
  /** Only meaningful with the top menu: fixed caps the content at 1200 px. */
  contentWidth: 'Fixed' | 'Fluid';
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  multipage: boolean;
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: 'light',
  primaryColor: DEFAULT_THEME_COLOR,
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: true,
  autoHideHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  multipage: true,
};

export const SETTINGS_KEY = 'LAYOUT_SETTINGS';

const allowed: { [K in keyof LayoutSettings]: (v: unknown) => boolean } = {
  theme: (v) => v === 'dark' || v === 'light',
  primaryColor: (v) => THEME_COLORS.some((c) => c.color === v),
  layout: (v) => v === 'sidemenu' || v === 'topmenu',
  contentWidth: (v) => v === 'Fixed' || v === 'Fluid',
  fixedHeader: (v) => typeof v === 'boolean',
  autoHideHeader: (v) => typeof v === 'boolean',
  fixSiderbar: (v) => typeof v === 'boolean',
  colorWeak: (v) => typeof v === 'boolean',
  multipage: (v) => typeof v === 'boolean',
};

/** Stored values that are unknown or invalid fall back to the defaults one by one, so old saves keep working. */
export function sanitizeSettings(raw: unknown): LayoutSettings {
  const out = { ...DEFAULT_SETTINGS };
  if (!raw || typeof raw !== 'object') return out;
  for (const key of Object.keys(allowed) as (keyof LayoutSettings)[]) {
    const value = (raw as Record<string, unknown>)[key];
    if (allowed[key](value)) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

export function loadSettings(store: ExpiringStorage): LayoutSettings {
  return sanitizeSettings(store.get<unknown>(SETTINGS_KEY, null));
}

export function saveSettings(store: ExpiringStorage, settings: LayoutSettings): void {
  store.set(SETTINGS_KEY, settings);
}

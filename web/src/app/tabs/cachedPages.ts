import { storage } from '../../lib/storage/expiringStorage';

/** Component names of pages kept alive (§2.4), stored locally like the original's cache list. */
const KEY = 'CACHED_PAGES';

export function cachedPages(): string[] {
  return storage.get<string[]>(KEY, []);
}

export function addCachedPage(name: string | null | undefined): void {
  if (!name) return;
  const list = cachedPages();
  if (!list.includes(name)) storage.set(KEY, [...list, name]);
}

export function removeCachedPage(name: string | null | undefined): void {
  if (!name) return;
  storage.set(
    KEY,
    cachedPages().filter((n) => n !== name),
  );
}

export function clearCachedPages(): void {
  storage.remove(KEY);
}

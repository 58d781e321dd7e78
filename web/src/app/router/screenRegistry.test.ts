import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '@meiyun/shared';
import { isKnownScreen } from './screenRegistry';
import { STATIC_SCREENS } from './staticScreens';
import { flattenRoutes } from './menuToRoutes';

const serverSrc = fileURLToPath(new URL('../../../../server/src', import.meta.url));

/** The component strings the server seeds on its menus (module.ts and seed files, not tests). */
function seededComponents(): string[] {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/\bcomponent: '([^']+)'/g)) out.add(m[1]);
      }
    }
  };
  walk(serverSrc);
  return [...out].filter((c) => !c.startsWith('layouts/'));
}

describe('screen registry', () => {
  it('every menu component the server seeds, and every static screen, names a screen', () => {
    const components = [...seededComponents(), ...flattenRoutes(STATIC_SCREENS).filter((s) => s.kind === 'page').map((s) => s.component)];
    expect(components.length).toBeGreaterThan(40);
    expect(components.filter((c) => !isKnownScreen(c))).toEqual([]);
  });

  it('screens in renamed folders keep the names the menus use, and only those', () => {
    expect(isKnownScreen('online/cgreport/CgreportList')).toBe(true);
    expect(isKnownScreen('monitor/online/OnlineUserList')).toBe(true);
    expect(isKnownScreen('isps/user-announcement/UserAnnouncement')).toBe(true);
    expect(isKnownScreen('online-report/CgreportList')).toBe(false);
    expect(isKnownScreen('monitor/online-users/OnlineUserList')).toBe(false);
  });

  it('every page under features is a screen of the registry or a route of its own (sign-in, registration)', () => {
    const features = fileURLToPath(new URL('../../features', import.meta.url));
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('Page.tsx')) pages.push(relative(features, path).split(sep).join('/').replace(/\.tsx$/, ''));
      }
    };
    walk(features);
    const imported = (file: string) => new Set([...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/import\('\.\.\/\.\.\/features\/([^']+)'\)/g)].map((m) => m[1]));
    const screens = imported('./screenRegistry.ts');
    const ownRoutes = imported('./AppRoutes.tsx');
    expect(pages.length).toBeGreaterThan(50);
    expect(screens.size).toBe(SCREENS.length);
    expect(pages.filter((p) => !screens.has(p) && !ownRoutes.has(p))).toEqual([]);
  });
});

import type { BrowserContext } from 'playwright-core';
import { NARROW } from './browser';
import { browser } from './session';

/** A driver's phone (390 px, touch) that reports its position at `lng`, `lat` to the pages that ask. */
export function phoneAt(lng: number, lat: number): Promise<BrowserContext> {
  return browser.newContext({ viewport: NARROW, locale: 'zh-CN', isMobile: true, hasTouch: true, geolocation: { longitude: lng, latitude: lat, accuracy: 20 }, permissions: ['geolocation'] });
}

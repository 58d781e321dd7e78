import { describe, expect, it } from 'vitest';
import type { AuthEntry } from '@meiyun/shared';
import { excludedToolbarCodes, toolbarButtonAllowed } from './toolbarAuth';

const rule = (action: string, status = '1'): AuthEntry => ({ action, type: '1', status, describe: action }) as AuthEntry;

describe('toolbar buttons by permission prefix', () => {
  const allAuth = [rule('orders:add'), rule('orders:batch_delete')];

  it('excludes the prefixed codes the user does not hold, adding the trailing colon', () => {
    expect(excludedToolbarCodes('orders', [], allAuth)).toEqual(['orders:add', 'orders:batch_delete']);
    expect(excludedToolbarCodes('orders:', [rule('orders:add')], allAuth)).toEqual(['orders:batch_delete']);
    expect(excludedToolbarCodes(undefined, [], allAuth)).toEqual([]);
    // A rule that is off governs nothing.
    expect(excludedToolbarCodes('orders', [], [rule('orders:add', '0')])).toEqual([]);
  });

  it('hides a button whose code is excluded; no excluded codes allows all', () => {
    expect(toolbarButtonAllowed('add', 'orders', [])).toBe(true);
    expect(toolbarButtonAllowed('add', 'orders', ['orders:add'])).toBe(false);
    expect(toolbarButtonAllowed('batch_delete', 'orders', ['orders:add'])).toBe(true);
    expect(toolbarButtonAllowed('batch_delete', 'orders:', ['orders:batch_delete'])).toBe(false);
  });
});

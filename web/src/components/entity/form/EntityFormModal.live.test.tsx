// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENTITY_CHANGE_TYPE, type EntityChangeMessage, type EntityMeta } from '@meiyun/shared';
import { stubMatchMedia } from '../../../lib/testing/matchMedia';
import type { TabSocketHandlers } from '../../../lib/live/tabSocket';

const getAction = vi.fn();
vi.mock('../../../lib/http', () => ({ getAction: (...a: unknown[]) => getAction(...a), postAction: vi.fn(), putAction: vi.fn() }));
// The tab's socket, played by the test.
const heard = new Set<TabSocketHandlers>();
vi.mock('../../../lib/live/tabSocket', () => ({ tabSocket: { listen: (h: TabSocketHandlers) => (heard.add(h), () => heard.delete(h)) } }));

const { EntityFormModal } = await import('./EntityFormModal');

const meta: EntityMeta = {
  name: 'sysThing',
  title: '物品',
  api: '/sys/thing',
  perm: 'system:thing',
  platformWide: true,
  fields: [{ name: 'name', label: '名称', type: 'string' }],
};
const send = (kind: EntityChangeMessage['kind'], id: string) =>
  act(() => {
    for (const h of heard) h.onEntityChange?.({ type: ENTITY_CHANGE_TYPE, entity: 'sysThing', kind, ids: [id] });
  });
const guard = (fn: () => unknown) => fn;

beforeAll(() => stubMatchMedia());
afterEach(cleanup);

const dialog = (mode: 'detail' | 'edit') =>
  render(
    <App>
      <EntityFormModal meta={meta} mode={mode} record={{ id: 't1', name: '甲' }} open guard={guard as never} onClose={() => undefined} onSaved={() => undefined} />
    </App>,
  );
const nameShown = () => (screen.getByRole('dialog').querySelector('input') as HTMLInputElement).value;

describe('a record dialog hears that its record changed elsewhere', () => {
  it('a detail view reads the record again', async () => {
    getAction.mockResolvedValue({ success: true, result: { id: 't1', name: '甲' } });
    dialog('detail');
    await waitFor(() => expect(nameShown()).toBe('甲'));
    getAction.mockResolvedValue({ success: true, result: { id: 't1', name: '乙' } });
    send('edit', 'other');
    send('edit', 't1');
    await waitFor(() => expect(nameShown()).toBe('乙'), { timeout: 2000 });
  });

  it('an edit says so and reloads on request; a deletion is told', async () => {
    getAction.mockResolvedValue({ success: true, result: { id: 't1', name: '甲' } });
    dialog('edit');
    await waitFor(() => expect(nameShown()).toBe('甲'));
    getAction.mockResolvedValue({ success: true, result: { id: 't1', name: '乙' } });
    send('edit', 't1');
    await screen.findByText('该记录已在别处修改', undefined, { timeout: 2000 });
    expect(nameShown()).toBe('甲');
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    await waitFor(() => expect(nameShown()).toBe('乙'));
    expect(screen.queryByText('该记录已在别处修改')).toBeNull();
    send('delete', 't1');
    await screen.findByText('该记录已被删除', undefined, { timeout: 2000 });
  });
});

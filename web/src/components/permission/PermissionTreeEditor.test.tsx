// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { Envelope } from '@meiyun/shared';
import { PermissionTreeEditor, type PermissionTreeNode } from './PermissionTreeEditor';

const env = <T,>(result: T): Envelope<T> => ({ success: true, code: 200, message: '保存成功！', result, timestamp: 0 });

const tree: PermissionTreeNode[] = [
  { key: 'acc', title: '个人页', children: [{ key: 'center', title: '个人中心' }, { key: 'settings', title: '个人设置' }] },
  { key: 'home', title: '首页' },
];
const ids = ['acc', 'center', 'settings', 'home'];

function setup(checked: string[]) {
  const onSave = vi.fn(async (_ids: string[], _last: string[]) => env(null));
  render(
    <App>
      <PermissionTreeEditor loadTree={async () => env({ treeList: tree, ids })} loadChecked={async () => env(checked)} onSave={onSave} />
    </App>,
  );
  return onSave;
}

const checkboxOf = (title: string) => screen.getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;

afterEach(cleanup);

describe('PermissionTreeEditor', () => {
  it('saves exactly what is checked, with the ids held before as the last set', async () => {
    const onSave = setup(['acc', 'center']);
    await screen.findByText('个人设置');
    fireEvent.click(checkboxOf('首页'));
    fireEvent.click(screen.getByTestId('tree-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect([...onSave.mock.calls[0][0]].sort()).toEqual(['acc', 'center', 'home']);
    expect(onSave.mock.calls[0][1]).toEqual(['acc', 'center']);
  });

  it('selects all and none', async () => {
    const onSave = setup([]);
    await screen.findByText('个人设置');
    fireEvent.click(screen.getByTestId('tree-select-all'));
    fireEvent.click(screen.getByTestId('tree-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect([...onSave.mock.calls[0][0]].sort()).toEqual([...ids].sort());
    fireEvent.click(screen.getByText('取消全选'));
    fireEvent.click(screen.getByTestId('tree-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1][0]).toEqual([]);
  });

  it('with linked checks, a child brings its half-checked parent along', async () => {
    const onSave = setup([]);
    await screen.findByText('个人设置');
    fireEvent.click(screen.getByText('父子关联'));
    fireEvent.click(checkboxOf('个人中心'));
    fireEvent.click(screen.getByTestId('tree-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect([...onSave.mock.calls[0][0]].sort()).toEqual(['acc', 'center']);
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../../lib/testing/matchMedia';
import { UserRoutesProvider, type UserRoute } from '../../../lib/routes/userRoutes';
import TestHomePage from './TestHomePage';

const cron: UserRoute = { path: '/examples/cron', name: 'examples-cron', kind: 'page', component: 'examples/cron/CronDemo', hidden: false, meta: { title: 'Cron表达式', icon: 'field-time' }, children: [] };

function show(routes: UserRoute[]) {
  const router = createMemoryRouter(
    [
      { path: '/test/home', element: <TestHomePage /> },
      { path: '/examples/cron', element: <div data-testid="cron-page" /> },
    ],
    { initialEntries: ['/test/home'] },
  );
  render(
    <UserRoutesProvider value={routes}>
      <RouterProvider router={router} />
    </UserRoutesProvider>,
  );
  return router;
}

beforeAll(stubMatchMedia);
afterEach(cleanup);

describe('示例首页', () => {
  it('shows a card for each example page of the menu, which opens it', async () => {
    const router = show([{ ...cron, path: '/examples', kind: 'layout', component: 'layouts/RouteView', children: [cron] }]);
    const cards = screen.getAllByTestId('example-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/examples/cron']);
    expect(cards[0].textContent).toContain('Cron表达式');
    expect(cards[0].textContent).toContain('生成 Cron 表达式并预览最近的执行时间');
    fireEvent.click(cards[0]);
    await screen.findByTestId('cron-page');
    expect(router.state.location.pathname).toBe('/examples/cron');
  });

  it('says so when the menu holds none', () => {
    show([{ ...cron, component: 'system/user/UserList' }]);
    expect(screen.queryByTestId('example-card')).toBeNull();
    expect(screen.getByText('你的菜单中没有组件示例页面')).toBeTruthy();
  });
});

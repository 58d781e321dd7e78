import { describe, expect, it } from 'vitest';
import type { UserRoute } from '../../../lib/routes/userRoutes';
import { exampleCards } from './exampleCards';

const route = (path: string, component: string, over: Partial<UserRoute> = {}): UserRoute => ({
  path,
  name: path.slice(1).replace(/\//g, '-'),
  kind: 'page',
  component,
  hidden: false,
  meta: { title: path.split('/').pop()!, icon: 'form' },
  children: [],
  ...over,
});

describe('示例首页 cards', () => {
  it('lists the example pages of the menu in its order, with title, icon and a line', () => {
    const routes = [
      route('/dashboard/analysis', 'dashboard/analysis/Analysis'),
      route('/examples', 'layouts/RouteView', {
        kind: 'layout',
        children: [
          route('/examples/cron', 'examples/cron/CronDemo', { meta: { title: 'Cron表达式', icon: 'field-time' } }),
          route('/examples/form-widgets', 'examples/formWidgets/FormWidgets', { meta: { title: '表单组件', icon: 'form' } }),
        ],
      }),
    ];
    expect(exampleCards(routes)).toEqual([
      { path: '/examples/cron', title: 'Cron表达式', icon: 'field-time', blurb: '生成 Cron 表达式并预览最近的执行时间' },
      { path: '/examples/form-widgets', title: '表单组件', icon: 'form', blurb: '表单里的各种输入控件及其校验提示' },
    ]);
  });

  it('finds example pages wherever an administrator put them, and shows an unknown one’s address as its line', () => {
    const cards = exampleCards([route('/tools/upload', 'examples/upload/UploadDemo'), route('/tools/new', 'examples/newThing/NewThing')]);
    expect(cards.map((c) => [c.path, c.blurb])).toEqual([
      ['/tools/upload', '文件和图片上传、预览与排序'],
      ['/tools/new', '/tools/new'],
    ]);
  });

  it('leaves out what does not open, what the menu hides, and repeats', () => {
    const routes = [
      route('/examples/a', 'examples/cron/CronDemo', { kind: 'notFound' }),
      route('/examples/b', 'examples/editor/EditorDemo', { hidden: true }),
      route('/hidden', 'layouts/RouteView', { kind: 'layout', hidden: true, children: [route('/hidden/c', 'examples/upload/UploadDemo')] }),
      route('/examples/d', 'examples/dragVerify/DragVerifyDemo'),
      route('/examples/d', 'examples/dragVerify/DragVerifyDemo'),
      route('/system/user', 'system/user/UserList'),
    ];
    expect(exampleCards(routes).map((c) => c.path)).toEqual(['/examples/d']);
    expect(exampleCards([])).toEqual([]);
  });
});

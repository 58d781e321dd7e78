import type { AppModule } from '../../../core/module';

/** The example pages of the reusable widgets (web `features/examples/*`), under 组件示例. */
export const widgetExamplesModule: AppModule = {
  name: 'examples-widgets',
  menus: [
    { key: 'menu:examples:upload', parent: 'menu:examples', name: '上传', url: '/examples/upload', component: 'examples/upload/UploadDemo', icon: 'upload', menuType: 1, sortNo: 10, keepAlive: true },
    { key: 'menu:examples:editor', parent: 'menu:examples', name: '编辑器', url: '/examples/editor', component: 'examples/editor/EditorDemo', icon: 'edit', menuType: 1, sortNo: 11, keepAlive: true },
    { key: 'menu:examples:map-fence', parent: 'menu:examples', name: '地图围栏', url: '/examples/map-fence', component: 'examples/mapFence/MapFenceDemo', icon: 'environment', menuType: 1, sortNo: 12, keepAlive: true },
    { key: 'menu:examples:drag-verify', parent: 'menu:examples', name: '滑块验证', url: '/examples/drag-verify', component: 'examples/dragVerify/DragVerifyDemo', icon: 'verified', menuType: 1, sortNo: 13, keepAlive: true },
  ],
};

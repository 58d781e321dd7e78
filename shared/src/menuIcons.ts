/**
 * The icon names a menu item may carry (antd v3 style, e.g. 'user'), in one place: the web's side menu renders
 * exactly these (its name → icon map is typed by them), the icon picker offers them, and the seed's menus may only
 * name one of them, so a seeded menu never shows without its icon.
 */
export const MENU_ICON_NAMES = [
  'account-book', 'aim', 'alert', 'apartment', 'api', 'appstore', 'area-chart', 'audit', 'bank', 'bar-chart', 'bars',
  'bell', 'block', 'book', 'bug', 'build', 'calculator', 'calendar', 'camera', 'car', 'carry-out', 'check-square',
  'clock-circle', 'cloud', 'cloud-server', 'cluster', 'code', 'compass', 'contacts', 'container', 'control', 'copy',
  'dashboard', 'database', 'deployment-unit', 'desktop', 'dollar', 'download', 'edit', 'environment', 'experiment',
  'eye', 'field-time', 'file', 'file-excel', 'file-search', 'file-text', 'fire', 'flag', 'folder', 'form', 'fund',
  'global', 'gold', 'hdd', 'history', 'home', 'hourglass', 'idcard', 'inbox', 'insert-row-below', 'insurance', 'key', 'layout', 'line-chart',
  'link', 'lock', 'mail', 'menu', 'message', 'mobile', 'monitor', 'node-expand', 'node-index', 'notification',
  'ordered-list', 'partition', 'pay-circle', 'phone', 'picture', 'pie-chart', 'printer', 'profile', 'qrcode',
  'reconciliation', 'rocket', 'safety', 'safety-certificate', 'schedule', 'search', 'select', 'setting', 'shop',
  'shopping-cart', 'solution', 'sound', 'star', 'stock', 'swap', 'sync', 'table', 'tag', 'tags', 'team', 'thunderbolt',
  'tool', 'trophy', 'truck', 'upload', 'user', 'usergroup-add', 'verified', 'video-camera', 'wallet', 'wifi',
] as const;

export type MenuIconName = (typeof MENU_ICON_NAMES)[number];

export function isMenuIconName(name: string): name is MenuIconName {
  return (MENU_ICON_NAMES as readonly string[]).includes(name);
}

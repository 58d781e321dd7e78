/** What a fresh deployment starts with. Component strings are the contract with the web's screen registry. */

export const TENANTS = [{ id: 1, name: '默认租户' }];

export const ROLES = [
  { key: 'admin', roleCode: 'admin', roleName: '系统管理员', description: '拥有全部权限' },
  { key: 'dispatcher', roleCode: 'dispatcher', roleName: '调度员', description: '调度业务人员' },
];

export const DEPARTS = [
  { orgCode: 'A01', parent: null, departName: '煤运集团', orgCategory: '1', orgType: '1', departOrder: 0 },
  { orgCode: 'A01A01', parent: 'A01', departName: '调度中心', orgCategory: '2', orgType: '2', departOrder: 1 },
  { orgCode: 'A01A02', parent: 'A01', departName: '财务部', orgCategory: '2', orgType: '2', departOrder: 2 },
  { orgCode: 'A01A03', parent: 'A01', departName: '信息中心', orgCategory: '2', orgType: '2', departOrder: 3 },
];

export interface SeedMenu {
  key: string;
  parent: string | null;
  name: string;
  url: string;
  component: string;
  redirect?: string;
  icon?: string;
  menuType: number;
  sortNo: number;
  keepAlive?: boolean;
  isLeaf?: boolean;
}

export const HOME_MENU_KEY = 'menu:home';

export const MENUS: SeedMenu[] = [
  { key: HOME_MENU_KEY, parent: null, name: '首页', url: '/dashboard/analysis', component: 'dashboard/Analysis', icon: 'home', menuType: 0, sortNo: 0 },
  {
    key: 'menu:account',
    parent: null,
    name: '个人页',
    url: '/account',
    component: 'layouts/RouteView',
    redirect: '/account/center',
    icon: 'user',
    menuType: 0,
    sortNo: 90,
    isLeaf: false,
  },
  { key: 'menu:account:center', parent: 'menu:account', name: '个人中心', url: '/account/center', component: 'account/center/Index', menuType: 1, sortNo: 1, keepAlive: true },
  { key: 'menu:account:settings', parent: 'menu:account', name: '个人设置', url: '/account/settings', component: 'account/settings/Index', menuType: 1, sortNo: 2, keepAlive: true },
];

export const DICTS: { code: string; name: string; items: [string, string][] }[] = [
  { code: 'sex', name: '性别', items: [['1', '男'], ['2', '女']] },
  { code: 'user_status', name: '用户状态', items: [['1', '正常'], ['2', '冻结']] },
  { code: 'priority', name: '优先级', items: [['L', '一般/低'], ['M', '重要/中'], ['H', '紧急/高']] },
  { code: 'msg_category', name: '消息类型', items: [['1', '通知公告'], ['2', '系统消息']] },
  { code: 'send_status', name: '发布状态', items: [['0', '未发布'], ['1', '已发布'], ['2', '已撤销']] },
  { code: 'log_type', name: '日志类型', items: [['1', '登录日志'], ['2', '操作日志']] },
  { code: 'operate_type', name: '操作类型', items: [['1', '查询'], ['2', '添加'], ['3', '修改'], ['4', '删除'], ['5', '导入'], ['6', '导出']] },
  { code: 'org_category', name: '机构类型', items: [['1', '公司'], ['2', '部门'], ['3', '岗位']] },
  { code: 'yn', name: '是否', items: [['Y', '是'], ['N', '否']] },
  { code: 'valid_status', name: '有效状态', items: [['1', '有效'], ['0', '无效']] },
];

export const WELCOME_ANNOUNCEMENT = {
  key: 'annt:welcome',
  titile: '欢迎使用煤运调度平台',
  msgContent:
    '<p>欢迎使用<strong>煤运调度平台</strong>！</p><p>请在“个人设置”中完善个人资料，首次登录请及时修改初始密码。</p>',
  priority: 'M',
  msgCategory: '1',
  msgType: 'ALL',
  sender: 'admin',
};

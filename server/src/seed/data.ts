import type { SeedDict, SeedMenu } from '../core/module';

/** What a fresh deployment starts with. Component strings are the contract with the web's screen registry. */

export const TENANTS = [{ id: 1, name: '默认租户' }];

export const ROLES = [
  { key: 'admin', roleCode: 'admin', roleName: '系统管理员', description: '拥有全部权限' },
  { key: 'dispatcher', roleCode: 'dispatcher', roleName: '调度员', description: '调度业务人员' },
  { key: 'contract_clerk', roleCode: 'contract_clerk', roleName: '合同业务员', description: '录入、修改和提交合同，提出补充协议' },
  { key: 'weighbridge_clerk', roleCode: 'weighbridge_clerk', roleName: '司磅员', description: '过磅（称皮、称毛、扣重）、作废和冲红磅单，开具和核验电子煤票' },
  { key: 'contract_approver', roleCode: 'contract_approver', roleName: '合同审批人', description: '审批或驳回合同和补充协议，完成或终止合同' },
  { key: 'quality_lab', roleCode: 'quality_lab', roleName: '化验员', description: '按化验编码录入或导入化验值，审核化验结果' },
  { key: 'quality_approver', roleCode: 'quality_approver', roleName: '质检审核', description: '登记采样批次，查看采样编码，批准或作废化验结果' },
  { key: 'finance_clerk', roleCode: 'finance_clerk', roleName: '财务', description: '维护服务费规则，生成、确认和作废服务费账单' },
];

export const DEPARTS = [
  { orgCode: 'A01', parent: null, departName: '煤运集团', orgCategory: '1', orgType: '1', departOrder: 0 },
  { orgCode: 'A01A01', parent: 'A01', departName: '调度中心', orgCategory: '2', orgType: '2', departOrder: 1 },
  { orgCode: 'A01A02', parent: 'A01', departName: '财务部', orgCategory: '2', orgType: '2', departOrder: 2 },
  { orgCode: 'A01A03', parent: 'A01', departName: '信息中心', orgCategory: '2', orgType: '2', departOrder: 3 },
];

/**
 * Top-level folders. A folder is seeded only when some module's menu sits in it, so the side menu never shows an
 * empty folder.
 */
export const MENU_FOLDERS: SeedMenu[] = [
  { key: 'menu:system', parent: null, name: '系统管理', url: '/system', component: 'layouts/RouteView', icon: 'setting', menuType: 0, sortNo: 80, isLeaf: false },
  { key: 'menu:monitor', parent: null, name: '系统监控', url: '/monitor', component: 'layouts/RouteView', icon: 'dashboard', menuType: 0, sortNo: 85, isLeaf: false },
  { key: 'menu:examples', parent: null, name: '组件示例', url: '/examples', component: 'layouts/RouteView', icon: 'appstore', menuType: 0, sortNo: 88, isLeaf: false },
  { key: 'menu:account', parent: null, name: '个人页', url: '/account', component: 'layouts/RouteView', redirect: '/account/center', icon: 'contacts', menuType: 0, sortNo: 90, isLeaf: false },
];

/** Dictionaries the shell itself uses; features bring their own through their module. */
export const DICTS: SeedDict[] = [
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

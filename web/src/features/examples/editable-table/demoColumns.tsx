import { Tag } from 'antd';
import type { DictItem } from '@meiyun/shared';
import { getAction } from '../../../lib/http';
import { currentDeparts } from '../../../lib/session/sessionApi';
import { useSession } from '../../../lib/session/sessionStore';
import type { CellOption, RowValues, TableColumn } from '../../../components/editable-table';

/** Async search demo: the loadDict call is not on this branch yet, so the dictionary is filtered here. */
export function dictSearch(code: string) {
  return async (keyword: string): Promise<CellOption[]> => {
    const env = await getAction<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, undefined, { skipErrorHandler: true });
    const items = env.success && Array.isArray(env.result) ? env.result : [];
    const k = keyword.trim().toLowerCase();
    return items
      .filter((i) => !k || i.text.toLowerCase().includes(k) || i.value.toLowerCase().includes(k))
      .slice(0, 10)
      .map((i) => ({ value: i.value, label: i.text }));
  };
}

/** Departments of the signed-in user (the department tree call is not on this branch yet). */
async function myDepartments(keyword: string): Promise<CellOption[]> {
  const env = await currentDeparts();
  const list = env.success ? (env.result?.list ?? []) : [];
  return list
    .filter((d) => !keyword || d.departName.includes(keyword))
    .map((d) => ({ value: d.orgCode, label: d.departName }));
}

/** Users: the user list call is not on this branch yet, so the picker offers the signed-in user. */
async function users(keyword: string): Promise<CellOption[]> {
  const me = useSession.getState().userInfo;
  if (!me) return [];
  const label = me.realname || me.username;
  return !keyword || label.includes(keyword) || me.username.includes(keyword) ? [{ value: me.username, label }] : [];
}

const SHIP_OPTIONS: CellOption[] = [
  { value: 'rail', label: '铁路' },
  { value: 'road', label: '公路' },
  { value: 'water', label: '水运' },
];

const COAL_OPTIONS: CellOption[] = [
  { value: 'anthracite', label: '无烟煤' },
  { value: 'bituminous', label: '烟煤' },
  { value: 'lignite', label: '褐煤' },
  { value: 'coking', label: '焦煤' },
];

/** One column of every type, with rules that show each kind of validation. */
export const DEMO_COLUMNS: TableColumn[] = [
  {
    key: 'billNo',
    title: '运单号',
    type: 'input',
    width: 170,
    placeholder: '如 YD202601',
    validation: [{ required: true }, { unique: true, message: '${title}「重复」' }, { pattern: /^YD\d{6,}$/, message: '${title}须为YD加至少6位数字' }],
  },
  { key: 'weightKg', title: '重量(千克)', type: 'inputNumber', width: 130, validation: [{ required: true }, { pattern: 'z', message: '${title}须为整数' }] },
  { key: 'price', title: '单价(元/吨)', type: 'number', width: 130, defaultValue: 0, validation: [{ pattern: 'money' }] },
  { key: 'remark', title: '备注', type: 'textarea', width: 180 },
  { key: 'shipBy', title: '运输方式', type: 'select', width: 130, options: SHIP_OPTIONS, defaultValue: 'rail', validation: [{ required: true, message: '请选择${title}' }] },
  { key: 'coalKinds', title: '煤种(多选)', type: 'list_multi', width: 170, options: COAL_OPTIONS },
  { key: 'priority', title: '优先级(可搜索)', type: 'sel_search', width: 140, dictCode: 'priority' },
  { key: 'sex', title: '司机性别(可搜索)', type: 'sel_search_async', width: 170, fetchOptions: dictSearch('sex') },
  { key: 'loadDate', title: '装车日期', type: 'date', validation: [{ required: true }] },
  { key: 'arriveAt', title: '到达时间', type: 'datetime' },
  { key: 'contact', title: '联系邮箱', type: 'input', width: 180, validation: [{ pattern: 'e' }] },
  { key: 'mobile', title: '司机手机', type: 'input', width: 140, validation: [{ pattern: 'm' }] },
  {
    key: 'plate',
    title: '车牌号',
    type: 'input',
    width: 130,
    validation: [
      {
        // A custom handler may be asynchronous (a server check, for instance).
        handler: async ({ value }) => {
          await new Promise((r) => setTimeout(r, 50));
          return !value || /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/.test(String(value)) || '${title}格式不正确，如 晋A12345';
        },
      },
    ],
  },
  { key: 'progress', title: '进度', type: 'progress', width: 140, defaultValue: 0 },
  { key: 'depart', title: '承运部门', type: 'sel_depart', fetchOptions: myDepartments },
  { key: 'dispatcher', title: '调度员', type: 'sel_user', fetchOptions: users },
  { key: 'note', title: '装车说明(展开填写)', type: 'input_pop', width: 150 },
  { key: 'tagList', title: '标签', type: 'tags', width: 150, options: [{ value: 'urgent', label: '加急', title: 'red' }, { value: 'vip', label: '大客户', title: 'gold' }] },
  { key: 'attachment', title: '附件', type: 'file', width: 200, token: true },
  { key: 'photo', title: '磅单照片', type: 'image', width: 200, token: true },
  {
    key: 'status',
    title: '过磅状态',
    type: 'slot',
    width: 110,
    render: ({ row }) => (row.weightKg ? <Tag color="green">已过磅</Tag> : <Tag>待过磅</Tag>),
  },
  { key: 'sourceSystem', title: '来源', type: 'hidden', defaultValue: 'web' },
];

export const DEMO_ROWS: RowValues[] = [
  { id: 'demo-1', orderNum: 1, billNo: 'YD2026001', weightKg: 32000, price: 612.5, shipBy: 'rail', coalKinds: ['anthracite', 'coking'], priority: 'H', loadDate: '2026-03-01', progress: 60, tagList: 'urgent,vip', remark: '晋中站装车' },
  { id: 'demo-2', orderNum: 2, billNo: 'YD2026002', weightKg: 31500, price: 598, shipBy: 'road', coalKinds: ['lignite'], priority: 'M', loadDate: '2026-03-02', progress: 100, tagList: 'vip' },
  { id: 'demo-3', orderNum: 3, billNo: 'YD2026003', weightKg: 30800, price: 605, shipBy: 'water', priority: 'L', loadDate: '2026-03-03', progress: 20 },
];

/** The large mode: 20 input and number columns. */
export function bigColumns(): TableColumn[] {
  return Array.from({ length: 20 }, (_, i) =>
    i % 4 === 1
      ? { key: `c${i}`, title: `数值${i + 1}`, type: 'inputNumber', width: 120 }
      : i % 4 === 3
        ? { key: `c${i}`, title: `方式${i + 1}`, type: 'select', width: 120, options: SHIP_OPTIONS }
        : { key: `c${i}`, title: `字段${i + 1}`, type: 'input', width: 140, validation: i === 0 ? [{ required: true }] : undefined },
  );
}

export function bigRows(count = 1000): RowValues[] {
  return Array.from({ length: count }, (_, r) => {
    const row: RowValues = { id: `big-${r + 1}`, orderNum: r + 1 };
    for (let i = 0; i < 20; i++) row[`c${i}`] = i % 4 === 1 ? r * 10 + i : i % 4 === 3 ? SHIP_OPTIONS[(r + i) % 3].value : `第${r + 1}行-${i + 1}`;
    return row;
  });
}

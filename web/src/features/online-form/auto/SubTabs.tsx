import { Tabs, type TabsProps } from 'antd';
import type { SubForm } from './formView';
import { SubList } from './SubList';

type TabItem = NonNullable<TabsProps['items']>[number];

/** The 附表 of one master row, a tab each (named by the 附表's form), after the tabs a screen puts first. */
export function SubTabs({ subs, masterId, leading = [] }: { subs: SubForm[]; masterId: string; leading?: TabItem[] }) {
  const items: TabItem[] = [...leading, ...subs.map((sub) => ({ key: sub.head.code, label: sub.head.tableTxt, children: <SubList sub={sub} masterId={masterId} /> }))];
  return <Tabs className="online-form-sub-tabs" items={items} />;
}

import { Card, Empty } from 'antd';
import { useState } from 'react';
import { EntityListPage, type ListRecord } from '../../../components/entity';
import { activeRowOf } from './activeRow';
import type { ReadyForm } from './formView';
import { SubTabs } from './SubTabs';

/** ERP列表: the master list, and below it the 附表 of its active row (the one clicked, else the page's first). */
export function ErpList({ view }: { view: ReadyForm }) {
  const [rows, setRows] = useState<ListRecord[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const active = activeRowOf(rows, chosen);
  return (
    <div className="online-form-stack">
      <EntityListPage meta={view.meta} routeKey={`online-${view.head.code}`} onRowClick={(r) => setChosen(r.id)} activeRowId={active} onRecords={setRows} />
      {rows && (
        <Card variant="borderless" className="online-form-erp-subs">
          {active ? <SubTabs subs={view.subs} masterId={active} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请选择主表记录" />}
        </Card>
      )}
    </div>
  );
}

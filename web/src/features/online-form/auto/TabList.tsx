import { isListed } from '@meiyun/shared';
import { Drawer } from 'antd';
import { useState } from 'react';
import { displayValue, EntityListPage, type ListRecord } from '../../../components/entity';
import { useDevice } from '../../../lib/device/useDevice';
import type { ReadyForm } from './formView';
import { MasterInfo } from './MasterInfo';
import { SubTabs } from './SubTabs';

/** Tab列表: the master list; a row's 附表 opens a drawer with the row itself and its 附表, a tab each. */
export function TabList({ view }: { view: ReadyForm }) {
  const { device, small } = useDevice();
  const [record, setRecord] = useState<ListRecord | null>(null);
  // The drawer names its row by the form's first column (a port's code), as the list shows it.
  const first = view.meta.fields.find(isListed);
  const rowName = record && first ? displayValue(first, record) : undefined;
  return (
    <>
      <EntityListPage
        meta={view.meta}
        routeKey={`online-${view.head.code}`}
        actionColumnWidth={180}
        rowActions={() => [{ key: 'subs', label: '附表', inline: true, onClick: (r) => setRecord(r) }]}
      />
      <Drawer
        open={record !== null}
        onClose={() => setRecord(null)}
        title={rowName === undefined || rowName === null || rowName === '' ? view.head.tableTxt : `${view.head.tableTxt}：${String(rowName)}`}
        size={small ? '100%' : device === 'mobile' ? '90%' : 1000}
        destroyOnHidden
      >
        {record && (
          <SubTabs
            key={record.id}
            subs={view.subs}
            masterId={record.id}
            leading={[{ key: 'master', label: '主表信息', children: <MasterInfo meta={view.meta} record={record} /> }]}
          />
        )}
      </Drawer>
    </>
  );
}

import { portMeta } from '@meiyun/shared';
import { useState } from 'react';
import { EntityListPage, type ListRecord } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { PortBerthsDrawer } from './PortBerthsDrawer';

/** 基础数据 > 港口 (menu component coal/port/PortList): the ports; 泊位 on a row opens its berths. */
export default function PortListPage() {
  const routeKey = useListRouteKey();
  const [port, setPort] = useState<ListRecord | null>(null);
  return (
    <>
      <EntityListPage meta={portMeta} routeKey={routeKey} rowActions={() => [{ key: 'berths', label: '泊位', inline: true, permission: 'coal:berth:list', onClick: (record) => setPort(record) }]} />
      <PortBerthsDrawer port={port} routeKey={routeKey} onClose={() => setPort(null)} />
    </>
  );
}

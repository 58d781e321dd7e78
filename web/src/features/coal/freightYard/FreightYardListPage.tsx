import { freightYardMeta } from '@meiyun/shared';
import { useState } from 'react';
import { EntityListPage, type ListRecord } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { YardStockpilesDrawer } from './YardStockpilesDrawer';

/** 基础数据 > 货场 (menu component coal/freightYard/FreightYardList): the yards; 垛位 on a row opens its piles. */
export default function FreightYardListPage() {
  const routeKey = useListRouteKey();
  const [yard, setYard] = useState<ListRecord | null>(null);
  return (
    <>
      <EntityListPage
        meta={freightYardMeta}
        routeKey={routeKey}
        rowActions={() => [{ key: 'stockpiles', label: '垛位', inline: true, permission: 'coal:stockpile:list', onClick: (record) => setYard(record) }]}
      />
      <YardStockpilesDrawer yard={yard} routeKey={routeKey} onClose={() => setYard(null)} />
    </>
  );
}

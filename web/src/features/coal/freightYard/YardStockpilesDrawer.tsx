import { stockpileMeta } from '@meiyun/shared';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import { EntityListPage, type ListRecord } from '../../../components/entity';

interface Props {
  yard: ListRecord | null;
  routeKey: string;
  onClose(): void;
}

/** The chosen yard's 垛位: the stockpile list kit filtered by yardId; new piles join that yard. */
export function YardStockpilesDrawer({ yard, routeKey, onClose }: Props) {
  const fixed = useMemo(() => (yard ? { yardId: yard.id } : undefined), [yard]);
  return (
    <Drawer
      open={yard !== null}
      onClose={onClose}
      size={Math.min(1000, typeof window === 'undefined' ? 1000 : window.innerWidth)}
      title={yard ? `垛位：${String(yard.name ?? '')}（${String(yard.code ?? '')}）` : '垛位'}
      destroyOnHidden
    >
      {yard && fixed && <EntityListPage key={String(yard.id)} meta={stockpileMeta} fixedParams={fixed} routeKey={`${routeKey}:stockpiles`} embedded />}
    </Drawer>
  );
}

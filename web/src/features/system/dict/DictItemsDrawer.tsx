import { dictItemMeta } from '@meiyun/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import { EntityListPage, type ListRecord } from '../../../components/entity';

interface Props {
  dict: ListRecord | null;
  routeKey: string;
  onClose(): void;
}

/** The items of the chosen dictionary: the item list kit filtered by dictId; new items join that dictionary. */
export function DictItemsDrawer({ dict, routeKey, onClose }: Props) {
  const queryClient = useQueryClient();
  const fixed = useMemo(() => (dict ? { dictId: dict.id } : undefined), [dict]);
  return (
    <Drawer
      open={dict !== null}
      onClose={() => {
        // Item edits change what every dictionary select offers.
        void queryClient.invalidateQueries({ queryKey: ['dict'] });
        onClose();
      }}
      size={Math.min(900, typeof window === 'undefined' ? 900 : window.innerWidth)}
      title={dict ? `字典配置：${String(dict.dictName ?? '')}（${String(dict.dictCode ?? '')}）` : '字典配置'}
      destroyOnHidden
    >
      {dict && fixed && <EntityListPage key={dict.id} meta={dictItemMeta} fixedParams={fixed} routeKey={`${routeKey}:items`} embedded />}
    </Drawer>
  );
}

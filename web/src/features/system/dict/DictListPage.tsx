import { SyncOutlined } from '@ant-design/icons';
import { dictMeta } from '@meiyun/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { EntityListPage, type ListContext, type ListRecord } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { getAction } from '../../../lib/http';
import { DictItemsDrawer } from './DictItemsDrawer';

/** 系统管理 > 数据字典 (menu component system/dict/DictList): dictionaries, their items, 刷新缓存. */
export default function DictListPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const routeKey = useListRouteKey();
  const [dict, setDict] = useState<ListRecord | null>(null);

  const refreshCache = (ctx: ListContext) =>
    ctx.guard(async () => {
      const env = await getAction('/sys/dict/refleshCache');
      if (!env.success) return void message.warning(env.message);
      await queryClient.invalidateQueries({ queryKey: ['dict'] });
      message.success(env.message || '刷新缓存完成！');
    });

  return (
    <>
      <EntityListPage
        meta={dictMeta}
        routeKey={routeKey}
        rowActions={() => [{ key: 'items', label: '字典配置', inline: true, onClick: (record) => setDict(record) }]}
        toolbarExtra={(ctx) => (
          <Button icon={<SyncOutlined />} onClick={refreshCache(ctx)}>
            刷新缓存
          </Button>
        )}
        actionColumnWidth={200}
      />
      <DictItemsDrawer dict={dict} routeKey={routeKey} onClose={() => setDict(null)} />
    </>
  );
}

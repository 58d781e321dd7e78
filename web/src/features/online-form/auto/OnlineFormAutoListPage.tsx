import './onlineForm.css';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import { useMemo } from 'react';
import { EntityListPage } from '../../../components/entity';
import { errorText } from '../../../lib/http';
import { useLiveList } from '../../../lib/live';
import { usePageTitle } from '../../../lib/routes/pageTitle';
import { useRouteCode } from '../../../lib/routes/routeCode';
import { ErpList } from './ErpList';
import { formView, type ReadyForm } from './formView';
import { InnerTableList } from './InnerTableList';
import { fetchFormConfig, formConfigKey } from './onlineFormApi';
import { TabList } from './TabList';

/**
 * An online form's records (在线表单, product-spec §2.1) at `/online/cgformList/<code>`, or at a menu item of that
 * address: the form's table through its own routes and permissions, listed as the form says — plain, as a tree,
 * or a master with its 附表 below it (ERP), in a drawer (Tab) or inside its rows (内嵌子表).
 */
export default function OnlineFormAutoListPage() {
  const code = useRouteCode();
  const config = useQuery({ queryKey: formConfigKey(code), queryFn: () => fetchFormConfig(code), retry: false });
  // An administrator changing the form sees the change here at once.
  useLiveList('onlCgformHead', formConfigKey(code));
  const view = useMemo(() => (config.data ? formView(config.data) : undefined), [config.data]);
  usePageTitle(config.data?.head.tableTxt);

  if (config.isError || view?.kind === 'error') {
    return (
      <Card variant="borderless">
        <Result
          status="warning"
          title={view?.kind === 'error' ? view.message : errorText(config.error)}
          extra={
            <Button type="primary" onClick={() => void config.refetch()}>
              重新加载
            </Button>
          }
        />
      </Card>
    );
  }
  if (!view) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return <FormList view={view} />;
}

function FormList({ view }: { view: ReadyForm }) {
  const routeKey = `online-${view.head.code}`;
  switch (view.style) {
    case 'erp':
      return <ErpList view={view} />;
    case 'tab':
      return <TabList view={view} />;
    case 'innerTable':
      return <InnerTableList view={view} />;
    case 'tree':
      return <EntityListPage meta={view.meta} routeKey={routeKey} tree={view.meta.tree} />;
    default:
      return <EntityListPage meta={view.meta} routeKey={routeKey} />;
  }
}

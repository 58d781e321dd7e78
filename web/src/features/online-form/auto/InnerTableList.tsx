import { Typography } from 'antd';
import { EntityListPage } from '../../../components/entity';
import type { ReadyForm } from './formView';
import { SubList } from './SubList';

/** 内嵌子表列表: the master list; an expanded row shows each of its 附表, titled, below it. */
export function InnerTableList({ view }: { view: ReadyForm }) {
  return (
    <EntityListPage
      meta={view.meta}
      routeKey={`online-${view.head.code}`}
      expandedRow={(record) => (
        <div className="online-form-inner">
          {view.subs.map((sub) => (
            <section key={sub.head.code}>
              <Typography.Title level={5}>{sub.head.tableTxt}</Typography.Title>
              <SubList sub={sub} masterId={record.id} />
            </section>
          ))}
        </div>
      )}
    />
  );
}

import { HOME_PATH } from '@meiyun/shared';
import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session/sessionStore';
import { menuTrail } from './menuTree';

/** Always 首页 first, then the matched chain; the current item is plain text (§2.3). */
export function Breadcrumbs() {
  const menu = useSession((s) => s.menu);
  const { pathname } = useLocation();
  const items = useMemo(() => {
    const chain = menuTrail(menu ?? [], pathname).filter((n) => n.path !== HOME_PATH);
    const all = [{ path: HOME_PATH, title: '首页' }, ...chain.map((n) => ({ path: n.path, title: n.meta?.title ?? n.name }))];
    return all.map((item, i) => ({
      key: item.path,
      title: i === all.length - 1 ? <span>{item.title}</span> : <Link to={item.path}>{item.title}</Link>,
    }));
  }, [menu, pathname]);
  return <Breadcrumb items={items} className="header-breadcrumb" data-testid="breadcrumb" />;
}

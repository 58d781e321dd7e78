import type { MenuNode } from '@meiyun/shared';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePermittedMenu } from '../session/usePermittedMenu';
import { menuIcon } from '../../components/icon/menuIcon';
import { menuTrail, openMenuKeys, rootMenuKeys, selectedMenuKey, visibleMenu } from './menuTree';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: MenuNode[]): Item[] {
  return nodes.map((n) => ({
    key: n.path,
    icon: menuIcon(n.meta?.icon),
    label: <span data-menu-path={n.path}>{n.meta?.title ?? n.name}</span>,
    children: n.children && n.children.length > 0 ? toItems(n.children) : undefined,
  }));
}

function findNode(nodes: MenuNode[], path: string): MenuNode | undefined {
  for (const n of nodes) {
    if (n.path === path) return n;
    const found = findNode(n.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

interface Props {
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  collapsed?: boolean;
  onNavigate?(): void;
}

export function SideMenu({ mode, theme, collapsed = false, onNavigate }: Props) {
  const menu = usePermittedMenu();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const shown = useMemo(() => visibleMenu(menu ?? []), [menu]);
  const items = useMemo(() => toItems(shown), [shown]);
  const trail = useMemo(() => menuTrail(menu ?? [], pathname), [menu, pathname]);
  const selected = selectedMenuKey(trail);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openMenuKeys(trail));
  const openBeforeCollapse = useRef<string[]>([]);
  const collapsedRef = useRef(collapsed);
  collapsedRef.current = collapsed;

  useEffect(() => {
    const keys = openMenuKeys(trail);
    if (keys.length > 0 && !collapsedRef.current) setOpenKeys(keys);
  }, [trail]);

  // Collapsing hides the open submenus; expanding brings back the ones that were open (§2.3).
  useEffect(() => {
    if (collapsed) {
      setOpenKeys((keys) => {
        openBeforeCollapse.current = keys;
        return [];
      });
    } else if (openBeforeCollapse.current.length > 0) {
      setOpenKeys(openBeforeCollapse.current);
      openBeforeCollapse.current = [];
    }
  }, [collapsed]);

  const roots = useMemo(() => rootMenuKeys(shown), [shown]);

  // Accordion at the root: opening a root submenu closes the other root submenus.
  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const latest = keys.find((k) => !openKeys.includes(k));
    if (latest && roots.includes(latest)) setOpenKeys(keys.filter((k) => !roots.includes(k) || k === latest));
    else setOpenKeys(keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = findNode(menu ?? [], key);
    if (node?.meta?.internalOrExternal && node.meta.url) {
      window.open(node.meta.url, '_blank', 'noopener');
      return;
    }
    navigate(key);
    onNavigate?.();
  };

  return (
    <Menu
      data-testid="side-menu"
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={selected ? [selected] : []}
      {...(mode === 'inline' ? { openKeys, onOpenChange } : {})}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      onClick={onClick}
      style={mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 'none' } : { borderInlineEnd: 'none' }}
    />
  );
}

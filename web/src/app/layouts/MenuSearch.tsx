import { SearchOutlined } from '@ant-design/icons';
import { Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session/sessionStore';
import { usePermittedMenu } from '../session/usePermittedMenu';
import { canSearchMenu, menuLeaves, searchMenuLeaves, type MenuLeaf } from './menuSearch';

function LeafSelect({ autoFocus, onChosen }: { autoFocus?: boolean; onChosen(): void }) {
  const menu = usePermittedMenu();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const leaves = useMemo(() => menuLeaves(menu ?? []), [menu]);
  const found = useMemo(() => searchMenuLeaves(leaves, keyword), [leaves, keyword]);

  const choose = (path: string) => {
    const leaf: MenuLeaf | undefined = leaves.find((l) => l.path === path);
    if (!leaf) return;
    if (leaf.externalUrl) window.open(leaf.externalUrl, '_blank', 'noopener');
    else navigate(leaf.path);
    setKeyword('');
    onChosen();
  };

  return (
    <Select
      className="menu-search-select"
      data-testid="menu-search"
      placeholder="搜索菜单"
      autoFocus={autoFocus}
      value={null}
      showSearch={{ searchValue: keyword, onSearch: setKeyword, filterOption: false }}
      notFoundContent={keyword.trim() ? '没有匹配的菜单' : null}
      options={found.map((l) => ({ value: l.path, label: l.trail.join(' / ') }))}
      onChange={choose}
      suffixIcon={<SearchOutlined />}
    />
  );
}

/** Header menu search of §2.3: a search box on desktop, an icon opening a modal on mobile; admin only. */
export function MenuSearch({ mobile }: { mobile: boolean }) {
  const username = useSession((s) => s.userInfo?.username);
  const [open, setOpen] = useState(false);
  if (!canSearchMenu(username)) return null;
  if (!mobile) return <LeafSelect onChosen={() => {}} />;
  return (
    <>
      <button type="button" className="header-action" aria-label="搜索菜单" data-testid="menu-search-trigger" onClick={() => setOpen(true)}>
        <SearchOutlined />
      </button>
      <Modal title="搜索菜单" open={open} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <LeafSelect autoFocus onChosen={() => setOpen(false)} />
      </Modal>
    </>
  );
}

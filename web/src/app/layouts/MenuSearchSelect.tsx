import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermittedMenu } from '../session/usePermittedMenu';
import { menuLeaves, searchMenuLeaves, type MenuLeaf } from './menuSearch';

/** The menu search box itself (antd Select), loaded apart from the shell: see MenuSearch. */
export function LeafSelect({ autoFocus, onChosen }: { autoFocus?: boolean; onChosen(): void }) {
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

import { SearchOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstInteraction } from '../router/prefetch';
import { useSession } from '../../lib/session/sessionStore';
import { lazyUntilShown } from '../../components/lazyUntilShown';
import { canSearchMenu } from './menuSearch';

// The search box is an antd Select (with its virtual list), a good part of the shell's weight and not needed to paint
// it: it loads at the user's first action, or a few seconds after the shell shows, an empty box of its size holding
// its place meanwhile (pointing at the box loads it too).
const LeafSelect = lazy(() => import('./MenuSearchSelect').then((m) => ({ default: m.LeafSelect })));
// The phone's search dialog, loaded when first opened.
const Modal = lazyUntilShown(() => import('antd/es/modal'), (p) => Boolean(p.open));

function useWanted(): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstInteraction(() => setWanted(true)), []);
  return [wanted, () => setWanted(true)];
}

/** Header menu search of §2.3: a search box on desktop, an icon opening a modal on mobile; admin only. */
export function MenuSearch({ mobile }: { mobile: boolean }) {
  const username = useSession((s) => s.userInfo?.username);
  const [open, setOpen] = useState(false);
  const [wanted, want] = useWanted();
  const placeholder = <span className="menu-search-select menu-search-placeholder" aria-hidden="true" onPointerEnter={want} />;
  if (!canSearchMenu(username)) return null;
  if (!mobile) {
    if (!wanted) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <LeafSelect onChosen={() => {}} />
      </Suspense>
    );
  }
  return (
    <>
      <button type="button" className="header-action" aria-label="搜索菜单" data-testid="menu-search-trigger" onClick={() => setOpen(true)}>
        <SearchOutlined />
      </button>
      <Modal title="搜索菜单" open={open} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Suspense fallback={null}>
          <LeafSelect autoFocus onChosen={() => setOpen(false)} />
        </Suspense>
      </Modal>
    </>
  );
}

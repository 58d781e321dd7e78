import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Names the page at a full path (pathname and search): its workspace tab and the browser title. */
export type NamePage = (fullPath: string, title: string) => void;

const PageTitleContext = createContext<NamePage>(() => undefined);

/** Given by the shell, which owns the tabs. */
export function PageTitleProvider({ value, children }: { value: NamePage; children: ReactNode }) {
  return <PageTitleContext.Provider value={value}>{children}</PageTitleContext.Provider>;
}

/**
 * A page whose title is known only once loaded (a report's name, one route for every report) names its tab with
 * it; until then, or with nothing to say, the tab keeps its route's title.
 */
export function usePageTitle(title: string | null | undefined): void {
  const { pathname, search } = useLocation();
  const name = useContext(PageTitleContext);
  const fullPath = pathname + search;
  useEffect(() => {
    if (title) name(fullPath, title);
  }, [name, fullPath, title]);
}

import { useResolvedPath } from 'react-router';

/**
 * The last segment of a path, decoded: the code in `/online/cgformList/<code>` or `/online/cgreport/<code>`, or in a
 * menu item an administrator pointed elsewhere, ending in the code.
 */
export function codeOfPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * The code of the record a page shows (a form, a report). Read from the path the page's route matched, not from the
 * address bar: a page kept alive in a background tab must not follow the address of the tab in front.
 */
export function useRouteCode(): string {
  return codeOfPath(useResolvedPath('.').pathname);
}

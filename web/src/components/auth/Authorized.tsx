import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useButtonAccess } from './useButtonAccess';

interface Props {
  /** One action or several, comma-separated; the user needs one of them. */
  code: string;
  children: ReactNode;
}

/**
 * Guards a button by §6: hidden under a show/hide rule, disabled under a disable rule. Disabling needs a single
 * element child that accepts `disabled` (antd Button, Menu item); anything else is hidden instead, so a guard
 * never leaves a clickable control behind.
 */
export function Authorized({ code, children }: Props) {
  const access = useButtonAccess(code);
  if (access === 'show') return <>{children}</>;
  if (access === 'disable' && isValidElement(children)) {
    return cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true });
  }
  return null;
}

import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * A dialog or drawer whose code is fetched the first time it is to be shown (`shown(props)`), not with the screen
 * around it: most visits never open it. Once loaded it stays mounted, so it closes with its motion.
 */
export function lazyUntilShown<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  shown: (props: ComponentProps<C>) => boolean,
) {
  const Inner = lazy(load);
  return function LazyUntilShown(props: ComponentProps<C>) {
    const isShown = shown(props);
    const [wanted, setWanted] = useState(isShown);
    if (isShown && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  };
}

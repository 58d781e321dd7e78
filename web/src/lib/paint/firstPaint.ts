/**
 * The first screen's main content has painted (the dashboard's figures): what only decorates the shell — the side
 * menu's icons — loads after it, so it does not compete with the figures on a weak link (docs/first-load.md).
 */
let painted = false;
const waiting = new Set<() => void>();

/** Said once by the first screen when its content is on screen. */
export function markFirstPaint(): void {
  if (painted) return;
  painted = true;
  for (const task of [...waiting]) task();
  waiting.clear();
}

export const hasFirstPaint = () => painted;

/**
 * Runs `task` once the first screen has painted, or after `fallbackMs` on a screen that never says so (any screen
 * but the dashboard opened first). Answers the function that cancels it.
 */
export function afterFirstPaint(task: () => void, fallbackMs = 1500): () => void {
  if (painted) {
    task();
    return () => {};
  }
  const run = () => {
    clearTimeout(timer);
    waiting.delete(run);
    task();
  };
  const timer = setTimeout(() => {
    waiting.delete(run);
    markFirstPaint();
    task();
  }, fallbackMs);
  waiting.add(run);
  return () => {
    clearTimeout(timer);
    waiting.delete(run);
  };
}

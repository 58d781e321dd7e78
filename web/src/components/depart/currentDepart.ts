/**
 * The current department once the chosen ones changed: it stays while it is still chosen, else the first chosen
 * one becomes current (none chosen: none). `codeOf` gives a chosen department's org code; until the tree has
 * loaded it knows none, and the current one is left as it is.
 */
export function currentAfter(chosen: readonly string[], current: string | undefined, codeOf: (id: string) => string | undefined): string | undefined {
  if (!chosen.length) return undefined;
  const codes = chosen.map(codeOf);
  if (codes.some((c) => c === undefined)) return current;
  if (current && codes.includes(current)) return current;
  return codes[0];
}

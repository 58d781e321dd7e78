import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements one connection keeps prepared at most; past it, new ones run unnamed as before. */
const MAX_PER_CONNECTION = 300;
const names = new Map<string, string>();
const MAX_NAMES = 5_000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name) return name;
  name = `m_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  if (names.size >= MAX_NAMES) names.delete(names.keys().next().value as string);
  names.set(text, name);
  return name;
}

/**
 * A PostgreSQL connection that prepares each parameterised statement once and then only binds and runs it: the
 * statements of a list are the same text request after request, and planning them again each time cost PostgreSQL
 * more than running them (a user list's decoration: 190 µs to plan, 40 µs to run). The statement's name is a hash
 * of its text, so a statement is prepared once per connection; a connection keeps at most MAX_PER_CONNECTION.
 *
 * Only statements with parameters are named: one without goes by the simple protocol, which may carry several
 * statements (migrations), and must stay so.
 */
export class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>();

  override query(...args: unknown[]): never {
    const config = args[0] as { text?: unknown; name?: unknown; values?: unknown[] } | undefined;
    // Values come in the config or beside it (drizzle passes them as the second argument).
    const values = config?.values ?? args[1];
    if (config && typeof config === 'object' && typeof config.text === 'string' && !config.name && Array.isArray(values) && values.length) {
      const name = nameOf(config.text);
      if (this.#prepared.has(name) || this.#prepared.size < MAX_PER_CONNECTION) {
        this.#prepared.add(name);
        args[0] = { ...config, name };
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

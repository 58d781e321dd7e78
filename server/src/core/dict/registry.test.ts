import { ALL_ENTITIES } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { resolveTableDict } from './registry';

/**
 * A field that names a table dictionary (`table,text,value`) shows its value's text in lists, forms and exports only
 * when the registry knows that table and those columns: an unknown one silently shows the bare id.
 */
describe('the table dictionaries the entity declarations name', () => {
  const named = ALL_ENTITIES.flatMap((meta) => meta.fields.filter((f) => typeof f.dict === 'string' && f.dict.split(',').length === 3).map((f) => ({ where: `${meta.name}.${f.name}`, dict: f.dict as string })));

  it('finds some to check', () => expect(named.length).toBeGreaterThan(10));

  it.each(named)('$where → $dict is registered', ({ dict }) => {
    expect(resolveTableDict(dict)).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { currentAfter } from './currentDepart';

const codes: Record<string, string> = { d1: 'A01A01', d2: 'A01A02', d3: 'A01A03' };
const codeOf = (id: string) => codes[id];

describe('the current department among the chosen ones', () => {
  it('stays while it is still chosen', () => {
    expect(currentAfter(['d1', 'd2'], 'A01A02', codeOf)).toBe('A01A02');
  });
  it('becomes the first chosen when it was dropped or none was marked', () => {
    expect(currentAfter(['d3', 'd1'], 'A01A02', codeOf)).toBe('A01A03');
    expect(currentAfter(['d2'], undefined, codeOf)).toBe('A01A02');
  });
  it('is none without departments, and left alone until the tree knows the chosen ones', () => {
    expect(currentAfter([], 'A01A02', codeOf)).toBeUndefined();
    expect(currentAfter(['d1', 'x9'], 'A01A02', codeOf)).toBe('A01A02');
  });
});

import { describe, expect, it } from 'vitest';
import { codeOfPath } from './routeCode';

describe('the code of a page', () => {
  it('is the last segment of its path, decoded, a trailing slash aside', () => {
    expect(codeOfPath('/online/cgformList/demo_car')).toBe('demo_car');
    expect(codeOfPath('/reports/daily/login_per_day/')).toBe('login_per_day');
    expect(codeOfPath('/online/cgreport/%E6%97%A5%E6%8A%A5')).toBe('日报');
    expect(codeOfPath('/online/cgformList/%E8')).toBe('%E8');
    expect(codeOfPath('/online/cgreport/100%')).toBe('100%');
    expect(codeOfPath('/')).toBe('');
  });
});

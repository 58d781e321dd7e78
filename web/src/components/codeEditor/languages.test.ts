import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES, CODE_LANGUAGE_OPTIONS } from './languages';

describe('code editor languages', () => {
  it('offers the twelve languages of §2.6, each loadable', () => {
    expect(CODE_LANGUAGE_OPTIONS.map((o) => o.label)).toEqual(['CSS', 'JavaScript', 'HTML', 'Java', 'Objective-C', 'Python', 'R', 'Shell', 'SQL', 'Swift', 'Vue', 'Markdown']);
    for (const l of Object.values(CODE_LANGUAGES)) expect(l.extension()).toBeTruthy();
  });
});

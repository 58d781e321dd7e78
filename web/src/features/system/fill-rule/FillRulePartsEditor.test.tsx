// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { FillRulePartsEditor } from './FillRulePartsEditor';
import { regexProblem } from '../check-rule/CheckRuleItemsEditor';
import { stubMatchMedia } from '../../../lib/testing/matchMedia';

beforeAll(() => {
  stubMatchMedia();
});
afterEach(cleanup);

function Harness({ onChange }: { onChange(v: string): void }) {
  const [value, setValue] = useState('');
  return (
    <FillRulePartsEditor
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('FillRulePartsEditor', () => {
  it('builds the parts as JSON, one sequence at most, and shows the number they make', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /固定文本/ }));
    fireEvent.change(screen.getByLabelText('固定文本'), { target: { value: 'HT' } });
    fireEvent.click(screen.getByRole('button', { name: /流水号/ }));
    expect(JSON.parse(onChange.mock.lastCall![0])).toEqual([
      { type: 'text', value: 'HT' },
      { type: 'seq', width: 4, reset: 'day' },
    ]);
    expect((screen.getByRole('button', { name: /流水号/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('HT0001')).toBeTruthy();
  });
});

describe('check rule regex problems', () => {
  it('points out a bad, empty or too long expression and accepts a good one', () => {
    expect(regexProblem('^BD(\\d')).toBe('正则表达式格式不正确');
    expect(regexProblem('')).toBe('请输入正则表达式');
    expect(regexProblem('a'.repeat(201))).toBe('正则表达式不能超过200个字符');
    expect(regexProblem('^BD\\d{6}$')).toBeUndefined();
  });
});

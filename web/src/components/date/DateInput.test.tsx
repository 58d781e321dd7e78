// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { DateInput, TimeInput } from './DateInput';

afterEach(cleanup);

describe('date pickers with string values', () => {
  it('shows the value in the §9 formats', () => {
    const { container } = render(
      <>
        <DateInput value="2026-05-01" />
        <DateInput showTime value="2026-05-01 08:30:00" />
        <TimeInput value="08:30:05" />
        <DateInput value="not a date" />
      </>,
    );
    const values = [...container.querySelectorAll('input')].map((i) => (i as HTMLInputElement).value);
    expect(values).toEqual(['2026-05-01', '2026-05-01 08:30:00', '08:30:05', '']);
  });
});

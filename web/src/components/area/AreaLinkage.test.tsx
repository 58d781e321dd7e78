// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AreaLinkage } from './AreaLinkage';

afterEach(cleanup);

describe('AreaLinkage', () => {
  it('shows a Bad type value notice for a type other than cascader or select', () => {
    render(<AreaLinkage type="tree" />);
    expect(screen.getByRole('alert').textContent).toBe('Bad type value: tree');
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { theme } from 'antd';
import { renderScreen } from '../testing';

/** A system setting the test can change, as a person would in their accessibility settings. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => (query === '(prefers-reduced-motion: reduce)' ? list : { matches: false, addEventListener() {}, removeEventListener() {} }));
  return {
    set(value: boolean) {
      reduce = value;
      listeners.forEach((listener) => listener());
    },
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <output aria-label="motion">{token.motion ? 'animated' : 'still'}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('the portal frame and a request for reduced motion', () => {
  it('draws antd without transitions while the system asks for reduced motion, and follows a change', () => {
    const setting = systemSetting(true);
    renderScreen(<Motion />);
    expect(screen.getByLabelText('motion').textContent).toBe('still');
    act(() => setting.set(false));
    expect(screen.getByLabelText('motion').textContent).toBe('animated');
    act(() => setting.set(true));
    expect(screen.getByLabelText('motion').textContent).toBe('still');
  });

  it('keeps the transitions where the system says nothing', () => {
    systemSetting(false);
    renderScreen(<Motion />);
    expect(screen.getByLabelText('motion').textContent).toBe('animated');
  });
});

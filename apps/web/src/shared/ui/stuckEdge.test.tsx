import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStuckEdge } from './stuckEdge.js';

/** A ResizeObserver the test drives: jsdom has none, and lays nothing out. */
let resize: (() => void) | null = null;
class DrivenObserver {
  constructor(callback: () => void) {
    resize = callback;
  }
  observe() {}
  disconnect() {
    resize = null;
  }
}

function Bar({ height, position }: { height: number; position: 'sticky' | 'static' }) {
  const ref = useStuckEdge('bottom');
  return (
    <section
      ref={(el) => {
        if (el) Object.defineProperty(el, 'offsetHeight', { configurable: true, get: () => height });
        return ref(el);
      }}
      style={{ position }}
    >
      Ödemeye geç
    </section>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.style.removeProperty('--stuck-bottom');
});

describe('a bar stuck to the bottom edge', () => {
  it('keeps the page’s scroll padding at its height while it is there, and takes it away with it', () => {
    vi.stubGlobal('ResizeObserver', DrivenObserver);
    const view = render(<Bar height={222} position="sticky" />);
    expect(document.documentElement.style.getPropertyValue('--stuck-bottom')).toBe('222px');
    view.rerender(<Bar height={222} position="sticky" />);
    act(() => resize?.());
    expect(document.documentElement.style.getPropertyValue('--stuck-bottom')).toBe('222px');
    view.unmount();
    expect(document.documentElement.style.getPropertyValue('--stuck-bottom')).toBe('');
  });

  it('counts nothing where the bar is not stuck', () => {
    vi.stubGlobal('ResizeObserver', DrivenObserver);
    render(<Bar height={90} position="static" />);
    expect(document.documentElement.style.getPropertyValue('--stuck-bottom')).toBe('0px');
  });
});

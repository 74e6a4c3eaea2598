import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './index.js';

let enqueue: ReturnType<typeof useToast>['enqueue'];
function Grab() {
  enqueue = useToast().enqueue;
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts (spec section 4)', () => {
  it('shows at most three at once; the fourth waits for a free place', () => {
    act(() => {
      for (const n of [1, 2, 3, 4]) enqueue(`Bildirim ${n}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(screen.queryByText('Bildirim 4')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('Bildirim 4')).toBeTruthy();
  });

  it('hides after 5 s by default and after 3 s where asked', () => {
    act(() => {
      enqueue('Yeni şifreniz sms olarak cep telefonunuza gönderilmiştir.', { variant: 'info', autoHideMs: 3000 });
      enqueue('Beş saniyelik', { variant: 'success' });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText(/Yeni şifreniz/)).toBeNull();
    expect(screen.getByText('Beş saniyelik')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Beş saniyelik')).toBeNull();
  });

  it('announces errors as alerts', () => {
    act(() => {
      enqueue('Beklenmedik bir hata oluştu', { variant: 'error' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Beklenmedik bir hata oluştu');
    expect(screen.getByRole('alert').className).toContain('toast-error');
  });
});

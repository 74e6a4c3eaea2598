import { renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useProgressive } from './progressive.js';

const items = Array.from({ length: 7 }, (_, i) => i);

it('shows the first items at once and the rest a step at a time, until all are shown', async () => {
  const seen: number[] = [];
  const { result } = renderHook(() => {
    const shown = useProgressive(items, 2, 2);
    seen.push(shown.length);
    return shown;
  });
  expect(seen[0]).toBe(2);
  await waitFor(() => expect(result.current).toEqual(items));
  // Every step added at most two more: no render jumped from the first items to all of them.
  const steps = [...new Set(seen)];
  expect(steps).toEqual([2, 4, 6, 7]);
});

it('starts again from the first items when the list changes', async () => {
  const { result, rerender } = renderHook(({ list }) => useProgressive(list, 1, 5), { initialProps: { list: items } });
  await waitFor(() => expect(result.current).toHaveLength(7));
  const other = [10, 11, 12];
  rerender({ list: other });
  expect(result.current).toEqual([10]);
  await waitFor(() => expect(result.current).toEqual(other));
});

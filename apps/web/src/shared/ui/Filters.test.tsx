import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar } from './Field.js';
import { FilterActions, SearchField, useFilterDraft } from './Filters.js';

afterEach(cleanup);

function Desk() {
  const filters = useFilterDraft({ text: '' });
  return (
    <>
      <FilterBar label="Süz" onSubmit={filters.send}>
        <SearchField label="Ara" name="text" value={filters.draft.text} onChange={filters.set('text')} />
        <FilterActions find="Bul" clear="Temizle" onClear={filters.clear} />
      </FilterBar>
      <p data-testid="sent">{filters.filter.text || '(boş)'}</p>
    </>
  );
}

describe('a desk filter', () => {
  it('lists by what was sent, not by what is being typed, and empties both with "Temizle"', () => {
    render(<Desk />);
    const box = screen.getByRole('searchbox', { name: 'Ara' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'imar' } });
    expect(screen.getByTestId('sent').textContent).toBe('(boş)');
    fireEvent.click(screen.getByRole('button', { name: 'Bul' }));
    expect(screen.getByTestId('sent').textContent).toBe('imar');
    fireEvent.click(screen.getByRole('button', { name: 'Temizle' }));
    expect(box.value).toBe('');
    expect(screen.getByTestId('sent').textContent).toBe('(boş)');
  });

  it('offers no "Temizle" when the desk has none', () => {
    render(<FilterActions find="Bul" />);
    expect(screen.queryByRole('button', { name: 'Temizle' })).toBeNull();
  });
});

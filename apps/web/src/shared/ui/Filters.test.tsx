import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar, SelectField } from './Field.js';
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

describe('valid filter markup', () => {
  it('is a form only when it is sent with a button; live filters are a search region', () => {
    const { container } = render(
      <>
        <FilterBar label="Canlı">
          <SearchField label="Ara" name="text" value="" onChange={() => {}} />
        </FilterBar>
        <Desk />
      </>,
    );
    // jsdom does not know <search> (browsers do: role "search"); its markup is what is checked here.
    expect(container.querySelector('search[aria-label="Canlı"]')).not.toBeNull();
    expect([...container.querySelectorAll('form')].map((f) => f.getAttribute('aria-label'))).toEqual(['Süz']);
  });

  it('a select is required only when it offers an empty choice', () => {
    const months = [{ value: '1', label: 'Ocak' }];
    render(
      <>
        <SelectField label="Ay" value="1" options={months} onChange={() => {}} required />
        <SelectField label="Tür" value="" options={months} emptyLabel="Seçiniz" onChange={() => {}} required />
      </>,
    );
    expect((screen.getByRole('combobox', { name: /Ay/ }) as HTMLSelectElement).required).toBe(false);
    expect((screen.getByRole('combobox', { name: /Tür/ }) as HTMLSelectElement).required).toBe(true);
  });
});

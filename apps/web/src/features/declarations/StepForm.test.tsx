import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../shared/api/client.js';
import { InputField } from '../../shared/ui/Field.js';
import { useDraft } from './draft.js';
import { type Step, StepForm } from './StepForm.js';

interface Values {
  name: string;
  area: string;
}
const steps: Step<Values>[] = [
  {
    key: 'who',
    title: 'Beyan eden',
    render: ({ values, set, errors }) => (
      <InputField label="Ad" value={values.name} onChange={set('name')} error={errors.name} />
    ),
    check: (v) => ({ name: v.name ? undefined : 'Adınızı yazınız.' }),
    answers: (v) => [['Ad', v.name]],
  },
  {
    key: 'what',
    title: 'Yüzölçümü',
    render: ({ values, set, errors }) => (
      <InputField label="Alan" value={values.area} onChange={set('area')} error={errors.area} />
    ),
    check: (v) => ({ area: Number(v.area) > 0 ? undefined : 'Alanı yazınız.' }),
    answers: (v) => [['Alan', `${v.area} m²`]],
  },
];

function Form({ onSend }: { onSend(values: Values): Promise<void> }) {
  const draft = useDraft<Values>('beyanname-taslak:7:test', () => ({ name: '', area: '' }));
  return (
    <StepForm
      steps={steps}
      values={draft.values}
      onValues={draft.setValues}
      step={draft.step}
      onStep={draft.setStep}
      onSend={() => onSend(draft.values)}
    />
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('the declaration step form', () => {
  it('shows where the citizen is and keeps what was typed when going back and forward', () => {
    render(<Form onSend={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Adım 1 / 2:');
    type('Ad', 'Zeynep');
    press('Devam');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Adım 2 / 2:');
    type('Alan', '120');
    press('Geri');
    expect(screen.getByLabelText<HTMLInputElement>('Ad').value).toBe('Zeynep');
    press('Devam');
    expect(screen.getByLabelText<HTMLInputElement>('Alan').value).toBe('120');
  });

  it('does not go on while a field of the step is wrong, and names the field', () => {
    render(<Form onSend={vi.fn()} />);
    press('Devam');
    expect(screen.getByText('Adınızı yazınız.')).toBeTruthy();
    expect(screen.getByLabelText('Ad').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Adım 1 / 2:');
  });

  it('restores the draft and its step after a reload', () => {
    const first = render(<Form onSend={vi.fn()} />);
    type('Ad', 'Zeynep');
    press('Devam');
    type('Alan', '85');
    first.unmount();
    render(<Form onSend={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>('Alan').value).toBe('85');
    press('Geri');
    expect(screen.getByLabelText<HTMLInputElement>('Ad').value).toBe('Zeynep');
  });

  it('lists every answer on the check page, changes one step and comes back to send', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<Form onSend={onSend} />);
    type('Ad', 'Zeynep');
    press('Devam');
    type('Alan', '85');
    press('Devam');
    expect(screen.getByRole('heading', { name: 'Bilgilerinizi kontrol edin' })).toBeTruthy();
    expect(screen.getByText('85 m²')).toBeTruthy();
    press('Değiştir: Yüzölçümü');
    type('Alan', '90');
    press('Kontrol sayfasına dön');
    expect(screen.getByText('90 m²')).toBeTruthy();
    press('Beyannameyi gönder');
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith({ name: 'Zeynep', area: '90' }));
  });

  it('shows the refusal of the send on the check page', async () => {
    render(<Form onSend={() => Promise.reject(new ApiCallError('Bu parsel için bu yıl beyanname verdiniz.', 409))} />);
    type('Ad', 'Zeynep');
    press('Devam');
    type('Alan', '85');
    press('Devam');
    press('Beyannameyi gönder');
    expect((await screen.findByRole('alert')).textContent).toContain('Bu parsel için');
  });
});

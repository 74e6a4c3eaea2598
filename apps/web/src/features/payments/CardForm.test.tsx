import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallResponse } from '../../shared/api/client.js';
import { refuse } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import PaymentWindowPage from './PaymentWindowPage.js';
import { saveSelection } from './selection.js';
import { banksAnswer, bodyOf, calls, order, resetApi } from './testing.js';

const bankForm: CallResponse<'SaveOnlinePaymentRequest'> = {
  Form: {
    Action: 'https://bank.example/fim/est3Dgate',
    Method: 'POST',
    Fields: { clientid: '190100000', oid: 'EB260615ABCDEFGH2345', hash: 'abc==' },
  },
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const leave = (label: string) => fireEvent.blur(field(label));
const nextYear = String(new Date().getFullYear() + 2);

async function openWindow() {
  renderRoute('/ziraat-banka', <PaymentWindowPage bankCode="0010" />);
  await screen.findByLabelText('Kart numarası');
}

function fillValidCard() {
  type('Kart sahibinin adı soyadı', 'Zeynep Arslan');
  type('Kart numarası', '4546 7112 3456 7894');
  type('Son kullanma ayı', '12');
  type('Son kullanma yılı', nextYear);
  type('Güvenlik kodu (CVV)', '000');
}

beforeEach(() => {
  sessionStorage.clear();
  resetApi({
    GetPaymentBanks: banksAnswer,
    GetOrderNumberForOnlinePayment: order(),
    SaveOnlinePaymentRequest: bankForm,
  });
  saveSelection({ AccrualOids: [11], Channel: 'DEBT', BankCode: '0010' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('card form of the bank window', () => {
  it('groups the card number in fours and shows the VISA or Mastercard badge as the digits are typed', async () => {
    await openWindow();
    const brand = () => document.querySelector('[data-brand]')?.getAttribute('data-brand') ?? null;
    type('Kart numarası', '4546711234567894');
    expect(field('Kart numarası').value).toBe('4546 7112 3456 7894');
    expect(brand()).toBe('100');
    expect(screen.getByText('VISA')).toBeTruthy();
    type('Kart numarası', '5555555555554444');
    expect(brand()).toBe('200');
    expect(screen.getByText('Mastercard')).toBeTruthy();
    type('Kart numarası', '2221000000000009');
    expect(brand()).toBe('200');
    type('Kart numarası', '45');
    expect(brand()).toBeNull();
  });

  it('says "Kart numarası geçersiz." for a number failing the Luhn check once the field is left', async () => {
    await openWindow();
    type('Kart numarası', '4546711234567895');
    expect(screen.queryByText('Kart numarası geçersiz.')).toBeNull();
    leave('Kart numarası');
    expect(await screen.findByText('Kart numarası geçersiz.')).toBeTruthy();
    expect(field('Kart numarası').getAttribute('aria-invalid')).toBe('true');
    expect(field('Kart numarası').getAttribute('aria-describedby')).toContain(
      screen.getByText('Kart numarası geçersiz.').id,
    );
  });

  it('refuses a card that is neither VISA nor MasterCard as soon as its first six digits are typed', async () => {
    await openWindow();
    type('Kart numarası', '378282');
    expect(screen.getByRole('alert').textContent).toBe('Yalnızca VISA ve MasterCard kartlarla ödeme yapılabilir.');
  });

  it('says the card has expired as soon as a month before this one is chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15));
    await openWindow();
    type('Son kullanma ayı', '5');
    type('Son kullanma yılı', '2026');
    expect(await screen.findByText('Kartınızın son kullanma tarihi geçmiş.')).toBeTruthy();
    type('Son kullanma ayı', '6');
    expect(screen.queryByText('Kartınızın son kullanma tarihi geçmiş.')).toBeNull();
  });

  it('offers expiry months 01–12 and years from this year to ExpirationYearsToAdd more', async () => {
    await openWindow();
    const months = Array.from((field('Son kullanma ayı') as unknown as HTMLSelectElement).options, (o) => o.text);
    expect(months.slice(1)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const years = Array.from((field('Son kullanma yılı') as unknown as HTMLSelectElement).options, (o) => o.value);
    const thisYear = new Date().getFullYear();
    expect(years.slice(1)).toEqual(Array.from({ length: 11 }, (_, i) => String(thisYear + i)));
  });

  it('keeps only three digits in the CVV, a masked numeric field', async () => {
    await openWindow();
    type('Güvenlik kodu (CVV)', 'a1b2c3d4');
    expect(field('Güvenlik kodu (CVV)').value).toBe('123');
    expect(field('Güvenlik kodu (CVV)').type).toBe('password');
    expect(field('Güvenlik kodu (CVV)').inputMode).toBe('numeric');
    type('Güvenlik kodu (CVV)', '12');
    leave('Güvenlik kodu (CVV)');
    expect(await screen.findByText('Güvenlik kodu (CVV) 3 haneli olmalıdır.')).toBeTruthy();
  });

  it('uses the card autocomplete attributes', async () => {
    await openWindow();
    const auto = (label: string) => field(label).getAttribute('autocomplete');
    expect(auto('Kart sahibinin adı soyadı')).toBe('cc-name');
    expect(auto('Kart numarası')).toBe('cc-number');
    expect(auto('Son kullanma ayı')).toBe('cc-exp-month');
    expect(auto('Son kullanma yılı')).toBe('cc-exp-year');
    expect(auto('Güvenlik kodu (CVV)')).toBe('cc-csc');
  });

  it('sends no request while a field is invalid, shows every error and focuses the first one', async () => {
    await openWindow();
    fireEvent.click(screen.getByRole('button', { name: 'Kartla öde' }));
    expect(await screen.findByText('Kart üzerindeki adı giriniz.')).toBeTruthy();
    expect(screen.getByText('Kart numarasını giriniz.')).toBeTruthy();
    expect(screen.getByText('Güvenlik kodu (CVV) 3 haneli olmalıdır.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Kart sahibinin adı soyadı')));

    fillValidCard();
    type('Kart numarası', '4546 7112 3456 7895');
    fireEvent.click(screen.getByRole('button', { name: 'Kartla öde' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Kart numarası')));
    expect(calls()).not.toContain('SaveOnlinePaymentRequest');
  });

  it('sends a valid card once, as digits with a four-digit year, then posts the bank’s 3-D form', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    // Ziraat on PayFlex: the MPI's enrollment needs the card on our server.
    resetApi({
      GetPaymentBanks: banksAnswer,
      GetOrderNumberForOnlinePayment: order({ CardEntry: 'THROUGH_SERVER' }),
      SaveOnlinePaymentRequest: bankForm,
    });
    await openWindow();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ziraat Bankası ile Ödeme');
    expect(screen.getByTestId('order-total').textContent).toBe('₺1.234,56');
    fillValidCard();
    fireEvent.click(screen.getByRole('button', { name: 'Kartla öde' }));
    expect(await screen.findByText('Bankanızın güvenli ödeme sayfasına yönlendiriliyorsunuz…')).toBeTruthy();
    expect(calls().filter((c) => c === 'SaveOnlinePaymentRequest')).toHaveLength(1);
    expect(bodyOf('SaveOnlinePaymentRequest')).toMatchObject({
      orderNo: 'EB260615ABCDEFGH2345',
      card: {
        holder: 'Zeynep Arslan',
        number: '4546711234567894',
        expMonth: 12,
        expYear: Number(nextYear),
        cvv: '000',
      },
    });
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(submit).toHaveBeenCalledTimes(1);
    expect(form.getAttribute('action')).toBe('https://bank.example/fim/est3Dgate');
    expect(form.getAttribute('method')).toBe('post');
    expect(new FormData(form).get('oid')).toBe('EB260615ABCDEFGH2345');
    // The card is gone from the page and was never stored.
    expect(screen.queryByLabelText('Kart numarası')).toBeNull();
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('4546711234567894');
  });

  it('at an EstV3 bank posts the card to the bank with the signed form and never sends it to our API', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    await openWindow();
    fillValidCard();
    fireEvent.click(screen.getByRole('button', { name: 'Kartla öde' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(bodyOf('SaveOnlinePaymentRequest')).toMatchObject({ orderNo: 'EB260615ABCDEFGH2345' });
    expect(bodyOf('SaveOnlinePaymentRequest').card).toBeUndefined();
    expect(JSON.stringify(bodyOf('SaveOnlinePaymentRequest'))).not.toContain('4546711234567894');
    const posted = new FormData(submit.mock.contexts[0] as HTMLFormElement);
    expect(Object.fromEntries(posted)).toEqual({
      clientid: '190100000',
      oid: 'EB260615ABCDEFGH2345',
      hash: 'abc==',
      pan: '4546711234567894',
      Ecom_Payment_Card_ExpDate_Month: '12',
      Ecom_Payment_Card_ExpDate_Year: nextYear.slice(-2),
      cv2: '000',
    });
  });

  it('shows the bank’s reason when the card is declined and opens a new order for another try', async () => {
    resetApi({
      GetPaymentBanks: banksAnswer,
      GetOrderNumberForOnlinePayment: order(),
      SaveOnlinePaymentRequest: refuse(402, 'Kartınızın limiti bu ödeme için yetersiz.', 'error_payment_declined'),
    });
    await openWindow();
    fillValidCard();
    fireEvent.click(screen.getByRole('button', { name: 'Kartla öde' }));
    expect(await screen.findByText('Kartınızın limiti bu ödeme için yetersiz.')).toBeTruthy();
    await waitFor(() => expect(calls().filter((c) => c === 'GetOrderNumberForOnlinePayment')).toHaveLength(2));
    expect(field('Kart numarası').value).toBe('');
    expect(field('Güvenlik kodu (CVV)').value).toBe('');
  });
});

describe('bank window', () => {
  it('for a hosted payment sends the order without a card and explains the card is entered at the bank', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    saveSelection({ AccrualOids: [11], Channel: 'DEBT', BankCode: '0012' });
    resetApi({
      GetPaymentBanks: banksAnswer,
      GetOrderNumberForOnlinePayment: order({
        BankCode: '0012',
        NeedsCard: false,
        CardEntry: 'BANK_PAGE',
        StoreType: '3d_pay_hosting',
      }),
      SaveOnlinePaymentRequest: bankForm,
    });
    renderRoute('/payment-other-banks', <PaymentWindowPage bankCode="0012" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bankanın ödeme sayfasına git' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(bodyOf('GetOrderNumberForOnlinePayment')).toMatchObject({ accrualOids: [11], bankCode: '0012' });
    expect(bodyOf('SaveOnlinePaymentRequest').card).toBeUndefined();
    expect(screen.queryByLabelText('Kart numarası')).toBeNull();
  });

  it('during the daily pause shows its message and opens no order', async () => {
    const Message = 'Ödeme işlemleri her gün 23:45 ile 00:15 arasında gün sonu işlemleri nedeniyle yapılamamaktadır.';
    resetApi({
      GetPaymentBanks: { ...banksAnswer, Paused: { from: '23:45', until: '00:15', Message } },
    });
    renderRoute('/ziraat-banka', <PaymentWindowPage bankCode="0010" />);
    expect(await screen.findByText(Message)).toBeTruthy();
    expect(calls()).not.toContain('GetOrderNumberForOnlinePayment');
    expect(screen.getByRole('link', { name: 'Borçlarıma dön' }).getAttribute('href')).toBe('/DebtQuestioning');
  });

  it('shows the server’s message with a way back when the debts cannot be paid here', async () => {
    saveSelection({ AccrualOids: [11], Channel: 'FAST', PaymentToken: 'x'.repeat(40) });
    resetApi({
      GetPaymentBanks: banksAnswer,
      GetOrderNumberForOnlinePayment: refuse(
        409,
        'Seçtiğiniz borçlardan biri için bankada süren bir ödeme var.',
        'error_conflict',
      ),
    });
    renderRoute('/ziraat-banka', <PaymentWindowPage bankCode="0010" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Seçtiğiniz borçlardan biri için bankada süren bir ödeme var.',
    );
    expect(bodyOf('GetOrderNumberForOnlinePayment').paymentToken).toBe('x'.repeat(40));
    expect(screen.getByRole('link', { name: 'Hızlı ödemeye dön' }).getAttribute('href')).toBe('/FastPayment');
  });

  it('without a selection explains where debts are chosen', async () => {
    sessionStorage.clear();
    renderRoute('/vakif-banka', <PaymentWindowPage bankCode="0015" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('VakıfBank ile Ödeme');
    expect(screen.getByRole('heading', { name: 'Ödenecek borç seçilmedi' })).toBeTruthy();
    expect(calls()).not.toContain('GetOrderNumberForOnlinePayment');
  });
});

import type { ChannelMenuItem, ChannelScope, menuCalls } from '@e-belediye/contracts';
import type { Handlers } from '../../http/calls.js';

type Service = Omit<ChannelMenuItem, 'Scope'> & { Scope: ChannelScope };

/**
 * The services an outside channel may offer, kept here once: a channel sees those whose call group its key holds.
 * Paths are the portal's (spec section 2), for a channel that sends the citizen to the web instead.
 */
export const CHANNEL_SERVICES: readonly Service[] = [
  {
    Key: 'debts',
    Name: { tr: 'Borç Sorgulama ve Ödeme', en: 'Debt Inquiry and Payment' },
    Path: '/DebtQuestioning',
    Live: true,
    NeedsLogin: true,
    Scope: 'banka',
  },
  {
    Key: 'fast-payment',
    Name: { tr: 'Hızlı Ödeme', en: 'Fast Payment' },
    Path: '/FastPayment',
    Live: true,
    NeedsLogin: false,
    Scope: 'banka',
  },
  {
    Key: 'registry',
    Name: { tr: 'Sicil Bilgilerim', en: 'My Registry' },
    Path: '/RegistryObservation',
    Live: true,
    NeedsLogin: true,
    Scope: 'sicil',
  },
  {
    Key: 'sign-in',
    Name: { tr: 'E-Belediye Sistemine Giriş', en: 'E-Municipality Sign-in' },
    Path: '/session/signin',
    Live: true,
    NeedsLogin: false,
    Scope: 'uyelik',
  },
  {
    Key: 'password-reset',
    Name: { tr: 'E-Belediye Şifre Sıfırlama', en: 'E-Municipality Password Reset' },
    Path: '/session/forgot-password',
    Live: true,
    NeedsLogin: false,
    Scope: 'uyelik',
  },
  {
    Key: 'edevlet',
    Name: { tr: 'e-Devlet ile Giriş', en: 'Sign in with e-Devlet' },
    Path: '/e-devlet-girisi',
    Live: true,
    NeedsLogin: false,
    Scope: 'edevlet',
  },
  {
    Key: 'street-valuation',
    Name: { tr: 'Arsa Rayiç Bedelleri', en: 'Plot Unit Values' },
    Path: '/EstateStreetValuation',
    Live: true,
    NeedsLogin: false,
    Scope: 'parametre',
  },
  {
    Key: 'bank-collection',
    Name: { tr: 'Anlaşmalı Banka Tahsilatı', en: 'Contracted Bank Collection' },
    Path: '/DebtQuestioning',
    Live: true,
    NeedsLogin: false,
    Scope: 'tahsilat',
  },
  {
    Key: 'complaints',
    Name: { tr: 'İstek ve Şikayet', en: 'Requests and Complaints' },
    Path: '/ComplaintsAndRequests',
    Live: true,
    NeedsLogin: false,
    Scope: 'menus',
  },
];

export const menuHandlers: Handlers<typeof menuCalls> = {
  async GetMenus(_input, { principal, settings }) {
    const scopes = principal?.kind === 'channel' ? principal.scopes : new Set<string>();
    // A service the municipality switched off in its settings is listed, but not live.
    const off = new Set(settings.app.IsEDevletLoginDisable ? ['edevlet'] : []);
    return {
      Items: CHANNEL_SERVICES.filter((s) => scopes.has(s.Scope)).map((s) => ({
        ...s,
        Live: s.Live && !off.has(s.Key),
      })),
    };
  },
};

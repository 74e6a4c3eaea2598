import type { Declarer } from '@e-belediye/contracts';
import type { CallResponse } from '../../shared/api/client.js';
import { rules } from '../../shared/forms/rules.js';
import type { useI18n } from '../../shared/i18n/index.js';
import { Fact } from '../../shared/ui/Fact.js';
import { InputField } from '../../shared/ui/Field.js';
import { PhoneField } from '../../shared/ui/PhoneField.js';
import { phoneDigits } from '../../shared/ui/phoneMask.js';
import type { DeclarationsTexts } from './i18n/index.js';
import type { Step } from './StepForm.js';

/**
 * Who declares follows the member's registry (RetrieveDeclarer): a person with the T.C. Kimlik No, a company or an
 * institution with its VKN and tax office. The identity comes from the registry and is shown; the citizen gives
 * the phone and e-mail the office answers on, and what the registry lacks for the declarer shape of its type.
 */
export interface DeclarerValues {
  identityNo: string;
  gsmNumber: string;
  email: string;
  taxOfficeCode: string;
  nationality: string;
}

export type DeclarerProfile = CallResponse<'RetrieveDeclarer'>;

export const initialDeclarer = (d: DeclarerProfile): DeclarerValues => ({
  identityNo: d.IdentityNo ?? '',
  gsmNumber: d.GsmNumber ? phoneDigits(d.GsmNumber).replace(/^0/, '').slice(-10) : '',
  email: d.Email ?? '',
  taxOfficeCode: d.TaxOfficeCode ?? '',
  nationality: '',
});

/** Declares with a tax number and a tax office. */
const withTaxOffice = (d: DeclarerProfile) => d.RegistryType === 'T' || d.RegistryType === 'K';

/** The declarer's name and the label of its identity number, by registry type. */
function identity(t: DeclarationsTexts, d: DeclarerProfile): { nameLabel: string; name: string; idLabel: string } {
  const x = t.declarer;
  const person = `${d.Name} ${d.Surname ?? ''}`.trim();
  switch (d.RegistryType) {
    case 'G':
      return { nameLabel: x.name, name: person, idLabel: x.tckn };
    case 'Y':
      return { nameLabel: x.name, name: person, idLabel: x.foreignerId };
    case 'T':
      return { nameLabel: x.company, name: d.Name, idLabel: x.vkn };
    case 'K':
      return { nameLabel: x.institution, name: d.Name, idLabel: x.vkn };
    default:
      return { nameLabel: x.company, name: person, idLabel: x.identityNo };
  }
}

/** The declarer shape of the registry's type (spec section 3) that the contract takes. */
export function declarerInput(d: DeclarerProfile, v: DeclarerValues): Declarer {
  const contact = { gsmNumber: v.gsmNumber, email: v.email.trim() || undefined };
  const id = v.identityNo.trim();
  switch (d.RegistryType) {
    case 'G':
      return {
        registryType: 'G',
        tckn: id,
        name: d.Name,
        surname: d.Surname ?? '',
        fatherName: d.FatherName ?? undefined,
        ...contact,
      };
    case 'Y':
      return {
        registryType: 'Y',
        foreignerIdNo: id,
        nationality: v.nationality.trim(),
        name: d.Name,
        surname: d.Surname ?? '',
        ...contact,
      };
    case 'T':
      return { registryType: 'T', vkn: id, title: d.Name, taxOfficeCode: v.taxOfficeCode, ...contact };
    case 'K':
      return {
        registryType: 'K',
        vkn: id,
        institutionName: d.Name,
        taxOfficeCode: v.taxOfficeCode || undefined,
        ...contact,
      };
    case 'D':
      return { registryType: 'D', identityNo: id, title: d.Name, ...contact };
    case 'B':
      return {
        registryType: 'B',
        identityNo: id || undefined,
        name: `${d.Name} ${d.Surname ?? ''}`.trim(),
        ...contact,
      };
  }
}

/** The first step of every declaration. */
export function declarerStep<V extends DeclarerValues>(
  t: DeclarationsTexts,
  m: ReturnType<typeof useI18n>['m'],
  declarer: DeclarerProfile,
): Step<V> {
  const x = t.declarer;
  const rule = rules(m);
  const company = withTaxOffice(declarer);
  const who = identity(t, declarer);
  // The registry knows the number of nearly everyone; a record without one asks for it.
  const askId = !declarer.IdentityNo;
  const idRule =
    declarer.RegistryType === 'T' || declarer.RegistryType === 'K'
      ? 'vkn'
      : declarer.RegistryType === 'D' || declarer.RegistryType === 'B'
        ? 'any'
        : 'tckn';
  return {
    key: 'declarer',
    title: x.title,
    render: ({ values, set, errors }) => (
      <>
        <p className="muted">{x.intro}</p>
        <dl className="facts">
          <Fact label={who.nameLabel}>{who.name}</Fact>
          {!askId && <Fact label={who.idLabel}>{declarer.IdentityNo}</Fact>}
          <Fact label={x.registryType}>{declarer.RegistryTypeName}</Fact>
        </dl>
        {askId && (
          <InputField
            label={who.idLabel}
            name="identityNo"
            required={declarer.RegistryType !== 'B'}
            digits={idRule === 'vkn' ? 10 : 11}
            value={values.identityNo}
            onChange={set('identityNo')}
            error={errors.identityNo}
          />
        )}
        {declarer.RegistryType === 'Y' && (
          <InputField
            label={x.nationality}
            name="nationality"
            required
            maxLength={60}
            value={values.nationality}
            onChange={set('nationality')}
            error={errors.nationality}
          />
        )}
        {company && (
          <InputField
            label={x.taxOffice}
            name="taxOfficeCode"
            required={declarer.RegistryType === 'T'}
            digits={6}
            hint={x.taxOfficeHint}
            value={values.taxOfficeCode}
            onChange={set('taxOfficeCode')}
            error={errors.taxOfficeCode}
          />
        )}
        <PhoneField
          label={x.gsm}
          name="gsmNumber"
          required
          hint={x.gsmHint}
          value={values.gsmNumber}
          onChange={set('gsmNumber')}
          error={errors.gsmNumber}
        />
        <InputField
          type="email"
          label={x.email}
          name="email"
          autoComplete="email"
          maxLength={120}
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
      </>
    ),
    check: (v) => ({
      identityNo:
        askId && (declarer.RegistryType !== 'B' || v.identityNo)
          ? rule.pidNo(v.identityNo, idRule) || undefined
          : undefined,
      nationality: declarer.RegistryType === 'Y' && v.nationality.trim().length < 2 ? x.nationalityRequired : undefined,
      taxOfficeCode:
        company && (declarer.RegistryType === 'T' || v.taxOfficeCode) && !/^\d{6}$/.test(v.taxOfficeCode)
          ? x.taxOfficeInvalid
          : undefined,
      gsmNumber: rule.phone(v.gsmNumber) ? x.gsmInvalid : undefined,
      email: v.email.trim() && rule.email(v.email) ? x.emailInvalid : undefined,
    }),
    answers: (v) => [
      [who.nameLabel, who.name],
      [who.idLabel, v.identityNo],
      ...(declarer.RegistryType === 'Y' ? [[x.nationality, v.nationality] as [string, string]] : []),
      ...(company ? [[x.taxOffice, v.taxOfficeCode] as [string, string]] : []),
      [x.gsm, v.gsmNumber.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '($1) $2 $3 $4')],
      [x.email, v.email],
    ],
  };
}

import { istanbulDateOf } from '@e-belediye/contracts/clock';
import { formatDateTr } from '@e-belediye/contracts/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../shared/api/client.js';
import { useSettings } from '../../shared/api/settings.js';
import { useI18n } from '../../shared/i18n/index.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { useMembersTexts } from './i18n/index.js';
import { formatBirthDate, useMemberProfile } from './profile.js';
import './members.css';

/** /RegistryObservation: the member's registry as the municipality keeps it. */
export default function RegistryPage() {
  const { m } = useI18n();
  const t = useMembersTexts().account;
  // The water subscriptions have their own page, offered where the municipality runs water.
  const hasSubscription = useSettings().HasSubscription;
  const profile = useMemberProfile();
  const p = profile.data;
  const rows: Array<[string, ReactNode]> = p
    ? [
        [t.registryType, p.Registry.RegistryTypeName],
        [t.registryNo, p.Registry.RegistryNo],
        [t.identity, p.PidNoMasked],
        [t.name, [p.Name, p.Surname].filter(Boolean).join(' ')],
        [t.fatherName, p.Registry.FatherName],
        [t.birthPlace, p.Registry.BirthPlace],
        [t.birthDate, p.Registry.BirthDate && formatBirthDate(p.Registry.BirthDate)],
        ...(p.Registry.TaxOfficeName ? [[t.taxOffice, p.Registry.TaxOfficeName] as [string, string]] : []),
        [t.addresses, list(p.Registry.Addresses.map((a) => `${a.Kind}: ${a.Text}`))],
        [t.phones, list(p.Registry.Phones)],
        [t.email, p.Email ?? p.Registry.Email],
        [t.memberSince, formatDateTr(istanbulDateOf(p.CreatedAt))],
      ]
    : [];
  return (
    <PageFrame
      intro={t.registryIntro}
      actions={
        <>
          {hasSubscription && (
            <Link to="/aboneliklerim" className="btn btn-outline">
              {t.subscriptions}
            </Link>
          )}
          <Link to="/UserUpdate" className="btn btn-outline">
            {t.edit}
          </Link>
        </>
      }
    >
      {profile.isPending && <Spinner label={m.app.loading} />}
      {profile.isError && (
        <p className="form-message form-message-error" role="alert">
          {messageOf(profile.error)}
        </p>
      )}
      {p && (
        <dl className="details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || m.common.none}</dd>
            </div>
          ))}
        </dl>
      )}
    </PageFrame>
  );
}

function list(items: string[]): ReactNode {
  if (!items.length) return null;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

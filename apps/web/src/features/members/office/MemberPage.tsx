import { formatDateTr, formatKurus, formatTry, type MemberDossier } from '@e-belediye/contracts';
import { LANGUAGES, type Language } from '@e-belediye/contracts/languages';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { allOf, useCall } from '../../../shared/api/useCall.js';
import { useI18n } from '../../../shared/i18n/index.js';
import { formatInstant } from '../../../shared/instant.js';
import { Fact } from '../../../shared/ui/Fact.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { RowsTable } from '../../../shared/ui/RowsTable.js';
import { Loadable, TableSection } from '../../../shared/ui/TableSection.js';
import { StatusBadge } from './MemberList.js';
import { StatusDialog } from './StatusDialog.js';
import { type MembersDeskTexts, useMembersDeskTexts } from './texts.js';

/** What another desk adds at the foot of a member's page (its grants), composed where the office builds its pages. */
export type MemberExtras = (memberOid: number) => ReactNode;

/** A member's page: account, registry, water subscriptions, open debts with totals, payments; suspend or activate. */
export function MemberPage({ extras }: { extras?: MemberExtras }) {
  const t = useMembersDeskTexts();
  const memberOid = Number(useParams().memberOid);
  const valid = Number.isInteger(memberOid) && memberOid > 0 && memberOid < 2 ** 31;
  const dossier = useCall('GetMemberDossier', { memberOid }, { enabled: valid, staleTime: 0 });
  const name = dossier.data?.Registry.Name ?? '';
  return (
    <PageFrame
      title={name ? t.memberTitle(name) : t.title}
      actions={
        <Link to=".." relative="path" className="btn btn-outline">
          {t.back}
        </Link>
      }
    >
      <Loadable query={valid ? dossier : { isPending: false, error: new Error('Üye bulunamadı.') }}>
        {dossier.data && <Dossier d={dossier.data} t={t} extras={extras} />}
      </Loadable>
    </PageFrame>
  );
}

/** The member's language by its own name (read in it by a screen reader) and by the desk's name for it. */
function ChosenLanguage({ chosen, t }: { chosen: Language; t: MembersDeskTexts }) {
  const { language } = useI18n();
  const own = LANGUAGES[chosen].name;
  const desk = t.languageNames[chosen];
  if (chosen === language || own === desk) return <>{desk}</>;
  return (
    <>
      <span lang={chosen} dir={LANGUAGES[chosen].dir}>
        {own}
      </span>{' '}
      / {desk}
    </>
  );
}

function Dossier({ d, t, extras }: { d: MemberDossier; t: MembersDeskTexts; extras?: MemberExtras }) {
  const { language } = useI18n();
  const { say } = usePageStatus();
  const client = useQueryClient();
  const [acting, setActing] = useState(false);
  const m = d.Member;
  const r = d.Registry;
  const suspended = m.Status === 'DISABLED';
  return (
    <div className="members-desk">
      {d.Masked && <p className="members-desk-note">{t.maskedNote}</p>}
      <section aria-labelledby="member-account" className="members-desk-card">
        <div className="members-desk-card-head">
          <h2 id="member-account">{t.account}</h2>
          <button type="button" className="btn" onClick={() => setActing(true)}>
            {suspended ? t.activate : t.suspend}
          </button>
        </div>
        <dl className="facts">
          <Fact label={t.status} testId="member-status">
            <StatusBadge status={m.Status} />
          </Fact>
          {m.StatusReason && <Fact label={t.statusReason}>{m.StatusReason}</Fact>}
          {m.StatusChangedAt && <Fact label={t.statusChangedAt}>{formatInstant(m.StatusChangedAt, language)}</Fact>}
          <Fact label={t.userName}>{m.UserName}</Fact>
          <Fact label={t.createdVia}>{t.via[m.CreatedVia]}</Fact>
          <Fact label={t.createdAt}>{formatInstant(m.CreatedAt, language)}</Fact>
          <Fact label={t.lastLogin}>{formatInstant(m.LastLoginAt, language, t.never)}</Fact>
          <Fact label={t.language} testId="member-language">
            <ChosenLanguage chosen={m.Language} t={t} />
          </Fact>
          <Fact label={t.email}>{m.Email ?? '—'}</Fact>
          <Fact label={t.gsm}>{m.GsmNumber ?? '—'}</Fact>
        </dl>
      </section>
      <section aria-labelledby="member-registry" className="members-desk-card">
        <h2 id="member-registry">{t.registry}</h2>
        <dl className="facts">
          <Fact label={t.registryNo}>{r.RegistryNo}</Fact>
          <Fact label={t.registryType}>{r.RegistryTypeName}</Fact>
          <Fact label={t.nameSurname}>{r.Name}</Fact>
          {r.PidNo && <Fact label={t.userName}>{r.PidNo}</Fact>}
          {r.FatherName && <Fact label={t.fatherName}>{r.FatherName}</Fact>}
          {r.BirthDate && (
            <Fact label={t.birthDate}>{r.BirthDate.length > 4 ? formatDateTr(r.BirthDate) : r.BirthDate}</Fact>
          )}
          {r.BirthPlace && <Fact label={t.birthPlace}>{r.BirthPlace}</Fact>}
          {r.TaxOfficeName && <Fact label={t.taxOffice}>{r.TaxOfficeName}</Fact>}
          {r.DistrictName && <Fact label={t.district}>{r.DistrictName}</Fact>}
          {r.Address && <Fact label={t.address}>{r.Address}</Fact>}
        </dl>
      </section>
      <TableSection
        id="member-subscriptions"
        title={t.subscriptions}
        query={{ isPending: false, error: null, data: d.Subscriptions }}
        empty={t.noSubscriptions}
      >
        <RowsTable
          labelledBy="member-subscriptions"
          rows={d.Subscriptions}
          rowKey={(s) => s.Oid}
          columns={[
            { header: t.subscriberNo, cell: (s) => s.SubscriberNo, rowHeader: true },
            { header: t.tariff, cell: (s) => s.TariffName },
            { header: t.line, cell: (s) => s.LineStatusName },
            { header: t.address, cell: (s) => s.Address ?? '—', className: 'members-desk-text' },
          ]}
        />
      </TableSection>
      <TableSection
        id="member-debts"
        title={t.debts}
        query={{ isPending: false, error: null, data: d.Debts.Items }}
        empty={t.noDebts}
      >
        <p className="members-desk-totals" data-testid="debt-totals">
          {t.debtTotals(
            formatTry(d.Debts.PrincipalKurus),
            formatTry(d.Debts.LateFeeKurus),
            formatTry(d.Debts.TotalKurus),
            d.Debts.OverdueCount,
          )}
        </p>
        <RowsTable
          labelledBy="member-debts"
          rows={d.Debts.Items}
          rowKey={(x) => x.AccrualOid}
          columns={[
            {
              header: t.description,
              // A debt under an open objection stays payable; the clerk should know a decision may change it.
              cell: (x) => (
                <>
                  {x.Description}
                  {x.UnderObjection && (
                    <>
                      {' '}
                      <span className="badge">{t.underObjection}</span>
                    </>
                  )}
                </>
              ),
              rowHeader: true,
              className: 'members-desk-text',
            },
            { header: t.dueDate, cell: (x) => formatDateTr(x.DueDate) },
            { header: t.principal, cell: (x) => formatKurus(x.PrincipalKurus), num: true },
            { header: t.lateFee, cell: (x) => formatKurus(x.LateFeeKurus), num: true },
            { header: t.total, cell: (x) => formatKurus(x.TotalKurus), num: true },
          ]}
        />
      </TableSection>
      <TableSection
        id="member-payments"
        title={t.payments}
        query={{ isPending: false, error: null, data: d.Payments }}
        empty={t.noPayments}
      >
        <RowsTable
          labelledBy="member-payments"
          rows={d.Payments}
          rowKey={(p) => p.CollectionOid}
          columns={[
            { header: t.receiptNo, cell: (p) => p.ReceiptNo, rowHeader: true },
            { header: t.collectedAt, cell: (p) => formatInstant(p.CollectedAt, language) },
            { header: t.channel, cell: (p) => p.Channel },
            { header: t.total, cell: (p) => formatKurus(p.TotalKurus), num: true },
          ]}
        />
      </TableSection>
      {extras?.(m.MemberOid)}
      {acting && (
        <StatusDialog
          memberOid={m.MemberOid}
          suspend={!suspended}
          onClose={() => setActing(false)}
          onDone={async () => {
            setActing(false);
            say(suspended ? t.activated : t.suspended);
            await Promise.all([
              client.invalidateQueries(allOf('GetMemberDossier')),
              client.invalidateQueries(allOf('GetAllUsersForEmunicipality')),
            ]);
          }}
        />
      )}
    </div>
  );
}

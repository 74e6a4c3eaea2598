import type { DeclarationSummaryItem } from '@e-belediye/contracts';
import { istanbulToday } from '@e-belediye/contracts/clock';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { CallResponse } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { formatInstant } from '../../shared/instant.js';
import { objectionHref } from '../../shared/routing/objection.js';
import { useSession } from '../../shared/session/index.js';
import { Fact } from '../../shared/ui/Fact.js';
import { InputField } from '../../shared/ui/Field.js';
import { lazyPart, WhileLoading } from '../../shared/ui/LaterPart.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { Loadable, TableSection } from '../../shared/ui/TableSection.js';
import { useMineTexts } from './i18n/mine.js';
import { pageKindOf, pagePaths } from './pages.js';
import './declarations.css';

/** The declaration receipt PDF of the signed-in member (the contract's declarationReceiptPath). */
const receiptPath = (oid: number) => `/api/declaration/receipt/${oid}`;

// The withdrawal dialog opens only on a click: a chunk of its own, fetched then (ADR 0010).
const WithdrawDialog = lazyPart(
  () => import('./WithdrawDialog.js'),
  (m) => m.WithdrawDialog,
);

/**
 * /beyannamelerim: the member's declarations with their status (a returned one shows the office's reason), what
 * they accrued, what is owed on a day the citizen picks (with the late fee of that day) and what was paid.
 */
export default function MyDeclarationsPage() {
  const t = useMineTexts();
  const summary = useCall('RetrieveDeclarationSummary', {});
  const [withdrawing, setWithdrawing] = useState<DeclarationSummaryItem | null>(null);
  const queryClient = useQueryClient();
  return (
    <PageFrame intro={t.intro}>
      <p className="form-actions">
        <Link className="btn" to={pagePaths.building}>
          {t.newBuilding}
        </Link>
        <Link className="btn btn-outline" to={pagePaths.ect}>
          {t.newBusiness}
        </Link>
      </p>
      <section aria-labelledby="declarations-title" className="debt-section">
        <h2 id="declarations-title">{t.listTitle}</h2>
        <Loadable query={summary}>
          {summary.data?.length === 0 && <p className="table-message">{t.none}</p>}
          {summary.data?.map((d) => (
            <DeclarationCard
              key={d.Oid}
              declaration={d}
              onWithdraw={() => {
                WithdrawDialog.prefetch();
                setWithdrawing(d);
              }}
            />
          ))}
        </Loadable>
      </section>
      <Balances />
      <Accruals />
      <Collections />
      {withdrawing && (
        <WhileLoading>
          <WithdrawDialog
            declaration={withdrawing}
            onClose={() => setWithdrawing(null)}
            onDone={async () => {
              setWithdrawing(null);
              await queryClient.invalidateQueries(allOf('RetrieveDeclarationSummary'));
              await queryClient.invalidateQueries(allOf('GetDeclarationAccrumentBalancesofEMunicipality'));
              await queryClient.invalidateQueries(allOf('GetDeclarationAccruments'));
            }}
          />
        </WhileLoading>
      )}
    </PageFrame>
  );
}

function DeclarationCard({ declaration: d, onWithdraw }: { declaration: DeclarationSummaryItem; onWithdraw(): void }) {
  const t = useMineTexts();
  const { language } = useI18n();
  const titleId = `declaration-${d.Oid}`;
  return (
    <article className="declaration-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="check-head">
        <span>
          {d.KindName} · <span className="declaration-number">{d.Number}</span>
        </span>
        <span className={`badge status-badge-${d.Status}`}>{d.StatusName}</span>
      </h3>
      <p>{d.Title}</p>
      {d.Status === 'RETURNED' && d.ReturnReason && (
        <p className="returned-reason">
          <strong>{t.returnReason}:</strong> {d.ReturnReason}
        </p>
      )}
      {d.ActedByName && (
        <p>
          <strong>{t.actedBy}:</strong> {d.ActedByName}
        </p>
      )}
      {d.ObjectionCaseNo && (
        <p className="notice">
          <strong>{t.onCase}:</strong> <Link to={`/itirazlarim?basvuru=${d.ObjectionCaseNo}`}>{d.ObjectionCaseNo}</Link>
        </p>
      )}
      <dl className="facts">
        <Fact label={t.year}>{d.Year}</Fact>
        <Fact label={t.version}>{d.Version}</Fact>
        <Fact label={t.filedAt}>{formatInstant(d.FiledAt, language)}</Fact>
        <Fact label={t.total}>{formatTry(d.TotalKurus)}</Fact>
        <Fact label={t.paid}>{formatTry(d.PaidKurus)}</Fact>
        <Fact label={t.remaining}>{formatTry(d.RemainingKurus)}</Fact>
      </dl>
      <p className="form-actions">
        <a className="btn btn-outline btn-small" href={receiptPath(d.Oid)} target="_blank" rel="noopener">
          {t.receipt}
        </a>
        {d.CanAmend && (
          <Link className="btn btn-small" to={`${pagePaths[pageKindOf(d)]}?duzelt=${d.Oid}`}>
            {t.amend(d.Number)}
          </Link>
        )}
        {d.CanWithdraw && (
          <button type="button" className="btn btn-outline btn-small" onClick={onWithdraw}>
            {t.withdraw(d.Number)}
          </button>
        )}
      </p>
    </article>
  );
}

type Balance = CallResponse<'GetDeclarationAccrumentBalancesofEMunicipality'>[number];

/** What is owed on a chosen day: the late fee grows with the days, so a citizen can see a future day's total. */
function Balances() {
  const t = useMineTexts();
  const session = useSession();
  const registryInfoOid = session.user?.UserDetail.Registry.RegistryInfo.Oid ?? 0;
  const [draft, setDraft] = useState(istanbulToday());
  const [date, setDate] = useState(istanbulToday());
  const balances = useCall(
    'GetDeclarationAccrumentBalancesofEMunicipality',
    { registryInfoOid, delayFineCalculationDate: date },
    { enabled: registryInfoOid > 0 },
  );
  const total = (balances.data ?? []).reduce((sum, b) => sum + b.TotalKurus, 0);
  return (
    <TableSection id="balances-title" title={t.balancesTitle} query={balances} empty={t.noBalances}>
      <form
        className="filter-bar"
        aria-label={t.balancesTitle}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (/^\d{4}-\d{2}-\d{2}$/.test(draft)) setDate(draft);
        }}
      >
        <InputField type="date" label={t.asOf} name="asOf" hint={t.asOfHint} value={draft} onChange={setDraft} />
        <div className="filter-actions">
          <button type="submit" className="btn">
            {t.calculate}
          </button>
        </div>
      </form>
      <RowsTable<Balance>
        labelledBy="balances-title"
        rows={balances.data}
        rowKey={(b) => b.AccrualOid}
        columns={[
          { header: t.number, cell: (b) => b.DeclarationNumber },
          { header: t.description, cell: (b) => `${b.Description} (${b.Year}/${b.InstallmentNo})` },
          { header: t.dueDate, cell: (b) => formatDateTr(b.DueDate) },
          { header: t.principal, cell: (b) => formatTry(b.PrincipalKurus), num: true },
          { header: t.lateFee, cell: (b) => formatTry(b.LateFeeKurus), num: true },
          { header: t.owed, cell: (b) => formatTry(b.TotalKurus), num: true },
        ]}
      />
      <p className="lead">
        {t.owedOn(formatDateTr(date))} <strong>{formatTry(total)}</strong>
      </p>
    </TableSection>
  );
}

type Accrual = CallResponse<'GetDeclarationAccruments'>[number];

function Accruals() {
  const t = useMineTexts();
  const accruals = useCall('GetDeclarationAccruments', {});
  return (
    <TableSection id="accruals-title" title={t.accrualsTitle} query={accruals} empty={t.noAccruals}>
      <RowsTable<Accrual>
        labelledBy="accruals-title"
        rows={accruals.data}
        rowKey={(a) => a.AccrualOid}
        columns={[
          { header: t.number, cell: (a) => a.DeclarationNumber },
          { header: t.description, cell: (a) => `${a.Description} (${a.Year}/${a.InstallmentNo})` },
          { header: t.dueDate, cell: (a) => formatDateTr(a.DueDate) },
          { header: t.accrued, cell: (a) => formatTry(a.AccruedKurus), num: true },
          { header: t.paid, cell: (a) => formatTry(a.PaidKurus), num: true },
          { header: t.remaining, cell: (a) => formatTry(a.RemainingKurus), num: true },
          {
            header: t.objection,
            cell: (a) => (
              <Link
                to={objectionHref(a.AccrualOid)}
                aria-label={t.objectTo(`${a.Description} (${a.Year}/${a.InstallmentNo})`)}
              >
                {t.object}
              </Link>
            ),
          },
        ]}
      />
    </TableSection>
  );
}

type Collection = CallResponse<'GetDeclarationCollectionsForEMunicipality'>[number];

function Collections() {
  const t = useMineTexts();
  const { language } = useI18n();
  const collections = useCall('GetDeclarationCollectionsForEMunicipality', {});
  return (
    <TableSection id="collections-title" title={t.collectionsTitle} query={collections} empty={t.noCollections}>
      <RowsTable<Collection>
        labelledBy="collections-title"
        rows={collections.data}
        rowKey={(c) => `${c.CollectionOid}-${c.InstallmentNo}-${c.DeclarationOid}`}
        columns={[
          { header: t.receiptNo, cell: (c) => c.ReceiptNo },
          { header: t.collectedAt, cell: (c) => formatInstant(c.CollectedAt, language) },
          { header: t.number, cell: (c) => c.DeclarationNumber },
          { header: t.description, cell: (c) => `${c.Description} (${c.Year}/${c.InstallmentNo})` },
          { header: t.principal, cell: (c) => formatTry(c.PrincipalKurus), num: true },
          { header: t.lateFee, cell: (c) => formatTry(c.LateFeeKurus), num: true },
        ]}
      />
    </TableSection>
  );
}

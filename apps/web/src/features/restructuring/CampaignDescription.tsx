import type { Campaign } from '@e-belediye/contracts';
import { formatDateTr } from '@e-belediye/contracts/format';
import { useId } from 'react';
import { Fact } from '../../shared/ui/Fact.js';
import { TableScroll } from '../../shared/ui/TableScroll.js';
import { type RestructuringTexts, useRestructuringTexts } from './i18n/index.js';

export const optionName = (t: RestructuringTexts, n: number) => (n === 1 ? t.cash : t.installments(n));
export const coefficientText = (bp: number) => (bp / 10000).toLocaleString('tr-TR', { minimumFractionDigits: 3 });
const percent = (bp: number) => (bp / 100).toLocaleString('tr-TR', { maximumFractionDigits: 2 });

type Options = Campaign['Options'];

/**
 * The options of a campaign as a table: each count (its row's header) with its term, coefficient and the share of
 * the index amount it waives, and whether the coefficients are the law's or the municipality's own.
 */
export function CampaignOptionsTable(props: {
  options: Options;
  intervalMonths: number;
  coefficientsFromLaw: boolean;
  /** The heading level the title takes where the table stands. */
  level?: 2 | 3;
}) {
  const t = useRestructuringTexts();
  const titleId = useId();
  const Heading = props.level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId} className="restr-heading">
        {t.optionsTitle}
      </Heading>
      <TableScroll label={t.optionsTitle}>
        <table className="data-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t.option}</th>
              <th scope="col">{t.term}</th>
              <th scope="col" className="num">
                {t.coefficientHeader}
              </th>
              <th scope="col" className="num">
                {t.waived}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.options.map((o) => (
              <tr key={o.Installments}>
                <th scope="row">{optionName(t, o.Installments)}</th>
                <td>{o.Installments === 1 ? t.oneTime : t.termText(o.Installments * props.intervalMonths)}</td>
                <td className="num">{coefficientText(o.CoefficientBp)}</td>
                <td className="num">
                  {o.IndexDiscountBp ? t.waivedShare(percent(o.IndexDiscountBp)) : t.nothingWaived}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>{props.coefficientsFromLaw ? t.coefficientsFromLaw : t.coefficientsOwn}</p>
    </section>
  );
}

/** What the campaign is, in plain words: its law, the debts it covers, how often and how long, and when to apply. */
export function CampaignDescription({ campaign }: { campaign: Campaign }) {
  const t = useRestructuringTexts();
  const kinds = campaign.Revenues.map((r) => r.Name).join(', ');
  return (
    <section aria-labelledby="restr-campaign">
      <h2 id="restr-campaign">{campaign.Title}</h2>
      <dl className="facts">
        <Fact label={t.law}>{t.lawNamed(campaign.LawNo, campaign.LawTitle)}</Fact>
        <Fact label={t.covered}>{t.coveredText(formatDateTr(campaign.CutOffDate), kinds)}</Fact>
        <Fact label={t.period}>{t.periodName(campaign.IntervalMonths)}</Fact>
        <Fact label={t.window}>
          {t.windowText(formatDateTr(campaign.ApplicationStart), formatDateTr(campaign.ApplicationDeadline))}
        </Fact>
        <Fact label={t.firstDue}>{formatDateTr(campaign.FirstDueDate)}</Fact>
      </dl>
      <CampaignOptionsTable
        options={campaign.Options}
        intervalMonths={campaign.IntervalMonths}
        coefficientsFromLaw={campaign.CoefficientsFromLaw}
      />
    </section>
  );
}

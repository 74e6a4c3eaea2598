import { formatTry } from '@e-belediye/contracts/format';
import { DocumentCheck } from '../../shared/ui/DocumentCheck.js';
import { Fact } from '../../shared/ui/Fact.js';
import { usePayrollTexts } from './i18n/index.js';
import { periodName } from './PayrollMonths.js';

const shape = {
  pattern: /^BRD-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/,
  // Typed with or without the dashes: "brd ab12cd34ef56" is the same code.
  normalise: (value: string) => {
    const raw = value
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .replace(/^BRD/, '')
      .slice(0, 12);
    return raw ? `BRD-${raw.match(/.{1,4}/g)?.join('-')}` : '';
  },
};

/** /bordro-dogrula and /bordro-dogrula/:code: anyone shown a payslip checks it (name masked, net pay). */
export default function PayrollDocumentVerifyPage() {
  const all = usePayrollTexts();
  const t = all.verify;
  return (
    <DocumentCheck
      path="/bordro-dogrula"
      shape={shape}
      texts={t}
      call="VerifyPayrollDocument"
      body={(code) => ({ code })}
      facts={(d) => (
        <>
          <Fact label={t.period}>{periodName(all, d.Year, d.Month)}</Fact>
          <Fact label={t.employee}>{d.NameMasked}</Fact>
          <Fact label={t.net}>{formatTry(d.NetKurus)}</Fact>
        </>
      )}
    />
  );
}

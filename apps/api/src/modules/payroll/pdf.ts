import { type Employee, maskIdentityNumber, type PayrollDetail, type ReportFile } from '@e-belediye/contracts';
import { a4Document, formatTl, type PdfColumn, pdfBytes, pdfTableRow } from '../receipts/index.js';

const MARGIN = 40;
const SHADE = '#e9ecef';

export const monthName = (month: number) =>
  new Intl.DateTimeFormat('tr-TR', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month - 1, 1)));

export interface PayrollDocument {
  municipalityName: string;
  pidNo: string;
  detail: PayrollDetail & { Employee: Employee };
  /** Where anyone holding the paper can check the code. */
  verifyHint: string;
}

/** The payslip on A4: who, the gross parts, the deductions, net and paid, the employer's costs, the code. */
export async function payrollPdf(doc: PayrollDocument): Promise<ReportFile> {
  const d = doc.detail;
  const period = `${monthName(d.Month)} ${d.Year}`;
  const pdf = a4Document({
    Title: `Ücret Bordrosu ${period}`,
    Author: doc.municipalityName,
    // The last day of the month: the same payroll gives the same bytes.
    CreationDate: new Date(Date.UTC(d.Year, d.Month, 0, 12)),
  });
  const done = pdfBytes(pdf);
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  pdf.font('B').fontSize(13).text(doc.municipalityName, left, MARGIN, { width, align: 'center' });
  pdf.fontSize(11).text(`Ücret Bordrosu — ${period}`, { width, align: 'center' });
  let y = pdf.y + 12;
  const half = width / 2;
  const info: PdfColumn[] = [
    { title: '', width: half * 0.4, align: 'left' },
    { title: '', width: half * 0.6, align: 'left' },
    { title: '', width: half * 0.4, align: 'left' },
    { title: '', width: half * 0.6, align: 'left' },
  ];
  const e = d.Employee;
  y = pdfTableRow(pdf, info, left, y, ['Adı Soyadı', e.NameSurname, 'Sicil No', e.SicilNo], {});
  y = pdfTableRow(pdf, info, left, y, ['T.C. Kimlik No', maskIdentityNumber(doc.pidNo), 'Unvan', e.Title], {});
  y = pdfTableRow(pdf, info, left, y, ['Birim', e.Department, 'Dönem', period], {});
  y += 14;
  const columns: PdfColumn[] = [
    { title: 'Kalem', width: width - 130, align: 'left' },
    { title: 'Tutar', width: 130, align: 'right' },
  ];
  const section = (title: string, rows: Array<[string, number]>, total?: [string, number]) => {
    y = pdfTableRow(pdf, columns, left, y, [title, ''], { bold: true, fill: SHADE });
    for (const [label, kurus] of rows) y = pdfTableRow(pdf, columns, left, y, [label, formatTl(kurus)], {});
    if (total) y = pdfTableRow(pdf, columns, left, y, [total[0], formatTl(total[1])], { bold: true });
    y += 10;
  };
  section(
    'Brüt Ücret',
    [
      ['Temel ücret', d.BaseKurus],
      ['Yan ödemeler', d.AllowanceKurus],
      ['Fazla mesai', d.OvertimeKurus],
    ],
    ['Brüt ücret toplamı', d.GrossKurus],
  );
  section('Yasal Kesintiler', [
    ['SGK primi işçi payı (%14)', d.SgkEmployeeKurus],
    ['İşsizlik sigortası işçi payı (%1)', d.UnemploymentEmployeeKurus],
    [`Gelir vergisi matrahı (kümülatif ${formatTl(d.CumulativeTaxBaseKurus)})`, d.IncomeTaxBaseKurus],
    ['Hesaplanan gelir vergisi', d.IncomeTaxBeforeExemptionKurus],
    ['Asgari ücret gelir vergisi istisnası', -d.IncomeTaxExemptionKurus],
    ['Ödenecek gelir vergisi', d.IncomeTaxKurus],
    ['Hesaplanan damga vergisi (binde 7,59)', d.StampTaxBeforeExemptionKurus],
    ['Asgari ücret damga vergisi istisnası', -d.StampTaxExemptionKurus],
    ['Ödenecek damga vergisi', d.StampTaxKurus],
  ]);
  section(
    'Net ve Diğer Kesintiler',
    [
      ['Net ücret', d.NetKurus],
      ['Sendika aidatı', d.UnionDuesKurus],
      ['İcra kesintisi', d.GarnishmentKurus],
    ],
    ['Ele geçen (bankaya ödenen)', d.PaidKurus],
  );
  section(
    'İşveren Maliyeti',
    [
      ['SGK primi işveren payı (%15,5)', d.SgkEmployerKurus],
      ['İşsizlik sigortası işveren payı (%2)', d.UnemploymentEmployerKurus],
    ],
    ['Toplam işveren maliyeti', d.EmployerCostKurus],
  );
  pdf
    .font('B')
    .fontSize(10)
    .text(`Doğrulama kodu: ${d.VerificationCode}`, left, y + 6, { width });
  pdf.font('R').fontSize(8).fillColor('#555555').text(doc.verifyHint, { width });
  pdf.end();
  const bytes = await done;
  return {
    FileName: `bordro-${d.Year}-${String(d.Month).padStart(2, '0')}.pdf`,
    MediaType: 'application/pdf',
    Encoding: 'base64',
    Content: bytes.toString('base64'),
  };
}

import { esc, page } from '../html.js';
import { formatGsm, type SmsFaults, type SmsMessage } from './store.js';

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  dateStyle: 'short',
  timeStyle: 'medium',
});

const CODINGS = { gsm7: 'GSM-7', turkish: 'Türkçe (TR)', ucs2: 'Unicode (UCS-2)' } as const;

export interface InboxView {
  messages: SmsMessage[];
  /** The filter as typed. */
  filter: string;
  /** Set when the filter is not a mobile number. */
  filterError?: string;
  total: number;
  faults: SmsFaults;
  timeoutSeconds: number;
  maxMessages: number;
}

function messageTable(messages: SmsMessage[]): string {
  if (!messages.length) return '<p>Gösterilecek mesaj yok.</p>';
  const rows = messages
    .map(
      (m) =>
        `<tr><td><time datetime="${esc(m.receivedAt)}">${esc(dateFormat.format(new Date(m.receivedAt)))}</time></td>` +
        `<td>${esc(formatGsm(m.no))}</td><td>${esc(m.msgheader)}</td><td dir="auto">${esc(m.msg)}</td>` +
        `<td>${CODINGS[m.coding]}</td><td>${m.parts}</td><td>${esc(m.jobid)}</td></tr>`,
    )
    .join('\n');
  // The table scrolls inside its own region on a phone, so the page itself never scrolls sideways.
  return `<div role="region" aria-label="Mesajlar" tabindex="0" style="overflow-x: auto">
<table>
<caption class="muted">En yeni mesaj en üstte</caption>
<thead><tr><th scope="col">Zaman</th><th scope="col">Numara</th><th scope="col">Başlık</th>
<th scope="col">Mesaj</th><th scope="col">Kodlama</th><th scope="col">Parça</th><th scope="col">İş no</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>`;
}

function faultStatus(faults: SmsFaults): string {
  if (faults.failNext <= 0) return 'gönderimler normal.';
  const outcome = faults.mode === 'timeout' ? 'zaman aşımına uğrayacak' : 'hata verecek';
  return `sonraki ${faults.failNext} gönderim ${outcome}.`;
}

export function inboxPage(view: InboxView): string {
  const { faults } = view;
  const modeOption = (value: string, label: string) =>
    `<option value="${value}"${faults.mode === value ? ' selected' : ''}>${label}</option>`;
  const title = 'SMS Gelen Kutusu (Simülatör)';
  return page(
    title,
    title,
    `<p>NetGSM REST v2 gönderimleri (<code>POST /netgsm/sms/rest/v2/send</code>) burada görünür.
Kutuda ${view.total} mesaj var (en çok ${view.maxMessages} tutulur).</p>
<form method="get" action="/netgsm/inbox" role="search">
<label for="no">Numaraya göre süz</label>
<input id="no" name="no" type="tel" inputmode="numeric" value="${esc(view.filter)}" placeholder="5xxxxxxxxx"${
      view.filterError ? ' aria-invalid="true" aria-describedby="no-error"' : ''
    }>
<button type="submit">Süz</button>
${view.filter ? '<a href="/netgsm/inbox">Süzgeci kaldır</a>' : ''}
${view.filterError ? `<p id="no-error" class="error">${esc(view.filterError)}</p>` : ''}
</form>
<h2>Mesajlar</h2>
${messageTable(view.messages)}
<h2>Hata enjeksiyonu</h2>
<p>Şu an: ${faultStatus(faults)}</p>
<form method="post" action="/netgsm/faults">
<label for="failNext">Başarısız olacak gönderim sayısı</label>
<input id="failNext" name="failNext" type="number" min="0" max="1000" value="${faults.failNext}" required>
<label for="mode">Hata türü</label>
<select id="mode" name="mode">
${modeOption('error', 'Sunucu hatası (500)')}
${modeOption('timeout', `Zaman aşımı (${view.timeoutSeconds} sn bekletip 504)`)}
</select>
<button type="submit">Uygula</button>
</form>
<h2>Temizlik</h2>
<form method="post" action="/netgsm/inbox/clear">
<button type="submit" class="secondary">Gelen kutusunu boşalt</button>
</form>`,
  );
}

// A desk's downloads of a report the API prepares (CSV or PDF) and the instants it shows, shared by the desks.
import type { ReportFile } from '@e-belediye/contracts';
import { useState } from 'react';
import { messageOf } from '../api/client.js';

/** Saves a report the API sent: the CSV as it came (its byte order mark included), the PDF decoded from base64. */
export function saveReport(file: ReportFile) {
  const bytes = file.Encoding === 'base64' ? Uint8Array.from(atob(file.Content), (c) => c.charCodeAt(0)) : file.Content;
  const url = URL.createObjectURL(new Blob([bytes], { type: file.MediaType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.FileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A download button's state: which one is fetching (the others wait) and the server's sentence when it failed.
 * `download(key, fetch)` fetches the file and saves it; true when it was saved.
 */
export function useReportDownload<K>() {
  const [busy, setBusy] = useState<K | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function download(key: K, fetch: () => Promise<ReportFile>) {
    setBusy(key);
    setFailure(null);
    try {
      saveReport(await fetch());
      return true;
    } catch (e) {
      setFailure(messageOf(e));
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, failure, download };
}

const istanbulTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** Instants as the municipality's clock shows them. */
export const atIstanbul = (iso: string) => istanbulTime.format(new Date(iso));

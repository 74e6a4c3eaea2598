import { formatDateTr } from '@e-belediye/contracts/format';
import { useCall } from '../../../shared/api/useCall.js';
import { useI18n } from '../../../shared/i18n/index.js';
import { formatInstant } from '../../../shared/instant.js';
import { useResolutionDeskTexts } from './texts.js';

/** Every version of a resolution, newest first, each openable to read what it said. */
export function VersionList({ resolutionOid }: { resolutionOid: number }) {
  const t = useResolutionDeskTexts();
  const { language } = useI18n();
  const versions = useCall('GetResolutionVersions', { resolutionOid });
  return (
    <section className="resolution-desk-section" aria-labelledby="resolution-versions">
      <h2 id="resolution-versions">{t.versions}</h2>
      <ol className="resolution-desk-versions">
        {(versions.data ?? []).map((v) => (
          <li key={v.Version}>
            <details>
              <summary>
                {t.versionLine(
                  v.Version,
                  formatInstant(v.At, language),
                  v.StaffOid === null ? t.archive : t.staff(v.StaffOid),
                )}{' '}
                — {t.statuses[v.Status]}
              </summary>
              <dl className="facts">
                <div>
                  <dt>{t.number}</dt>
                  <dd>{v.Number}</dd>
                </div>
                <div>
                  <dt>{t.date}</dt>
                  <dd>{formatDateTr(v.Date)}</dd>
                </div>
                <div>
                  <dt>{t.subject}</dt>
                  <dd>{v.Subject}</dd>
                </div>
                {v.WithdrawalReason && (
                  <div>
                    <dt>{t.reason}</dt>
                    <dd>{v.WithdrawalReason}</dd>
                  </div>
                )}
              </dl>
              <div className="resolution-desk-version-text">{v.Text}</div>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}

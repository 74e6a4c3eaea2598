import { useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { formatInstant } from '../../shared/instant.js';
import { useSession } from '../../shared/session/index.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { PhoneField } from '../../shared/ui/PhoneField.js';
import { useComplaintsTexts } from './i18n/index.js';
import { PhoneCheck, type PhoneProof } from './PhoneCheck.js';

/**
 * Open reports of the same street and category, before a new one is written ("bu zaten bildirildi"): the citizen
 * may follow one instead, and hears of its every change.
 */
export function SimilarReports({
  streetCode,
  categoryOid,
  onFollowed,
}: {
  streetCode: string;
  categoryOid: number;
  onFollowed(trackingNo: string): void;
}) {
  const t = useComplaintsTexts();
  const { language } = useI18n();
  const similar = useCall('FindSimilarComplaints', { streetCode, categoryOid });
  const [target, setTarget] = useState<string | null>(null);
  if (!similar.data?.length) return null;
  return (
    <section className="complaint-similar" aria-labelledby="similar-title">
      <h3 id="similar-title">{t.similarTitle}</h3>
      <p>{t.similarIntro}</p>
      <ul>
        {similar.data.map((s) => (
          <li key={s.TrackingNo}>
            <span className="complaint-similar-subject">{s.Subject}</span>
            <span className="complaint-hint">
              {s.TrackingNo} · {t.statuses[s.Status]} · {formatInstant(s.CreatedAt, language)}
              {s.Followers > 0 && ` · ${t.followers(s.Followers)}`}
            </span>
            {target !== s.TrackingNo && (
              <button type="button" className="btn btn-small btn-outline" onClick={() => setTarget(s.TrackingNo)}>
                {t.follow}
              </button>
            )}
            {target === s.TrackingNo && <FollowForm trackingNo={s.TrackingNo} onFollowed={onFollowed} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function FollowForm({ trackingNo, onFollowed }: { trackingNo: string; onFollowed(no: string): void }) {
  const t = useComplaintsTexts();
  const member = useSession().isAuthenticated;
  const [gsmNumber, setGsm] = useState('');
  const [proof, setProof] = useState<PhoneProof | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsCode = !member || gsmNumber.length > 0;

  // It sits inside the filing form, so it is a group with a plain button rather than a form of its own.
  async function follow() {
    if (needsCode && !proof?.code) return setFailure(t.codeMissing);
    setBusy(true);
    setFailure(null);
    try {
      await callApi('FollowComplaint', {
        trackingNo,
        gsmNumber: gsmNumber || null,
        phoneProof: needsCode ? proof : null,
      });
      onFollowed(trackingNo);
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="complaint-follow form-stack">
      <legend>{t.followTitle}</legend>
      <PhoneField
        label={t.phone}
        name="followGsm"
        required={!member}
        hint={member ? t.memberPhoneHint : undefined}
        value={gsmNumber}
        onChange={setGsm}
      />
      {needsCode && <PhoneCheck gsmNumber={gsmNumber} proof={proof} onChange={setProof} />}
      <FormMessage text={failure} />
      <button type="button" className="btn" disabled={busy} aria-busy={busy || undefined} onClick={follow}>
        {t.follow}
      </button>
    </fieldset>
  );
}

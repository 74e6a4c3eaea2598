import { RegistryValidationRules } from '@e-belediye/contracts';
import { type FormEvent, useState } from 'react';
import { type CallResponse, callApi, messageOf } from '../../../shared/api/client.js';
import { SelectField } from '../../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../../shared/ui/Form.js';
import { TextAreaField } from '../../../shared/ui/TextAreaField.js';
import { useMembersDeskTexts } from './texts.js';

type NewType = 'G' | 'Y' | 'T' | 'K' | 'D';
type Outcome = CallResponse<'ValidateRegistries'>;

/** The numbers typed, one a line (blank lines and spaces ignored). */
const numbersOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ''))
    .filter(Boolean);

/** Before registries are opened: checks a list of numbers of one type (checksum, twice in the list, already open). */
export function RegistryCheck() {
  const t = useMembersDeskTexts();
  const [registryType, setRegistryType] = useState<NewType>('G');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const numbers = numbersOf(text);
    setFailure(null);
    setOutcome(null);
    if (numbers.length === 0) return setFailure(t.checkEmpty);
    if (numbers.length > RegistryValidationRules.maxItems)
      return setFailure(t.checkTooMany(RegistryValidationRules.maxItems));
    setBusy(true);
    try {
      setOutcome(
        await callApi('ValidateRegistries', { registries: numbers.map((pidNo) => ({ registryType, pidNo })) }),
      );
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="registry-check" className="members-desk-registries">
      <h2 id="registry-check">{t.checkTitle}</h2>
      <p className="members-desk-note">{t.checkIntro}</p>
      <form className="form-stack" noValidate onSubmit={submit}>
        <SelectField
          label={t.registryType}
          name="checkRegistryType"
          value={registryType}
          options={(['G', 'Y', 'T', 'K', 'D'] as const).map((value) => ({ value, label: t.newTypes[value] }))}
          onChange={(value) => setRegistryType(value as NewType)}
        />
        <TextAreaField label={t.checkNumbers} name="numbers" value={text} onChange={setText} rows={5} />
        <FormMessage text={failure} />
        <SubmitButton busy={busy}>{t.check}</SubmitButton>
      </form>
      {outcome && (
        <>
          <p role="status" className={outcome.Valid ? 'notice notice-info' : 'notice notice-warning'}>
            {outcome.Valid ? t.checkAllValid : t.checkSomeInvalid}
          </p>
          <table className="data-table">
            <caption>{t.checkTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.userName}</th>
                <th scope="col">{t.checkResult}</th>
                <th scope="col">{t.checkProblems}</th>
              </tr>
            </thead>
            <tbody>
              {outcome.Items.map((item) => (
                <tr key={item.Index}>
                  <th scope="row">{item.PidNo}</th>
                  <td>{item.Valid ? t.checkValid : t.checkInvalid}</td>
                  <td>{item.Problems.join(' ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { formatInstant } from '../../shared/instant.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormDialog, useSubmission } from '../../shared/ui/FormDialog.js';
import { usePageStatus } from '../../shared/ui/PageStatus.js';
import { useMemberGrantsTexts } from './office/texts.js';

/**
 * A member's registration as a mali müşavir on their page in the office: registered with the chamber number, or
 * withdrawn; both go through the office's re-authentication and the audit log.
 */
export function MemberAccountant({ memberOid }: { memberOid: number }) {
  const t = useMemberGrantsTexts().accountant;
  const { language } = useI18n();
  const { say } = usePageStatus();
  const client = useQueryClient();
  const registration = useCall('GetMemberAccountant', { memberOid }, { staleTime: 0 });
  const [dialog, setDialog] = useState<'register' | 'withdraw' | null>(null);
  const done = async (text: string) => {
    setDialog(null);
    say(text);
    await client.invalidateQueries(allOf('GetMemberAccountant'));
  };
  const chamberNo = registration.data?.ChamberNo ?? null;
  return (
    <section className="member-accountant" aria-labelledby="member-accountant">
      <h2 id="member-accountant">{t.title}</h2>
      {registration.data && (
        <>
          <p>
            {chamberNo
              ? t.registered(chamberNo, formatInstant(registration.data.RegisteredAt ?? '', language))
              : t.none}
          </p>
          <button
            type="button"
            className="btn btn-small btn-outline"
            onClick={() => setDialog(chamberNo ? 'withdraw' : 'register')}
          >
            {chamberNo ? t.withdraw : t.register}
          </button>
        </>
      )}
      {dialog === 'register' && (
        <RegisterDialog memberOid={memberOid} onClose={() => setDialog(null)} onDone={() => done(t.done)} />
      )}
      {dialog === 'withdraw' && (
        <WithdrawDialog memberOid={memberOid} onClose={() => setDialog(null)} onDone={() => done(t.withdrawn)} />
      )}
    </section>
  );
}

interface DialogProps {
  memberOid: number;
  onClose(): void;
  onDone(): Promise<void>;
}

function RegisterDialog(props: DialogProps) {
  const all = useMemberGrantsTexts();
  const t = all.accountant;
  const [chamberNo, setChamberNo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sending = useSubmission();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = chamberNo.trim();
    if (text.length < 3) {
      setError(t.chamberRequired);
      return;
    }
    setError(undefined);
    await sending.submit(async () => {
      await callApi('RegisterAccountant', { memberOid: props.memberOid, chamberNo: text });
      await props.onDone();
    });
  }
  return (
    <FormDialog
      title={t.register}
      className="member-accountant-dialog"
      intro={t.registerIntro}
      closeLabel={all.close}
      cancel={all.cancel}
      confirm={t.register}
      sending={sending}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <InputField
        label={t.chamberNo}
        name="chamberNo"
        value={chamberNo}
        onChange={setChamberNo}
        maxLength={40}
        required
        error={error}
      />
    </FormDialog>
  );
}

function WithdrawDialog(props: DialogProps) {
  const all = useMemberGrantsTexts();
  const t = all.accountant;
  const sending = useSubmission();
  async function submit(event: FormEvent) {
    event.preventDefault();
    await sending.submit(async () => {
      await callApi('WithdrawAccountant', { memberOid: props.memberOid });
      await props.onDone();
    });
  }
  return (
    <FormDialog
      title={t.withdrawTitle}
      className="member-accountant-dialog"
      intro={t.withdrawIntro}
      closeLabel={all.close}
      cancel={all.cancel}
      confirm={t.withdraw}
      sending={sending}
      onSubmit={submit}
      onClose={props.onClose}
    />
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { formatInstant } from '../../shared/instant.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormDialog, useSubmission } from '../../shared/ui/FormDialog.js';
import { usePageStatus } from '../../shared/ui/PageStatus.js';
import { OneFieldDialog } from './office/ReasonDialog.js';
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
  const t = useMemberGrantsTexts().accountant;
  return (
    <OneFieldDialog
      title={t.register}
      className="member-accountant-dialog"
      intro={t.registerIntro}
      confirm={t.register}
      check={(chamberNo) => (chamberNo.length < 3 ? t.chamberRequired : undefined)}
      field={(value, set, error) => (
        <InputField
          label={t.chamberNo}
          name="chamberNo"
          value={value}
          onChange={set}
          maxLength={40}
          required
          error={error}
        />
      )}
      onClose={props.onClose}
      send={async (chamberNo) => {
        await callApi('RegisterAccountant', { memberOid: props.memberOid, chamberNo });
        await props.onDone();
      }}
    />
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

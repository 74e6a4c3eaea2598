import {
  CHANNEL_SCOPES,
  type ChannelItem,
  type ChannelKind,
  type ChannelScope,
  scopeAllowed,
} from '@e-belediye/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { callApi } from '../../../shared/api/client.js';
import { useToast } from '../../../shared/toast/index.js';
import { InputField, SelectField } from '../../../shared/ui/Field.js';
import { CheckboxField } from '../../../shared/ui/Form.js';
import { type ActDialogProps, FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { Icon } from '../../../shared/ui/Icon.js';
import { useChannelsTexts } from './texts.js';

const KINDS: ChannelKind[] = ['kiosk', 'mobile', 'bank'];
const CODE = /^[A-Za-z0-9_-]{2,20}$/;

/** A key made just now: the caller shows it once. */
export type IssuedKey = { channel: ChannelItem; apiKey: string };

const rateOf = (text: string) =>
  /^\d{1,6}$/.test(text) && Number(text) >= 1 && Number(text) <= 100000 ? Number(text) : null;

/** The groups a channel of this kind may hold: a kiosk's or the app's key is never offered the SMS group. */
function ScopeChoice({
  kind,
  scopes,
  onChange,
  error,
}: {
  kind: ChannelKind;
  scopes: ChannelScope[];
  onChange(scopes: ChannelScope[]): void;
  error?: string;
}) {
  const t = useChannelsTexts();
  const offered = CHANNEL_SCOPES.filter((s) => scopeAllowed(kind, s));
  return (
    <fieldset className="form-group">
      <legend>{t.scopes}</legend>
      {offered.length < CHANNEL_SCOPES.length && <p className="field-hint">{t.smsServerOnly}</p>}
      {offered.map((s) => (
        <CheckboxField
          key={s}
          name={`scope-${s}`}
          label={`${t.scopeNames[s]} (${s})`}
          checked={scopes.includes(s)}
          onChange={(on) => onChange(on ? [...scopes, s] : scopes.filter((x) => x !== s))}
        />
      ))}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A new channel, or the scopes and rate of one (`channel`); a new one answers its key through `onIssued`. */
export function ChannelForm({
  channel,
  onClose,
  onDone,
  onIssued,
}: ActDialogProps & { channel?: ChannelItem; onIssued?(key: IssuedKey): void }) {
  const t = useChannelsTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ChannelKind>(channel?.Kind ?? 'kiosk');
  const [code, setCode] = useState('');
  const [scopes, setScopes] = useState<ChannelScope[]>((channel?.Scopes as ChannelScope[] | undefined) ?? ['menus']);
  const [rate, setRate] = useState(String(channel?.RatePerMinute ?? 120));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const sending = useSubmission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ratePerMinute = rateOf(rate.trim());
    const found = {
      name: !channel && name.trim().length < 3 ? t.nameShort : undefined,
      code: !channel && !CODE.test(code.trim()) ? t.codeBad : undefined,
      scopes: scopes.length === 0 ? t.scopesNone : undefined,
      rate: ratePerMinute === null ? t.rateBad : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || ratePerMinute === null) return;
    await sending.submit(async () => {
      if (channel) {
        await callApi('UpdateChannel', { channelOid: channel.Oid, scopes, ratePerMinute });
      } else {
        const made = await callApi('CreateChannel', {
          name: name.trim(),
          kind,
          institutionCode: code.trim(),
          scopes,
          ratePerMinute,
        });
        onIssued?.({ channel: made.Channel, apiKey: made.ApiKey });
      }
      await onDone();
      ref.current?.close();
    });
  }

  return (
    <FormDialog
      dialogRef={ref}
      title={channel ? t.editTitle(channel.Name) : t.createTitle}
      className="channels-dialog"
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.save}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
      {!channel && (
        <>
          <InputField
            label={t.name}
            name="name"
            value={name}
            onChange={setName}
            maxLength={100}
            required
            error={errors.name}
          />
          <SelectField
            label={t.kind}
            name="kind"
            value={kind}
            options={KINDS.map((k) => ({ value: k, label: t.kinds[k] }))}
            onChange={(v) => {
              setKind(v as ChannelKind);
              setScopes((now) => now.filter((s) => scopeAllowed(v as ChannelKind, s)));
            }}
            required
          />
          <InputField
            label={t.institutionCode}
            name="institutionCode"
            value={code}
            onChange={setCode}
            maxLength={20}
            required
            hint={t.institutionHint}
            error={errors.code}
          />
        </>
      )}
      <ScopeChoice kind={kind} scopes={scopes} onChange={setScopes} error={errors.scopes} />
      <InputField
        label={t.rate}
        name="ratePerMinute"
        value={rate}
        onChange={setRate}
        digits={6}
        required
        hint={t.rateHint}
        error={errors.rate}
      />
    </FormDialog>
  );
}

/** Rotating or revoking: a confirmation; the API may first ask the staff member to confirm who they are. */
export function KeyActDialog({
  channel,
  act,
  onClose,
  onDone,
  onIssued,
}: ActDialogProps & { channel: ChannelItem; act: 'rotate' | 'revoke'; onIssued?(key: IssuedKey): void }) {
  const t = useChannelsTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const sending = useSubmission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await sending.submit(async () => {
      if (act === 'rotate') {
        const made = await callApi('RotateChannelKey', { channelOid: channel.Oid });
        onIssued?.({ channel: made.Channel, apiKey: made.ApiKey });
      } else {
        await callApi('RevokeChannel', { channelOid: channel.Oid });
      }
      await onDone();
      ref.current?.close();
    });
  }

  return (
    <FormDialog
      dialogRef={ref}
      title={act === 'rotate' ? t.rotateTitle(channel.Name) : t.revokeTitle(channel.Name)}
      className="channels-dialog"
      intro={act === 'rotate' ? t.rotateIntro : t.revokeIntro}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={act === 'rotate' ? t.rotate : t.revoke}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

/** The key, once: a warning, the key to select, a copy button; closing it forgets the key. */
export function IssuedKeyDialog({ issued, onClose }: { issued: IssuedKey; onClose(): void }) {
  const t = useChannelsTexts();
  const { enqueue } = useToast();
  const ref = useRef<HTMLDialogElement>(null);
  const sending = useSubmission();

  async function copy() {
    try {
      await navigator.clipboard.writeText(issued.apiKey);
      enqueue(t.copied, { variant: 'success' });
    } catch {
      enqueue(t.copyFailed, { variant: 'error' });
    }
  }

  return (
    <FormDialog
      dialogRef={ref}
      title={`${t.keyTitle}: ${issued.channel.Name}`}
      className="channels-dialog channels-key"
      cancel={t.close}
      confirm={t.done}
      sending={sending}
      onSubmit={(event) => {
        event.preventDefault();
        ref.current?.close();
      }}
      onClose={onClose}
    >
      <p className="channels-warning" role="alert">
        {t.keyWarning}
      </p>
      <div className="channels-key-row">
        <label className="sr-only" htmlFor="channels-issued-key">
          {t.keyLabel(issued.channel.InstitutionCode)}
        </label>
        <input
          id="channels-issued-key"
          className="channels-key-value"
          readOnly
          value={issued.apiKey}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="btn btn-outline" onClick={copy}>
          <Icon name="doc" />
          {t.copy}
        </button>
      </div>
    </FormDialog>
  );
}

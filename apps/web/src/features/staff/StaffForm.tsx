import { type FormEvent, useRef, useState } from 'react';
import { type CallResponse, messageOf } from '../../shared/api/client.js';
import { useModalDialog } from '../../shared/routing/focus.js';
import { InputField, SelectField } from '../../shared/ui/Field.js';
import { CheckboxField, FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { Icon } from '../../shared/ui/Icon.js';
import { useStaffTexts } from './i18n/index.js';

export type StaffItem = CallResponse<'GetStaffList'>['Items'][number];
export type RoleList = CallResponse<'GetRoleList'>;

export interface StaffFields {
  username: string;
  displayName: string;
  email: string | null;
  roleCodes: string[];
  regionCode: string | null;
  password?: string;
}

/**
 * Create or edit a staff member in a modal dialog: name, e-mail, roles (with what each allows), region. The user
 * name and an initial password only when creating.
 */
export function StaffForm({
  staff,
  lookups,
  onSubmit,
  onClose,
}: {
  staff: StaffItem | null;
  lookups: RoleList | undefined;
  onSubmit(fields: StaffFields): Promise<void>;
  onClose(): void;
}) {
  const t = useStaffTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const [username, setUsername] = useState(staff?.UserName ?? '');
  const [displayName, setDisplayName] = useState(staff?.DisplayName ?? '');
  const [email, setEmail] = useState(staff?.Email ?? '');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<string[]>(staff?.RoleCodes ?? []);
  const [region, setRegion] = useState(staff?.RegionCode ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useModalDialog(ref);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!staff && !username.trim()) missing.username = t.required;
    if (!displayName.trim()) missing.displayName = t.required;
    if (password && password.length < 12) missing.password = t.passwordHint;
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({
        username: username.trim(),
        displayName: displayName.trim(),
        email: email.trim() || null,
        roleCodes: roles,
        regionCode: region || null,
        ...(password && { password }),
      });
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (code: string, on: boolean) =>
    setRoles((cur) => (on ? [...cur.filter((c) => c !== code), code] : cur.filter((c) => c !== code)));
  const regionKind = (kind: string) => (kind === 'COUNTY' ? t.county : t.district);
  const title = staff ? t.editTitle(staff.DisplayName) : t.newStaff;
  return (
    <dialog ref={ref} className="dialog staff-dialog" aria-labelledby="staff-form-title" onClose={onClose}>
      <div className="dialog-head">
        <h2 id="staff-form-title">{title}</h2>
        <button type="button" className="icon-btn" aria-label={t.close} onClick={() => ref.current?.close()}>
          <Icon name="close" />
        </button>
      </div>
      <form className="form-stack" noValidate onSubmit={submit}>
        {!staff && (
          <InputField
            label={t.userName}
            name="username"
            value={username}
            onChange={(v) => setUsername(v.toLowerCase())}
            maxLength={40}
            autoComplete="off"
            required
            error={errors.username}
          />
        )}
        <InputField
          label={t.displayName}
          name="displayName"
          value={displayName}
          onChange={setDisplayName}
          maxLength={120}
          required
          error={errors.displayName}
        />
        <InputField label={t.email} name="email" type="email" value={email} onChange={setEmail} maxLength={120} />
        {!staff && (
          <InputField
            label={t.passwordOptional}
            name="password"
            type="password"
            value={password}
            onChange={setPassword}
            maxLength={128}
            autoComplete="new-password"
            hint={t.passwordHint}
            error={errors.password}
          />
        )}
        <fieldset className="form-group">
          <legend>{t.roles}</legend>
          {lookups?.Roles.map((r) => (
            <CheckboxField
              key={r.Code}
              name={`role-${r.Code}`}
              label={r.Name}
              checked={roles.includes(r.Code)}
              onChange={(on) => toggle(r.Code, on)}
            />
          ))}
        </fieldset>
        <SelectField
          label={t.region}
          name="regionCode"
          value={region}
          emptyLabel={t.wholeMunicipality}
          options={(lookups?.Regions ?? []).map((r) => ({ value: r.Code, label: `${r.Name} (${regionKind(r.Kind)})` }))}
          onChange={setRegion}
        />
        <FormMessage text={failure} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-outline" onClick={() => ref.current?.close()}>
            {t.cancel}
          </button>
          <SubmitButton busy={busy}>{staff ? t.save : t.create}</SubmitButton>
        </div>
      </form>
    </dialog>
  );
}

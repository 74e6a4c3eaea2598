import { InputField } from '../shared/ui/Field.js';
import { useOfficeTexts } from './i18n/index.js';

interface Props {
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** The staff member's own password, offered by the browser's password manager. */
export function StaffPasswordField(props: Props) {
  const t = useOfficeTexts();
  return (
    <InputField
      label={t.password}
      type="password"
      maxLength={128}
      autoComplete="current-password"
      required
      {...props}
    />
  );
}

/** The six digits the authenticator app shows now. */
export function TotpCodeField(props: Props) {
  const t = useOfficeTexts();
  return <InputField label={t.code} digits={6} autoComplete="one-time-code" hint={t.codeHint} required {...props} />;
}

import { isValidIdentityNumber, isValidTckn, isValidVkn } from '@e-belediye/contracts/validators';
import { useEffect, useRef, useState } from 'react';
import type { Messages } from '../i18n/tr.js';

/** A check's outcome: a message, `true` for a failure without its own message, or nothing when it passes. */
type Check = string | boolean | null | undefined;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The failed checks, each with its message; spec section 5: the default validator message is 'error'. */
export function fieldErrors<K extends string>(m: Messages, checks: Record<K, Check>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(checks) as K[]) {
    const outcome: Check = checks[key];
    if (outcome) errors[key] = typeof outcome === 'string' ? outcome : m.forms.invalid;
  }
  return errors;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The rules the identity and account forms share. */
export const rules = (m: Messages) => ({
  required: (value: string) => !value.trim() && m.forms.required,
  /** 'any': T.C. Kimlik No (11) or Vergi No (10); checksums as the server checks them. */
  pidNo(value: string, kind: 'any' | 'tckn' | 'vkn' = 'any') {
    if (!value) return m.forms.required;
    if (kind === 'tckn') return !isValidTckn(value) && m.forms.tckn;
    if (kind === 'vkn') return !isValidVkn(value) && m.forms.vkn;
    if (value.length < 10) return m.forms.pidLength;
    return !isValidIdentityNumber(value) && m.forms.pidNo;
  },
  email: (value: string) => (!value.trim() ? m.forms.required : !EMAIL.test(value.trim()) && m.forms.email),
  phone: (digits: string) => (!digits ? m.forms.required : !/^5\d{9}$/.test(digits) && m.forms.phone),
  newPassword: (value: string) => (!value ? m.forms.required : value.length < 8 && m.forms.passwordLength),
  repeat: (value: string, original: string) => (!value ? m.forms.required : value !== original && m.forms.repeat),
});

/** A form's field errors; after a failed submit the first invalid field takes the focus. */
export function useFieldErrors<K extends string>(m: Messages) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  /** Shows the failed checks; true when there are none. */
  const validate = (checks: Record<K, Check>): boolean => {
    const found = fieldErrors(m, checks);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { errors, validate, formRef };
}

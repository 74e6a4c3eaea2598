/** Session-storage keys of spec section 3. Passwords and tokens that scripts could read are never stored:
 * userPassword and userEncryptedPassword are removed if an older client left them behind. */
export const SessionKeys = {
  accessToken: 'accessToken',
  memberInfo: 'MemberInfo',
  webConfig: 'webConfig',
  url: 'Url',
  userEncryptedPassword: 'userEncryptedPassword',
  userPassword: 'userPassword',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function forgetSecrets() {
  sessionStorage.removeItem(SessionKeys.userPassword);
  sessionStorage.removeItem(SessionKeys.userEncryptedPassword);
}

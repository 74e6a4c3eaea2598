/**
 * The TOTP secret of the demo staff accounts (base32), published in the README so anyone trying the demo can sign
 * in to the office. It is refused whenever the portal's public URL is https: a real office never runs on it.
 */
export const DEMO_TOTP_SECRET = 'DEMOSTAFFTOTPKEY';
/** The password of every demo staff account. */
export const DEMO_STAFF_PASSWORD = 'Ofis.2026';

/**
 * Where to go after signing in: the redirectUrl of the query string when it is a path of this site, else '/'.
 * '//host', '/\host' and control characters (which URL parsing drops, turning '/\t/host' into '//host') would
 * let a crafted link send a citizen to another site right after they typed their password.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if ([...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  try {
    const url = new URL(target, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}

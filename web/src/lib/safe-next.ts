import { paths } from './paths.ts';

/**
 * The page to return to after sign-in, from `?next=`. Only same-site relative paths are accepted
 * (a single leading '/', no scheme, no '//' or '/\' that browsers read as another host), so the
 * parameter cannot send a user to another site.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters and whitespace are dropped by URL parsers and could hide a '//' prefix.
  if (/[\p{Cc}\s]/u.test(next)) return null;
  const base = 'https://upsolve.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a '//' prefix ('/..//evil.example' → '//evil.example'): the
  // normalised path must still resolve to this origin, or it is a link to another host.
  if (new URL(path, base).origin !== base) return null;
  return path;
}

/** `/signin?next=<path>` for a visitor who asked for a page that needs a session. */
export function signInPathFor(path: string): string {
  const next = safeNextPath(path);
  if (next === null || next === paths.home) return paths.signin;
  return `${paths.signin}?${new URLSearchParams({ next }).toString()}`;
}

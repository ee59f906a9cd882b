/** Sends the browser to another site (Codeforces' sign-in page); apart so tests can watch it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

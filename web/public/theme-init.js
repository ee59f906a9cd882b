/* global window, document */
// Runs before the first paint (loaded from <head>) so a dark-theme visitor never sees a light
// flash. Kept in a file because the Content-Security-Policy forbids inline scripts.
// Same storage key as src/lib/theme.ts.
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('upsolve-theme');
  } catch {
    // Storage blocked: follow the system setting.
  }
  var dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();

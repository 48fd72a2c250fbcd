// Applies the saved theme before the first paint (dark is the default). Kept as a file, not an
// inline script, so the server's Content-Security-Policy (script-src 'self') allows it.
try {
  var pjTheme = localStorage.getItem('pocket-judge:theme');
  if (pjTheme === 'light' || pjTheme === 'dark') document.documentElement.setAttribute('data-theme', pjTheme);
} catch (e) {
  // Storage unavailable: keep the default dark theme.
}

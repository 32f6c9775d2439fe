import { createHash } from 'node:crypto';

/**
 * The identity provider's pages, in French, self-contained (no external asset: the machine may be
 * offline) and under a strict Content-Security-Policy that allows exactly the inline style and script below.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f3f2f1;
font-family:"Segoe UI",system-ui,-apple-system,Roboto,"Helvetica Neue",Arial,sans-serif;color:#242424}
main{width:min(380px,calc(100vw - 32px));background:#fff;border-radius:8px;padding:32px;
box-shadow:0 2px 4px rgba(0,0,0,.14),0 0 2px rgba(0,0,0,.12)}
.brand{margin:0 0 4px;font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:#0f6cbd;font-weight:600}
h1{margin:0 0 24px;font-size:22px;font-weight:600}
p{line-height:1.5}
label{display:block;margin:16px 0 6px;font-size:14px;font-weight:600}
input{width:100%;padding:8px 10px;font:inherit;border:1px solid #d1d1d1;border-bottom-color:#616161;border-radius:4px}
input:focus{outline:2px solid #0f6cbd;outline-offset:1px}
button{margin-top:24px;width:100%;padding:10px;font:inherit;font-weight:600;color:#fff;background:#0f6cbd;
border:0;border-radius:4px;cursor:pointer}
button:hover{background:#115ea3}
button:focus-visible{outline:2px solid #242424;outline-offset:2px}
.alert{margin:0 0 8px;padding:10px 12px;border-radius:4px;background:#fdf3f4;border:1px solid #eeacb2;color:#b10e1c;font-size:14px}
`;

/** Submits the logout form at once: logging out from Pupitre needs no second confirmation. */
const AUTO_SUBMIT = `document.getElementById('op.logoutForm').submit();`;

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * form-action must allow the loopback redirect that follows a form post (browsers check redirects
 * against it), hence the 127.0.0.1 and localhost sources on any port.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src ${sha256(STYLE)}`,
  `script-src ${sha256(AUTO_SUBMIT)}`,
  "img-src 'self' data:",
  "form-action 'self' http://127.0.0.1:* http://localhost:*",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string, script = false): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Pupitre</p>
${body}
</main>
${script ? `<script>${AUTO_SUBMIT}</script>` : ''}
</body>
</html>`;
}

export const LOGIN_FAILED_MESSAGE = "Nom d'utilisateur ou mot de passe incorrect.";

export function loginPage(options: { action: string; username?: string; error?: string }): string {
  const alert = options.error ? `<div class="alert" role="alert">${escapeHtml(options.error)}</div>\n` : '';
  return page(
    'Pupitre — Connexion',
    `<h1>Connexion à Pupitre</h1>
${alert}<form method="post" action="${escapeHtml(options.action)}">
<label for="username">Nom d'utilisateur</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(options.username ?? '')}">
<label for="password">Mot de passe</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Se connecter</button>
</form>`,
  );
}

export function messagePage(title: string, heading: string, message: string, alert = false): string {
  const text = alert ? `<div class="alert" role="alert">${escapeHtml(message)}</div>` : `<p>${escapeHtml(message)}</p>`;
  return page(title, `<h1>${escapeHtml(heading)}</h1>\n${text}`);
}

/** The provider's logout form (with its xsrf field), submitted by script, with a button as a fallback. */
export function logoutPage(form: string): string {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(
    'Pupitre — Déconnexion',
    `<h1>Déconnexion</h1>
<p>Déconnexion de Pupitre en cours…</p>
${confirmed}
<button type="submit" form="op.logoutForm">Se déconnecter</button>`,
    true,
  );
}

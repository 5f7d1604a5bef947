import { useEffect, useId, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { Problem, SessionUser } from '@firecrest/contracts';
import { theme } from '@firecrest/portal-kit/theme';
import { failedCallMessage } from '@firecrest/portal-kit/problem';
import { useT } from '@firecrest/portal-kit/i18n';
import { localReturnUrl } from '../auth/return-url';

// The sign-in page is drawn with React and the portal's theme tokens only: antd, the router and axios are shared
// singletons of some 300 kB brotli together, over the page's budget by themselves (issue 15). It renders the same
// inside the portal (the `login` route) and alone (a first visit to /login, sign-in/bootstrap.tsx).

const { colorPrimary, colorLink, borderRadius, fontFamily } = theme.token!;
const TEXT = 'rgba(0, 0, 0, 0.88)';
const SECONDARY = 'rgba(0, 0, 0, 0.45)';
const ERROR = '#ff4d4f';
const style = {
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #1f1f1f, #5c1410)', fontFamily, fontSize: 14, color: TEXT },
  card: { width: 380, boxSizing: 'border-box', padding: 24, background: '#fff', borderRadius: 8, lineHeight: 1.5715 },
  title: { margin: '0 0 8px', fontSize: 24, fontWeight: 600, lineHeight: 1.33 },
  secondary: { margin: '0 0 14px', color: SECONDARY },
  alert: { display: 'flex', gap: 8, margin: '0 0 16px', padding: '8px 12px', background: '#fff2f0', border: '1px solid #ffccc7', borderRadius: 8 },
  item: { marginBottom: 24 },
  label: { display: 'block', paddingBottom: 8 },
  field: { display: 'flex', alignItems: 'center', gap: 4, padding: '4px 11px', border: '1px solid #d9d9d9', borderRadius, background: '#fff' },
  input: { flex: 1, minWidth: 0, border: 0, outline: 'none', padding: 0, font: 'inherit', color: 'inherit', lineHeight: '22px', background: 'transparent' },
  required: { color: ERROR, lineHeight: '24px' },
  button: { width: '100%', height: 32, border: 0, borderRadius, font: 'inherit', cursor: 'pointer' },
  divider: { display: 'flex', alignItems: 'center', gap: 16, margin: '16px 0', color: TEXT },
  rule: { flex: 1, borderTop: '1px solid rgba(5, 5, 5, 0.06)' },
  provider: { display: 'flex', alignItems: 'center', justifyContent: 'center', height: 32, marginBottom: 8, border: '1px solid #d9d9d9', borderRadius, color: TEXT, textDecoration: 'none' },
  footer: { margin: '16px 0 0', fontSize: 12, color: SECONDARY },
  link: { color: colorLink, textDecoration: 'none' },
} satisfies Record<string, CSSProperties>;

/** Posts the credentials; the signed-in user, or an error whose message is the one the portal shows for the call. */
async function signIn(username: string, password: string): Promise<SessionUser> {
  const response = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username, password }),
  }).catch(() => undefined);
  const body = (await response?.json().catch(() => undefined)) as ({ user: SessionUser } & Partial<Problem>) | undefined;
  if (response?.ok && body?.user) return body.user;
  throw new Error(failedCallMessage(response?.status, body));
}

function Field({ label, name, type, autoComplete, icon, error, busy, autoFocus }: { label: string; name: string; type: string; autoComplete: string; icon: ReactNode; error: boolean; busy: boolean; autoFocus?: boolean }) {
  const { t } = useT('shell');
  const id = useId();
  return (
    <div style={error ? undefined : style.item}>
      <label htmlFor={id} style={style.label}>{label}</label>
      <span style={{ ...style.field, ...(error ? { borderColor: ERROR } : {}), ...(busy ? { background: 'rgba(0, 0, 0, 0.04)' } : {}) }}>
        <span style={{ color: SECONDARY }} aria-hidden>{icon}</span>
        <input id={id} name={name} type={type} autoComplete={autoComplete} autoFocus={autoFocus} disabled={busy} aria-invalid={error} style={style.input} />
      </span>
      {error && <div style={style.required} role="status">{t('common:required')}</div>}
    </div>
  );
}

/** Sign in; afterwards the user returns to the page first asked for (spec §9), with the portal loaded afresh. */
export function SignInPage() {
  const { t } = useT('shell');
  const params = new URLSearchParams(window.location.search);
  const returnUrl = params.get('returnUrl');
  const target = localReturnUrl(returnUrl, '/entry');
  // A sign-in by redirect that failed comes back here with its reason.
  const [error, setError] = useState<string | null>(params.get('ssoError'));
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const [providers, setProviders] = useState<{ id: string; name: string }[]>([]);

  useEffect(() => {
    fetch('/api/auth/oidc/providers', { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : undefined))
      .then((body: { data?: { id: string; name: string }[] } | undefined) => setProviders(body?.data ?? []))
      .catch(() => undefined);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '');
    const password = String(form.get('password') ?? '');
    const empty = { username: !username, password: !password };
    setMissing(empty);
    if (empty.username || empty.password) return;
    setBusy(true);
    setError(null);
    try {
      const user = await signIn(username, password);
      window.location.replace(user.mustChangePassword ? `/update-password?returnUrl=${encodeURIComponent(target)}` : target);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <div style={style.page}>
      <main style={style.card}>
        <h3 style={style.title}>{t('app.name')}</h3>
        <p style={style.secondary}>{t('app.tagline')}</p>
        {error && (
          <div role="alert" style={style.alert}>
            <span style={{ color: ERROR }} aria-hidden>●</span>
            <span>{error}</span>
          </div>
        )}
        <form onSubmit={submit} noValidate>
          <Field label={t('signIn.username')} name="username" type="text" autoComplete="username" icon={<UserOutlined />} error={!!missing.username} busy={busy} autoFocus />
          <Field label={t('signIn.password')} name="password" type="password" autoComplete="current-password" icon={<LockOutlined />} error={!!missing.password} busy={busy} />
          <button type="submit" disabled={busy} style={{ ...style.button, background: colorPrimary, color: '#fff', opacity: busy ? 0.65 : 1 }}>{t('signIn.title')}</button>
        </form>
        {providers.length > 0 && (
          <>
            <div style={style.divider}><span style={style.rule} />{t('signIn.or')}<span style={style.rule} /></div>
            {providers.map((p) => (
              <a key={p.id} style={style.provider} href={`/api/auth/oidc/${encodeURIComponent(p.id)}/start${returnUrl ? `?returnUrl=${encodeURIComponent(target)}` : ''}`}>
                {t('signIn.continueWith', { provider: p.name })}
              </a>
            ))}
          </>
        )}
        <p style={style.footer}>
          <a href="/forgotpasswordemailsend" style={style.link}>{t('signIn.forgotten')}</a> {t('signIn.lockedOut')}{' '}
          <a href="/privacy-policy" style={style.link}>{t('signIn.privacy')}</a>
        </p>
      </main>
    </div>
  );
}

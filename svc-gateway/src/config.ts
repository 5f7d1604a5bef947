import type { FromSchema } from 'json-schema-to-ts';
import { mailLanguageConfigProperties, serviceConfigSchema } from '@firecrest/service-kit';

/** Where a service listens: one URL, or its instances' URLs separated by commas (the gateway balances over them). */
const url = { type: 'string', pattern: '^\\s*https?://[^\\s,]+(\\s*,\\s*https?://[^\\s,]+)*\\s*$' } as const;

export const configSchema = serviceConfigSchema(
  { port: 3000, db: 'firecrest_gateway' },
  {
    PUBLIC_API_URL: { ...url, default: 'http://127.0.0.1:3001' },
    WEBHOOKS_URL: { ...url, default: 'http://127.0.0.1:3002' },
    LMS_URL: { ...url, default: 'http://127.0.0.1:3003' },
    SCHEDULER_URL: { ...url, default: 'http://127.0.0.1:3004' },
    PERSONNEL_URL: { ...url, default: 'http://127.0.0.1:3005' },
    TRAINING_URL: { ...url, default: 'http://127.0.0.1:3006' },
    SYSTEM_URL: { ...url, default: 'http://127.0.0.1:3007' },
    /** The first administrator, created on first start when no user exists. */
    ADMIN_USERNAME: { type: 'string', minLength: 3, default: 'admin' },
    /** Initial admin password; when unset one is generated and printed once. Must be changed at first login. */
    ADMIN_PASSWORD: { type: 'string', minLength: 10 },
    SESSION_IDLE_MINUTES: { type: 'integer', minimum: 5, default: 480 },
    /** A session ends this long after sign-in, however active. */
    SESSION_ABSOLUTE_HOURS: { type: 'integer', minimum: 1, default: 12 },
    /** Failed passwords in a row before an account is locked for a while. */
    LOGIN_MAX_ATTEMPTS: { type: 'integer', minimum: 1, default: 5 },
    /** Failed sign-ins from one address before it must wait (any usernames). */
    LOGIN_MAX_ATTEMPTS_PER_IP: { type: 'integer', minimum: 1, default: 20 },
    /** The first lock lasts this long; each further failure after a lock doubles it, up to LOGIN_LOCK_MAX_SECONDS. */
    LOGIN_LOCK_SECONDS: { type: 'integer', minimum: 1, default: 60 },
    LOGIN_LOCK_MAX_SECONDS: { type: 'integer', minimum: 1, default: 900 },
    /**
     * Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR ranges). Empty: the socket's
     * peer is the client, whatever the header says. The stack sets the portal's proxy here.
     */
    TRUSTED_PROXIES: { type: 'string', default: '' },
    /** Origins of the portal (comma-separated): a state-changing call from a browser must come from one of them. */
    PORTAL_ORIGINS: { type: 'string', default: 'http://127.0.0.1:8080,http://localhost:8080' },
    PASSWORD_MAX_AGE_DAYS: { type: 'integer', minimum: 0, default: 90 },
    /** Requests per minute per REST API key. */
    API_RATE_LIMIT_PER_MINUTE: { type: 'integer', minimum: 1, default: 600 },
    /** Set behind HTTPS so the session cookie is never sent in clear. */
    COOKIE_SECURE: { type: 'boolean', default: false },
    /** SMTP server for password reset e-mails (nodemailer URL, e.g. smtp://user:pass@mail:587). Empty: no mail is sent and a warning is logged. */
    SMTP_URL: { type: 'string', default: '' },
    MAIL_FROM: { type: 'string', default: 'Firecrest <no-reply@firecrest.invalid>' },
    /** How long an e-mailed password reset link works (it works once). */
    PASSWORD_RESET_MINUTES: { type: 'integer', minimum: 5, maximum: 1440, default: 30 },
    /** The language of account e-mails to a user who chose none (issue 36; the portal's DEFAULT_LANGUAGE). */
    ...mailLanguageConfigProperties,
    /** The portal's address in e-mailed links; empty: the first of PORTAL_ORIGINS. */
    PORTAL_URL: { type: 'string', default: '' },
    /** External identity providers (docs/sign-in.md): a JSON array of { id, name, issuer, clientId, clientSecret, scopes, linkedAccount }. */
    OIDC_PROVIDERS: { type: 'string', default: '' },
    /** Or one provider by separate settings (added to OIDC_PROVIDERS when OIDC_ISSUER and OIDC_CLIENT_ID are set). */
    OIDC_ISSUER: { type: 'string', default: '' },
    OIDC_CLIENT_ID: { type: 'string', default: '' },
    OIDC_CLIENT_SECRET: { type: 'string', default: '' },
    OIDC_SCOPES: { type: 'string', default: 'openid profile email' },
    OIDC_ID: { type: 'string', default: 'sso' },
    OIDC_NAME: { type: 'string', default: 'Single sign-on' },
    /** The user's linkedAccounts field an administrator fills to pre-link identities of this provider ('' for none). */
    OIDC_LINKED_ACCOUNT: { type: 'string', enum: ['', 'microsoft', 'roster', 'availability'], default: '' },
    /** Shared with the roster system: HMAC-SHA256 key of its `gartan-login` hand-over tokens (docs/sign-in.md). Empty: the route is off. */
    GARTAN_LOGIN_SECRET: { type: 'string', default: '' },
    /** The longest lifetime (exp - iat) a hand-over token may have. */
    GARTAN_LOGIN_MAX_SECONDS: { type: 'integer', minimum: 10, maximum: 600, default: 120 },
    /** Largest request body in bytes, on every route (proxied ones included). */
    BODY_LIMIT_BYTES: { type: 'integer', minimum: 1024, default: 1_048_576 },
  },
);

export type GatewayConfig = FromSchema<typeof configSchema>;

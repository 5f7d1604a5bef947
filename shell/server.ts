import { closeOnSignal, createWebServer } from '@firecrest/web-server';
import { LANGUAGES } from '@firecrest/contracts';

const env = (name: string, fallback: string) => process.env[name] ?? fallback;

// The portal's language for users who chose none (issue 36); a value the portal has no catalogue for stops the start.
const defaultLanguage = env('DEFAULT_LANGUAGE', 'en-GB');
if (!(LANGUAGES as readonly string[]).includes(defaultLanguage)) throw new Error(`DEFAULT_LANGUAGE must be one of ${LANGUAGES.join(', ')}, not "${defaultLanguage}"`);

const remotes = {
  mf_system: env('MF_SYSTEM_URL', 'http://127.0.0.1:8081'),
  mf_training: env('MF_TRAINING_URL', 'http://127.0.0.1:8082'),
  mf_personnel: env('MF_PERSONNEL_URL', 'http://127.0.0.1:8083'),
};

const server = await createWebServer({
  dir: import.meta.dirname,
  port: Number(env('PORT', '8080')),
  host: env('HOST', '127.0.0.1'),
  spa: true,
  apiUpstream: env('GATEWAY_URL', 'http://127.0.0.1:3000'),
  // The gateway's TRUSTED_PROXIES names this address (scripts/stack.ts sets both).
  ...(process.env.PROXY_LOCAL_ADDRESS ? { proxyLocalAddress: process.env.PROXY_LOCAL_ADDRESS } : {}),
  ...(process.env.API_BODY_LIMIT_BYTES ? { apiBodyLimit: Number(process.env.API_BODY_LIMIT_BYTES) } : {}),
  // The remotes' origins join the Content-Security-Policy's script-src and connect-src.
  scriptSources: Object.values(remotes),
  hsts: env('HSTS', 'false') === 'true',
  // Where each remote lives is decided at run time, so one remote can move or be redeployed alone.
  config: {
    defaultLanguage,
    remotes: {
      mf_system: `${remotes.mf_system}/mf-manifest.json`,
      mf_training: `${remotes.mf_training}/mf-manifest.json`,
      mf_personnel: `${remotes.mf_personnel}/mf-manifest.json`,
    },
  },
});
closeOnSignal(server);

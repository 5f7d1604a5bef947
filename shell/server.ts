import { closeOnSignal, createWebServer } from '@firecrest/web-server';

const env = (name: string, fallback: string) => process.env[name] ?? fallback;

const server = await createWebServer({
  dir: import.meta.dirname,
  port: Number(env('PORT', '8080')),
  host: env('HOST', '127.0.0.1'),
  spa: true,
  apiUpstream: env('GATEWAY_URL', 'http://127.0.0.1:3000'),
  // Where each remote lives is decided at run time, so one remote can move or be redeployed alone.
  config: {
    remotes: {
      mf_system: `${env('MF_SYSTEM_URL', 'http://127.0.0.1:8081')}/mf-manifest.json`,
      mf_training: `${env('MF_TRAINING_URL', 'http://127.0.0.1:8082')}/mf-manifest.json`,
      mf_personnel: `${env('MF_PERSONNEL_URL', 'http://127.0.0.1:8083')}/mf-manifest.json`,
    },
  },
});
closeOnSignal(server);

import { frontendConfig } from '@firecrest/portal-kit/rspack-config';

export default frontendConfig({ dir: import.meta.dirname, name: 'mf_training', exposes: { './routes': './src/exposes/routes.tsx' } });

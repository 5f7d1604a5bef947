import { frontendConfig } from '@firecrest/portal-kit/rspack-config';

export default frontendConfig({ dir: import.meta.dirname, name: 'shell', host: true });

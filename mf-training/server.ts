import { serveRemote } from '@firecrest/web-server';

await serveRemote(import.meta.dirname, 8082);

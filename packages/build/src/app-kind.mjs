import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A service (svc-*) has `src/server.ts`; a frontend (shell, mf-*) serves its built `dist/` from `server.ts`. */
export function appKind(root, app) {
  if (existsSync(join(root, app, 'src/server.ts'))) return { kind: 'service', entry: join(root, app, 'src/server.ts') };
  if (existsSync(join(root, app, 'server.ts'))) return { kind: 'frontend', entry: join(root, app, 'server.ts') };
  throw new Error(`${app} has neither src/server.ts nor server.ts`);
}

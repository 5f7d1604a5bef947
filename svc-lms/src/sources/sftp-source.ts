import SftpClient from 'ssh2-sftp-client';
import { isCsvName, SourceError, type SourceConnection, type SourceFile } from './source-error';

/** Imported files are moved into this folder under the source folder, so a later run never reads them again. */
export const IMPORTED_FOLDER = 'imported';

/** `host` or `host:port` (the settings have a port only for the e-mail type). */
export function hostAndPort(serverName: string): { host: string; port: number } {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(serverName.trim())!;
  return { host: match[1]!, port: match[2] ? Number(match[2]) : 22 };
}

/**
 * SFTP (§2.9 type 1): every .csv in the folder is downloaded and handed to `handle`, then moved to
 * `<folder>/imported/` (a name already there gets the time added). With a domain the user is `DOMAIN\user`
 * (Windows OpenSSH servers).
 */
export async function readSftpFolder(c: SourceConnection, handle: (file: SourceFile) => Promise<void>): Promise<number> {
  const { host, port } = hostAndPort(c.serverName);
  const sftp = new SftpClient('lms-import');
  try {
    await sftp.connect({ host, port, username: c.domain ? `${c.domain}\\${c.userName}` : c.userName, password: c.password, readyTimeout: 15_000, retries: 0 });
  } catch (err) {
    const message = (err as Error).message;
    if (/authentication/i.test(message)) throw new SourceError(`The SFTP server ${host}:${port} refused the user name or password for "${c.userName}".`);
    throw new SourceError(`The SFTP server ${host}:${port} could not be reached: ${message.replace(/^connect: /, '')}.`);
  }
  let handled = 0;
  try {
    const folder = (c.fileFolder || '.').replace(/\/+$/, '') || '/';
    const listing = await sftp.list(folder).catch((err: Error) => {
      throw new SourceError(`The SFTP folder "${folder}" cannot be read: ${err.message}.`);
    });
    const files = listing.filter((f) => f.type === '-' && isCsvName(f.name)).sort((a, b) => a.modifyTime - b.modifyTime || a.name.localeCompare(b.name));
    if (!files.length) return 0;
    const done = `${folder}/${IMPORTED_FOLDER}`;
    if (!(await sftp.exists(done))) await sftp.mkdir(done, true);
    for (const f of files) {
      const content = (await sftp.get(`${folder}/${f.name}`)) as Buffer;
      await handle({ name: f.name, content, origin: `${host}:${folder}/${f.name}` });
      const target = (await sftp.exists(`${done}/${f.name}`)) ? `${done}/${Date.now()}-${f.name}` : `${done}/${f.name}`;
      await sftp.rename(`${folder}/${f.name}`, target);
      handled++;
    }
  } finally {
    await sftp.end().catch(() => undefined);
  }
  return handled;
}

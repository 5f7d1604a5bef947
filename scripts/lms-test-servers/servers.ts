import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Throwaway instances of Debian's dovecot (IMAP over TLS) and OpenSSH sshd (SFTP) for the LMS source tests, each in a
 * temp dir on a free port with its own config, run in the foreground by the test and stopped by it. Installed by
 * scripts/lms-test-servers/install.sh (the test branch of ./firecrest).
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Readiness by connecting (and reading the greeting), never by sleeping a fixed time. */
async function untilGreets(port: number, child: ChildProcess, name: string, logFile: string, greets = true, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      // An implicit-TLS port says nothing until the handshake: accepting the connection is its readiness.
      if (!greets) socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('data', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
      socket.setTimeout(1_000, () => (socket.destroy(), resolve(false)));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  let log = '';
  try {
    log = readFileSync(logFile, 'utf8').slice(-3000);
  } catch {
    // no log yet
  }
  throw new Error(`${name} did not start on port ${port} (exit ${child.exitCode}):\n${log}`);
}

export interface RunningServer {
  port: number;
  dir: string;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess, dir: string) {
  // A test process that dies without its afterAll still takes its servers with it.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  return async () => {
    process.off('exit', orphaned);
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (!process.env.LMS_KEEP_SERVER_DIRS) rmSync(dir, { recursive: true, force: true });
  };
}

/** A self-signed certificate for 127.0.0.1 / localhost (openssl), answered as PEM paths. */
export function selfSignedCertificate(dir: string) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { cert, key };
}

/** Dovecot with IMAPS only, one passwd-file user, Maildir under the temp dir, as the current user. */
export async function startDovecot(user: string, password: string): Promise<RunningServer & { ca: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'lms-dovecot-'));
  const port = await freePort();
  const { cert, key } = selfSignedCertificate(dir);
  // Dovecot never runs mail processes as root: as root, the mailbox belongs to nobody.
  const root = process.getuid!() === 0;
  const uid = root ? Number(execFileSync('id', ['-u', 'nobody']).toString().trim()) : process.getuid!();
  const gid = root ? Number(execFileSync('id', ['-g', 'nobody']).toString().trim()) : process.getgid!();
  for (const sub of ['run', 'state', 'home']) mkdirSync(join(dir, sub), { recursive: true });
  chownSync(join(dir, 'home'), uid, gid);
  // Dovecot's auth process runs as its unprivileged user and must read the passwd-file.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'users'), `${user}:{PLAIN}${password}::::::\n`, { mode: 0o644 });
  const log = join(dir, 'dovecot.log');
  writeFileSync(
    join(dir, 'dovecot.conf'),
    `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${log}
protocols = imap
listen = 127.0.0.1
ssl = required
ssl_cert = <${cert}
ssl_key = <${key}
auth_mechanisms = plain login
first_valid_uid = 1
first_valid_gid = 1
default_internal_user = ${root ? 'dovecot' : (process.env.USER ?? 'nobody')}
default_login_user = ${root ? 'dovenull' : (process.env.USER ?? 'nobody')}
mail_location = maildir:${dir}/home/%u/Maildir
service imap-login {
  inet_listener imap {
    port = 0
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${port}
    ssl = yes
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${dir}/home/%u
}
`,
  );
  const child = spawn('/usr/sbin/dovecot', ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  try {
    await untilGreets(port, child, 'dovecot', log, false);
  } catch (err) {
    await stopper(child, dir)();
    throw new Error(`${(err as Error).message}\n${stderr}`, { cause: err });
  }
  return { port, dir, ca: cert, stop: stopper(child, dir) };
}

/** A system user for SFTP password logins (created once; root is needed, as on CI). */
export function ensureSftpUser(user: string, password: string) {
  try {
    execFileSync('id', [user], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--create-home', '--shell', '/usr/sbin/nologin', user], { stdio: 'ignore' });
  }
  execFileSync('chpasswd', { input: `${user}:${password}\n` });
  const uid = Number(execFileSync('id', ['-u', user]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', user]).toString().trim());
  return { uid, gid };
}

/** sshd with its own host key and config: password logins for one user, internal-sftp, no chroot. */
export async function startSshd(user: string, password: string): Promise<RunningServer & { drop: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'lms-sshd-'));
  const port = await freePort();
  const { uid, gid } = ensureSftpUser(user, password);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'host_ed25519')]);
  mkdirSync('/run/sshd', { recursive: true });
  // The SFTP user walks into the temp dir to its drop folder.
  chmodSync(dir, 0o755);
  const drop = join(dir, 'drop');
  mkdirSync(drop);
  chownSync(drop, uid, gid);
  const log = join(dir, 'sshd.log');
  writeFileSync(
    join(dir, 'sshd_config'),
    `
Port ${port}
ListenAddress 127.0.0.1
HostKey ${dir}/host_ed25519
PidFile ${dir}/sshd.pid
PasswordAuthentication yes
KbdInteractiveAuthentication no
PubkeyAuthentication no
UsePAM no
PermitRootLogin no
AllowUsers ${user}
StrictModes no
Subsystem sftp internal-sftp
ForceCommand internal-sftp
MaxAuthTries 3
`,
  );
  const child = spawn('/usr/sbin/sshd', ['-D', '-e', '-f', join(dir, 'sshd_config'), '-E', log], { stdio: 'ignore' });
  try {
    await untilGreets(port, child, 'sshd', log);
  } catch (err) {
    await stopper(child, dir)();
    throw err;
  }
  return { port, dir, drop, stop: stopper(child, dir) };
}

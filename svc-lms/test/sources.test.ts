import { chownSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { startMailReceiver, type MailReceiver } from '../../scripts/test-servers/mail-receiver';
import { startDovecot, startSshd, type RunningServer } from '../../scripts/lms-test-servers/servers';
import { buildLmsWorld, csvOf, type LmsWorld } from './helper';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const IMAP_PASSWORD = 'Imap-pass-7f3a';
const SFTP_USER = 'fclmssftp';
const SFTP_PASSWORD = 'Sftp-pass-91c2';

/** The mailbox (Debian's dovecot over TLS) and SFTP (OpenSSH) sources against real local servers; SMTP via smtp-server. */
describe('LMS scheduled sources', () => {
  let w: LmsWorld;
  let dovecot: RunningServer & { ca: string };
  let sshd: RunningServer & { drop: string };
  let smtp: MailReceiver;
  const people: { id: number; gartanId: string }[] = [];

  beforeAll(async () => {
    [dovecot, sshd] = await Promise.all([startDovecot('lms', IMAP_PASSWORD), startSshd(SFTP_USER, SFTP_PASSWORD)]);
    smtp = await startMailReceiver();
    w = await buildLmsWorld({ LMS_EXTRA_CA_FILE: dovecot.ca, LMS_SMTP_URL: smtp.url, LMS_MAIL_FROM: 'lms@brigade.example' });
    for (const [n, lastName] of ['Mailer', 'Sifter'].entries()) {
      const e = await w.create('personnel', '/personnel/employees', { firstName: `Pat${n}`, lastName, contracts: [{ serviceNumber: `SN${500 + n}`, startDate: '2020-01-01' }] });
      people.push({ id: e.id, gartanId: e.gartanId });
    }
    await w.create('training', '/training/reference-items/competency', { code: 'WR', name: 'Water rescue' });
    await w.until(async () => w.lms.server.lms.DirectoryEmployee.countDocuments(), (n) => expect(n).toBe(2));
  }, 90_000);
  afterAll(async () => {
    await w?.close();
    await Promise.all([dovecot?.stop(), sshd?.stop(), smtp?.close()]);
  });

  const imap = () => new ImapFlow({ host: '127.0.0.1', port: dovecot.port, secure: true, auth: { user: 'lms', pass: IMAP_PASSWORD }, tls: { ca: readFileSync(dovecot.ca) }, logger: false });

  it('imports the CSV attachments of new messages, marks them done and e-mails the results', async () => {
    const csv = csvOf([[people[0]!.gartanId, '', 'Mailer', 'Pat0', 'WR', 'Water rescue', 'Completed', daysAgo(3)], ['nobody', '', '', '', 'WR', '', 'Completed', daysAgo(3)]]);
    const message = await new MailComposer({ from: 'lms-export@college.example', to: 'lms@brigade.example', subject: 'Weekly completions', text: 'Attached.', attachments: [{ filename: 'weekly.csv', content: csv, contentType: 'text/csv' }] }).compile().build();
    const client = imap();
    await client.connect();
    await client.append('INBOX', message);
    await client.append('INBOX', await new MailComposer({ from: 'someone@college.example', to: 'lms@brigade.example', subject: 'No attachment', text: 'Hello' }).compile().build());
    await client.logout();

    const saved = await w.post('/lms/admin/config/fileimport', { type: 3, serverName: 'localhost', port: dovecot.port, useSSL: true, userName: 'lms', password: IMAP_PASSWORD, resultsEmail: 'training@brigade.example, officer@brigade.example' });
    expect(saved.statusCode, saved.body).toBe(200);
    const run = await w.post('/lms/lmsrecords/service/run');
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ source: 'mailbox', files: 1, imports: [{ rows: 2, imported: 1, failed: 1 }], message: 'mailbox: 1 file(s), 2 rows, 1 imported, 1 failed.' });
    const log = (await w.get('/lms/lmsrecords/imports?filterText=Mailer')).json().data;
    expect(log).toEqual([expect.objectContaining({ succeeded: true, source: 'mailbox', createdBy: 'lms.admin', courseCode: 'WR' })]);
    await w.until(
      async () => (await w.v1(`/api/v1/employees/${people[0]!.id}/competencies?activeOnly=false`)).json().data,
      (data) => expect(data).toEqual([expect.objectContaining({ startDate: daysAgo(3), status: 'PASS' })]),
    );

    // One results e-mail per message, to each results address.
    await w.until(async () => smtp.mails.length, (n) => expect(n).toBe(2));
    const weekly = smtp.mails.find((m) => m.subject === 'LMS import results: Weekly completions')!;
    expect(weekly.to.sort()).toEqual(['officer@brigade.example', 'training@brigade.example']);
    expect(weekly.text).toContain('weekly.csv: 2 rows, 1 imported (1 applied to competencies), 1 failed.');
    expect(weekly.text).toMatch(/Row 3: failed\. Unknown employee/);
    expect(smtp.mails.find((m) => m.subject === 'LMS import results: No attachment')!.text).toContain('The message has no CSV attachment');

    // Both messages are marked done: the next run imports nothing.
    const check = imap();
    await check.connect();
    await check.mailboxOpen('INBOX');
    const flags = [];
    for await (const m of check.fetch('1:*', { flags: true })) flags.push([...(m.flags ?? [])].sort());
    await check.logout();
    expect(flags).toEqual([['$FirecrestImported', '\\Seen'].map((f) => f.replace('$', '')).sort(), ['FirecrestImported', '\\Seen'].sort()]);
    const again = await w.post('/lms/lmsrecords/service/run');
    expect(again.json()).toMatchObject({ files: 0, imports: [] });
    expect(await w.lms.server.lms.LmsRecord.countDocuments()).toBe(1);
  });

  it('says clearly when the mailbox refuses the password, without the password anywhere', async () => {
    await w.post('/lms/admin/config/fileimport', { type: 3, serverName: 'localhost', port: dovecot.port, useSSL: true, userName: 'lms', password: 'Wrong-secret-x', resultsEmail: '' });
    const run = await w.post('/lms/lmsrecords/service/run');
    expect(run.statusCode).toBe(502);
    expect(run.json().detail).toBe('The mailbox localhost refused the user name or password (IMAP login failed for "lms").');
    expect(run.body).not.toContain('Wrong-secret');
    expect((await w.get('/lms/admin/config/fileimport/2')).json()).toMatchObject({ lastRunResult: run.json().detail, password: '********' });
  });

  it('imports the CSV files of an SFTP folder and moves them aside; a wrong password is a clear error', async () => {
    const file = join(sshd.drop, 'sifter.csv');
    writeFileSync(file, csvOf([['', 'SN501', 'Sifter', 'Pat1', 'WR', '', 'Completed', daysAgo(4)]]));
    writeFileSync(join(sshd.drop, 'notes.txt'), 'not a csv');
    // Not valid CSV (a quote inside an unquoted field, issue 27): the run names the file, the line and the column.
    const broken = join(sshd.drop, 'broken.csv');
    writeFileSync(broken, 'GUID,ServiceNumber,LastName,CourseCode,CompletionDate\r\n,SN502,O"Neil,WR,2026-11-20\r\n');
    const { uid, gid } = statSync(sshd.drop);
    chownSync(file, uid, gid);
    chownSync(broken, uid, gid);
    const settings = { type: 1, serverName: `127.0.0.1:${sshd.port}`, userName: SFTP_USER, password: 'Not-the-password', fileFolder: sshd.drop };
    await w.post('/lms/admin/config/fileimport', settings);
    const refused = await w.post('/lms/lmsrecords/service/run');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().detail).toBe(`The SFTP server 127.0.0.1:${sshd.port} refused the user name or password for "${SFTP_USER}".`);
    expect(existsSync(file)).toBe(true);

    await w.post('/lms/admin/config/fileimport', { ...settings, password: SFTP_PASSWORD });
    const run = await w.post('/lms/lmsrecords/service/run');
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ source: 'sftp', files: 2, imports: [{ rows: 1, imported: 1 }] });
    expect(run.json().message).toContain('broken.csv: The file is not valid CSV at line 2, column 3 (LastName): a quote appears inside a field that does not start with one');
    expect(existsSync(file)).toBe(false);
    expect(existsSync(join(sshd.drop, 'imported', 'sifter.csv'))).toBe(true);
    expect(existsSync(join(sshd.drop, 'notes.txt'))).toBe(true);
    expect((await w.post('/lms/lmsrecords/service/run')).json()).toMatchObject({ files: 0 });
    expect(await w.lms.server.lms.LmsRecord.countDocuments({ serviceNo: 'SN501' })).toBe(1);
  });
});

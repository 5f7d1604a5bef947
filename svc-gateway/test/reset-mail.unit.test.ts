import { describe, expect, it } from 'vitest';
import { confirmEmailMail, resetMail } from '../src/routes/auth/reset-mail';

describe("account e-mails in the user's language (issue 36)", () => {
  it('writes the password reset e-mail in Welsh for a Welsh user, the link as given', () => {
    const mail = resetMail('cy', 'Gwen Onn', 'https://portal.test/resetpassword?token=abc', 30);
    expect(mail.subject).toBe('Ailosod eich cyfrinair Firecrest');
    expect(mail.text.split('\n')).toEqual([
      'Helo Gwen Onn,',
      '',
      'Gofynnodd rhywun (chi, gobeithio) am ailosod cyfrinair eich cyfrif Firecrest. Agorwch y ddolen hon i ddewis un newydd:',
      '',
      'https://portal.test/resetpassword?token=abc',
      '',
      "Mae'r ddolen yn gweithio unwaith ac yn dod i ben ymhen 30 munud. Os na wnaethoch ofyn amdani, anwybyddwch yr e-bost hwn: mae eich cyfrinair yn aros fel y mae.",
    ]);
  });

  it('writes the address confirmation in English for an English user', () => {
    const mail = confirmEmailMail('en-GB', 'Erin Elm', 'https://portal.test/confirmEmail?token=xyz', 60);
    expect(mail.subject).toBe('Confirm your Firecrest e-mail address');
    expect(mail.text).toContain('Hello Erin Elm,');
    expect(mail.text).toContain('expires in 60 minutes');
  });
});

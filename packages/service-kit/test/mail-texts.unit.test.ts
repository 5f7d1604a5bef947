import { describe, expect, it } from 'vitest';
import { MAIL_TEXTS, mailLanguage, mailText, messageMailBody } from '../src';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the e-mail catalogue (issue 36)', () => {
  it('has every text in English and Welsh, none empty, with the same placeholders', () => {
    expect(Object.keys(MAIL_TEXTS.cy).sort()).toEqual(Object.keys(MAIL_TEXTS['en-GB']).sort());
    for (const [key, english] of Object.entries(MAIL_TEXTS['en-GB'])) {
      const welsh = MAIL_TEXTS.cy[key as keyof typeof MAIL_TEXTS.cy];
      expect(welsh.trim(), key).not.toBe('');
      expect(placeholders(welsh), key).toEqual(placeholders(english));
    }
  });

  it("takes the recipient's language when the catalogue has it, the configured default otherwise", () => {
    expect(mailLanguage('cy', 'en-GB')).toBe('cy');
    expect(mailLanguage(null, 'cy')).toBe('cy');
    expect(mailLanguage('fr', 'en-GB')).toBe('en-GB');
    expect(mailText('cy', 'reset.expiry', { minutes: 30 })).toContain('ymhen 30 munud');
  });

  it("frames a person's message in the recipient's language and leaves their text as written", () => {
    const body = messageMailBody('cy', { recipient: 'Erin Elm', from: 'Sam Sender', body: 'Saturday 10:00 to 16:00.' });
    expect(body.split('\n')).toEqual(['Helo Erin Elm,', '', 'Anfonodd Sam Sender y neges hon atoch yn Firecrest:', '', 'Saturday 10:00 to 16:00.', '', '--', "Mewngofnodwch i Firecrest i ddarllen eich negeseuon ac i'w hateb."]);
  });
});

import type { Language } from '@firecrest/contracts';
import { mailTexts } from './mail-texts';

/**
 * The e-mail of a message a person wrote in Firecrest: their text as written, framed in the recipient's language
 * (greeting, who sent it, the footer).
 */
export function messageMailBody(language: Language, { recipient, from, body }: { recipient: string; from: string; body: string }): string {
  const t = mailTexts(language);
  return [t('message.greeting', { name: recipient }), '', t('message.intro', { from }), '', body, '', '--', t('message.footer')].join('\n');
}

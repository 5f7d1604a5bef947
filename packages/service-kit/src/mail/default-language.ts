import type { FastifyInstance } from 'fastify';
import type { Language } from '@firecrest/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /** DEFAULT_LANGUAGE: the language of e-mails to a user who chose none (issue 36). */
    defaultLanguage: Language;
  }
}

/** Makes the configured default language known to the service's senders of e-mail (`fastify.defaultLanguage`). */
export function decorateDefaultLanguage(fastify: FastifyInstance, language: Language): void {
  fastify.decorate('defaultLanguage', language);
}

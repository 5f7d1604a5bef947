/** A scheduled source that could not be read: the message says what to fix and never holds the password. */
export class SourceError extends Error {
  override name = 'SourceError';
}

export interface SourceConnection {
  serverName: string;
  port: number | null;
  useSSL: boolean;
  userName: string;
  password: string;
  domain: string;
  fileFolder: string;
}

/** A file the source handed over, and how to mark it done once imported. */
export interface SourceFile {
  name: string;
  content: Buffer;
  /** Where it came from, for the results e-mail (a message's sender and subject, or a path). */
  origin: string;
}

export const isCsvName = (name: string) => /\.csv$/i.test(name);

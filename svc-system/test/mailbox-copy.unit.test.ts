import { describe, expect, it } from 'vitest';
import { COPY_NAMES, mailboxCopy, namesLine } from '../src/routes/messages/delivery';
import type { StoredMessage } from '../src/models/messages';

const to = (n: number) => Array.from({ length: n }, (_, i) => ({ userId: `u${i}`, name: `Person ${i}` }));
const message = (n: number): StoredMessage => ({
  _id: 7,
  subject: 'Hydrant checks',
  body: 'Please check the hydrants on your patch.',
  from: { userId: 'u-sender', name: 'Sam Sender' },
  to: to(n),
  type: 'gartan',
  status: 'sending',
  scheduledFor: null,
  sentDate: null,
  system: false,
  externalId: 'm:7',
  createdDate: new Date('2026-01-01T00:00:00Z'),
});

describe('a mailbox copy names the recipients', () => {
  it('all of them on the sender\'s copy, the first few and how many others on a recipient\'s', () => {
    const sent = mailboxCopy(1, message(1500), 'u-sender', 'from', 'sent', new Date());
    expect(sent.toNames.split(', ')).toHaveLength(1500);
    const received = mailboxCopy(2, message(1500), 'u3', 'to', 'inbox', new Date());
    expect(received.toNames).toBe(`${to(COPY_NAMES).map((p) => p.name).join(', ')} and 1,480 others`);
    expect(received.searchText).toContain('person 19 and 1,480 others');
    expect(received.searchText).not.toContain('person 20,');
    expect(received.searchText.length).toBeLessThan(1_000);
  });

  it('a short list whole, and one other in the singular', () => {
    expect(namesLine(to(2), COPY_NAMES)).toBe('Person 0, Person 1');
    expect(namesLine(to(3), 2)).toBe('Person 0, Person 1 and 1 other');
    expect(namesLine([])).toBe('');
  });
});

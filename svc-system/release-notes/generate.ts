/**
 * Writes release-notes.json from this repository's own history: one version per month, an item per product commit
 * (benchmark figures, test-only and documentation commits are left out), a bug fix when the commit says it mends
 * something. Run after a release: `npx tsx svc-system/release-notes/generate.ts`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ReleaseItem {
  heading: string;
  description: string;
  isNewFeature: boolean;
  commit: string;
}
interface ReleaseVersion {
  versionLabel: string;
  releaseDate: string;
  releaseItems: ReleaseItem[];
}

const CHORE = /^(bench|bench\/README|README|docs|tests?|e2e|remove a scratch|type the|contracts index)\b/i;
const FIX = /\b(fix(es|ed)?|mends?|no longer|bug|by mistake|instead of|again)\b/i;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function item(hash: string, subject: string): ReleaseItem {
  const colon = subject.indexOf(': ');
  const [heading, description] = colon > 0 && colon <= 60 ? [subject.slice(0, colon), subject.slice(colon + 2)] : [subject.split(/[,;(]/)[0].slice(0, 80).trim(), subject];
  return { heading, description: description.charAt(0).toUpperCase() + description.slice(1), isNewFeature: !FIX.test(subject), commit: hash.slice(0, 7) };
}

const log = execFileSync('git', ['log', '--no-merges', '--format=%H%x09%aI%x09%s'], { encoding: 'utf8' });
const byMonth = new Map<string, { last: string; items: ReleaseItem[] }>();
for (const line of log.trim().split('\n')) {
  const [hash, date, subject] = line.split('\t');
  if (!subject || CHORE.test(subject)) continue;
  const month = date.slice(0, 7);
  const entry = byMonth.get(month) ?? { last: date, items: [] };
  entry.items.push(item(hash, subject));
  byMonth.set(month, entry);
}
const versions: ReleaseVersion[] = [...byMonth.entries()].map(([month, { last, items }]) => ({
  versionLabel: `${month.replace('-', '.')} (${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)})`,
  releaseDate: last.slice(0, 10),
  releaseItems: items,
}));
writeFileSync(fileURLToPath(new URL('./release-notes.json', import.meta.url)), `${JSON.stringify(versions, null, 2)}\n`);
process.stdout.write(`${versions.length} versions, ${versions.reduce((n, v) => n + v.releaseItems.length, 0)} items\n`);

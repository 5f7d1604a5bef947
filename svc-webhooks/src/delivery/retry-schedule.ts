/** ±20 % around each wait, so receivers that failed together are not all retried in the same second. */
const JITTER = 0.2;

/**
 * When the attempt after `attempts` failed ones is due, or null when the schedule is spent. `schedule[n]` is the
 * wait before attempt n+1 (the first, 0, is the delivery itself).
 */
export function nextAttemptAfter(schedule: number[], attempts: number, now: Date, random = Math.random): Date | null {
  const wait = schedule[attempts];
  if (wait === undefined) return null;
  return new Date(now.getTime() + Math.round(wait * (1 - JITTER + 2 * JITTER * random())));
}

export const parseSchedule = (text: string) => text.split(',').map(Number);

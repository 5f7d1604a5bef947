import type { FastifyInstance } from 'fastify';
import { ACTION_PLAN_REMINDER_DAYS, notificationRequested, userMessageRequested, type ActionPlanType, type NotificationRequested, type UserMessageRequested } from '@firecrest/contracts';
import { jobsPlugin, mailLanguage, mailTexts, type MailKey } from '@firecrest/service-kit';
import { addressOf, channelsOf } from '../routes/event-communications/dispatch';

/** The e-mail catalogue's name of each plan type. */
const PLAN_TYPE_KEYS: Record<ActionPlanType, MailKey> = { remedial: 'actionPlan.type.remedial', development: 'actionPlan.type.development', performance: 'actionPlan.type.performance' };

export const ACTION_PLAN_REMINDER_JOB = 'action-plans.remind-before-resolve-by';
const day = (offset: number, from = new Date()) => new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Reminds each open or in-progress plan due within ACTION_PLAN_REMINDER_DAYS, once per resolve-by date (a moved date
 * is reminded again), to its employee and line manager: by their users' channels as training-event messages go (an
 * in-app message, or svc-scheduler's outgoing messages for e-mail and SMS; an e-mail for someone without a user account). Each
 * message's id names the plan, date, person and channel, so a repeated run sends nothing twice. Answers how many plans.
 */
export async function remindActionPlans(fastify: FastifyInstance, now = new Date()): Promise<number> {
  const { ActionPlan: Plans, RecipientContact: Contacts, RecipientAccount: Accounts } = fastify.training;
  const due = await Plans.find({ status: { $in: ['open', 'inProgress'] }, resolveByDate: { $lte: day(ACTION_PLAN_REMINDER_DAYS, now) } }).lean();
  const pending = due.filter((p) => p.remindedFor !== p.resolveByDate);
  if (!pending.length) return 0;
  const people = [...new Set(pending.flatMap((p) => [p.employeeId, p.lineManagerEmployeeId ?? 0]).filter(Boolean))];
  const [contacts, accounts] = await Promise.all([Contacts.find({ _id: { $in: people } }).lean(), Accounts.find({ employeeId: { $in: people }, disabled: false }).lean()]);
  const inbox: UserMessageRequested[] = [];
  const outgoing: NotificationRequested[] = [];
  for (const plan of pending) {
    const overdue = plan.resolveByDate < day(0, now);
    for (const employeeId of new Set([plan.employeeId, plan.lineManagerEmployeeId ?? 0].filter(Boolean))) {
      const who = { contact: contacts.find((c) => c._id === employeeId) ?? null, account: accounts.find((a) => a.employeeId === employeeId) ?? null };
      // In the language the person's user chose (issue 36); the plan's description as written.
      const t = mailTexts(mailLanguage(who.account?.language, fastify.defaultLanguage));
      const values = { id: plan._id, date: plan.resolveByDate };
      const subject = t(overdue ? 'actionPlan.subjectWasDue' : 'actionPlan.subjectDue', values);
      const body = `${t('actionPlan.body', { type: t(PLAN_TYPE_KEYS[plan.type]), description: plan.description })}\n\n${t('actionPlan.resolve', values)}`;
      const from = t('actionPlan.from');
      for (const channel of channelsOf('channels', who)) {
        const id = `action-plan:${plan._id}:${plan.resolveByDate}:${employeeId}:${channel}`;
        const to = addressOf(channel, who);
        if (!to) continue;
        if (channel === 'gartan') inbox.push({ id, userId: to, from, subject, body, sentDate: now.toISOString() });
        else outgoing.push({ id, channel, to, subject, body });
      }
    }
  }
  if (inbox.length) await fastify.events.publishMany(userMessageRequested, inbox, (m) => m.id);
  if (outgoing.length) await fastify.events.publishMany(notificationRequested, outgoing, (m) => m.id);
  // The reminder is not part of the plan's event: the plan itself did not change.
  await Plans.bulkWrite(pending.map((p) => ({ updateOne: { filter: { _id: p._id }, update: { $set: { remindedFor: p.resolveByDate } } } })));
  return pending.length;
}

/** Runs the reminders hourly on one instance (agenda, in this service's database). */
export async function defineActionPlanReminders(fastify: FastifyInstance) {
  if (!fastify.hasDecorator('agenda')) await fastify.register(jobsPlugin, { processEvery: '1 minute' });
  fastify.agenda.define(ACTION_PLAN_REMINDER_JOB, async () => {
    const reminded = await remindActionPlans(fastify);
    if (reminded) fastify.log.info({ reminded }, 'action plans reminded');
  });
  fastify.addHook('onReady', async () => {
    await fastify.agenda.every('1 hour', ACTION_PLAN_REMINDER_JOB);
  });
}

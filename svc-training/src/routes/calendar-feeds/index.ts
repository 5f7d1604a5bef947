import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { API_CONSTANTS, CALENDAR_FEED_ROLE_TYPES, CALENDAR_FEED_ROLES, CALENDAR_FEED_WINDOW, calendarFeedBodySchema, PLACE_HOLDING_STATUSES, type CalendarFeedBody, type CalendarFeedRow } from '@firecrest/contracts';
import { ProblemError } from '@firecrest/service-kit';
import type { CalendarFeed } from '../../models/calendar-feed';
import { feedCalendar } from './feed-calendar';
import { entryShown } from '../../events/calendar-entries';
import { feedDay, keptFeedAnswers } from './kept-answers';

const DAY = 86_400_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const row = (f: CalendarFeed, path?: string): CalendarFeedRow => ({
  id: f._id,
  kind: f.kind,
  subjectId: f.subjectId,
  name: f.name ?? '',
  roles: f.roles ?? [...CALENDAR_FEED_ROLES],
  trainingTypes: f.trainingTypes ?? [1, 2],
  includeCancelled: f.includeCancelled ?? true,
  includeComments: f.includeComments ?? true,
  createdDate: f.createdDate.toISOString(),
  ...(path ? { path } : {}),
});
const { Pending, Complete } = API_CONSTANTS.TrainingEventStatus;
const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', maxLength: 40 } } } as const;
const fileParams = { type: 'object', required: ['file'], additionalProperties: false, properties: { file: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,80}\\.ics$' } } } as const;

/**
 * iCalendar feeds (issue 32, RFC 5545) of training events, for Outlook or Google calendars: a user makes a feed of an
 * employee's events (those they attend or run: a place on the event, as delegate, instructor or FDO) or of a station's
 * (events held there), gets its secret address once, lists their feeds and deletes one to revoke its address. The
 * address itself needs no sign-in (calendar programs cannot sign in): the token is the secret. The maker chooses what
 * the feed shows: its name, which of the employee's places, which types of training, cancelled events and comments.
 * Events are read from the calendar entries (events/calendar-entries.ts), a fraction of an event each; a
 * station feed's answer is kept until one of the station's entries changes or the day does (kept-answers.ts). The
 * window is counted from the start of the day (UTC), so an answer holds all day.
 */
export const calendarFeedRoutes: FastifyPluginAsync = async (fastify) => {
  const { CalendarFeed: Feeds, CalendarEntry: Entries, TrainingEventAttendee: Attendees } = fastify.training;
  const tags = ['calendar feeds'];
  const kept = keptFeedAnswers(fastify);

  fastify.post<{ Body: CalendarFeedBody }>(
    '/calendar-feeds',
    { config: { access: { permission: ['COURSES', 'view'] } }, schema: { tags, summary: 'Make a secret feed (its address is answered once)', body: calendarFeedBodySchema } },
    async (request, reply) => {
      const { kind, subjectId, name = '', roles = [...CALENDAR_FEED_ROLES], trainingTypes = [1, 2], includeCancelled = true, includeComments = true } = request.body;
      if (kind === 'employee') await fastify.personnelReferences.employees(request, 'subjectId', [subjectId]);
      else await fastify.personnelReferences.locations(request, 'subjectId', [subjectId], 'station');
      const token = randomBytes(32).toString('base64url');
      const feed = await Feeds.create({ _id: randomUUID(), tokenHash: hashOf(token), kind, subjectId, owner: request.identity!.username, createdDate: new Date(), name: name.trim(), roles, trainingTypes, includeCancelled, includeComments });
      return reply.code(201).send(row(feed.toObject(), `/api/training/calendar-feeds/${token}.ics`));
    },
  );

  fastify.get('/calendar-feeds', { config: { access: { permission: ['COURSES', 'view'] } }, schema: { tags, summary: 'My feeds' } }, async (request) => ({
    data: (await Feeds.find({ owner: request.identity!.username }).sort({ createdDate: -1 }).lean()).map((f) => row(f)),
  }));

  fastify.delete<{ Params: { id: string } }>(
    '/calendar-feeds/:id',
    { config: { access: { permission: ['COURSES', 'view'] } }, schema: { tags, summary: 'Revoke one of my feeds', params: idParams } },
    async (request, reply) => {
      const gone = await Feeds.deleteOne({ _id: request.params.id, owner: request.identity!.username });
      if (!gone.deletedCount) throw new ProblemError('notFound', 'The feed does not exist or is not yours.');
      kept.forget(request.params.id);
      return reply.code(204).send();
    },
  );

  fastify.get<{ Params: { file: string } }>(
    '/calendar-feeds/:file',
    { config: { access: { public: true } }, schema: { tags, summary: 'The feed (RFC 5545), by its secret address', params: fileParams } },
    async (request, reply) => {
      const feed = await Feeds.findOne({ tokenHash: hashOf(request.params.file.slice(0, -'.ics'.length)) }).lean();
      if (!feed) throw new ProblemError('notFound', 'This calendar feed does not exist or was revoked.');
      const day = feedDay();
      const start = new Date(`${day}T00:00:00Z`).getTime();
      const window = { lastDate: { $gte: new Date(start - CALENDAR_FEED_WINDOW.pastDays * DAY) }, firstDate: { $lte: new Date(start + CALENDAR_FEED_WINDOW.futureDays * DAY) } };
      const chosen = {
        ...(feed.trainingTypes?.length === 1 && { trainingType: feed.trainingTypes[0] }),
        ...(feed.includeCancelled === false && { status: { $in: [Pending, Complete] } }),
      };
      const name = feed.name || (feed.kind === 'station' ? `Training at station ${feed.subjectId}` : 'My training');
      const calendar = (events: Parameters<typeof entryShown>[0][]) => feedCalendar(name, events.map(entryShown), { includeComments: feed.includeComments ?? true });
      let body;
      if (feed.kind === 'station') {
        body = await kept.answer(feed._id, feed.subjectId, day, async () => calendar(await Entries.find({ trainingLocationIds: feed.subjectId, ...window, ...chosen }).sort({ firstDate: 1 }).limit(5000).lean()));
      } else {
        const types = (feed.roles ?? CALENDAR_FEED_ROLES).map((r) => CALENDAR_FEED_ROLE_TYPES[r]);
        const places = await Attendees.find({ employeeId: feed.subjectId, statusId: { $in: PLACE_HOLDING_STATUSES }, ...(types.length < CALENDAR_FEED_ROLES.length && { attendeeType: { $in: types } }) }, { trainingEventId: 1 }).lean();
        body = calendar(places.length ? await Entries.find({ _id: { $in: [...new Set(places.map((p) => p.trainingEventId))] }, ...window, ...chosen }).sort({ firstDate: 1 }).lean() : []);
      }
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').header('content-disposition', 'inline; filename="training.ics"').send(body);
    },
  );
};

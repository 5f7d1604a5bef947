import type { FastifyInstance } from 'fastify';
import { employeeEvents, locationCreated, locationDeleted, locationUpdated, userCreated, userUpdated, type EmployeeEvent, type LocationEvent, type UserEvent } from '@firecrest/contracts';

/** Read from the start of each topic: a new instance knows everyone before its first message. */
const CONTACTS = { group: 'contacts', fromBeginning: true } as const;

/**
 * How recipients are reached, kept from their owners' events (an entity's events arrive in order, so the last one
 * written wins): e-mail and phone from svc-personnel's employees, user accounts (Gartan messages, the user's own phone and notification channels) from svc-gateway,
 * venues from svc-personnel's locations. Sending then asks no other service, and a scheduled message goes out even
 * while they are away.
 */
export function subscribeContacts(fastify: FastifyInstance) {
  const { RecipientContact: Contacts, RecipientAccount: Accounts, Venue: Venues } = fastify.training;

  const contact = async ({ payload: e }: { payload: EmployeeEvent }) => {
    const phone = e.phones?.find((p) => p.isDefault) ?? e.phones?.[0];
    const fields = { firstName: e.firstName, lastName: e.lastName, email: e.email.trim(), phone: phone ? `${phone.prefix}${phone.number}`.trim() : (e.phoneNumbers[0] ?? '') };
    await Contacts.updateOne({ _id: e.id }, { $set: fields }, { upsert: true });
  };
  fastify.events.subscribe(employeeEvents.created, contact, CONTACTS);
  fastify.events.subscribe(employeeEvents.updated, contact, CONTACTS);
  fastify.events.subscribe(employeeEvents.deleted, async ({ payload }) => void (await Contacts.deleteOne({ _id: payload.id })), CONTACTS);

  const account = async ({ payload: u }: { payload: UserEvent }) => {
    const employeeId = u.employeeId ? Number(u.employeeId) : null;
    const reached = { phone: u.phoneNumber ?? '', channels: u.notificationChannels ?? null, ...(u.language !== undefined ? { language: u.language } : {}) };
    await Accounts.updateOne({ _id: u.id }, { $set: { employeeId: Number.isInteger(employeeId) ? employeeId : null, email: u.email ?? '', disabled: u.disabled, ...reached } }, { upsert: true });
  };
  fastify.events.subscribe(userCreated, account, CONTACTS);
  fastify.events.subscribe(userUpdated, account, CONTACTS);

  const venue = async ({ payload: l }: { payload: LocationEvent }) => void (await Venues.updateOne({ _id: l.id }, { $set: { name: l.name, address: l.address, postcode: l.postcode } }, { upsert: true }));
  fastify.events.subscribe(locationCreated, venue, CONTACTS);
  fastify.events.subscribe(locationUpdated, venue, CONTACTS);
  fastify.events.subscribe(locationDeleted, async ({ payload }) => void (await Venues.deleteOne({ _id: payload.id })), CONTACTS);
}

import type { FastifyPluginAsync } from 'fastify';
import type { Model } from 'mongoose';
import { ProblemError } from '@firecrest/service-kit';
import type { Employee } from '../../models/employee';
import { scopeOf } from '../../scope';
import { employeeEvent, isActive } from './employee-fields';

const ORDER_BY = { lastName: 'lastNameLower', firstName: 'firstNameLower', serviceNumber: 'serviceNumber', id: '_id' } as const;
const SEARCH_MIN = 3;
const id = { type: 'integer', minimum: 1 } as const;

const searchQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 100 },
    stationId: id,
    staffGroupId: id,
    roleId: id,
    active: { type: 'boolean' },
    orderBy: { type: 'string', enum: Object.keys(ORDER_BY), default: 'lastName' },
    orderByDescending: { type: 'boolean', default: false },
    page: { type: 'integer', minimum: 0, default: 0 },
    itemsPerPage: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;
interface SearchQuery {
  q?: string;
  stationId?: number;
  staffGroupId?: number;
  roleId?: number;
  active?: boolean;
  orderBy: keyof typeof ORDER_BY;
  orderByDescending: boolean;
  page: number;
  itemsPerPage: number;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Mongo filter of the personnel list: words all present in name or service number, filters, and the caller's scope. */
export function employeeListFilter(q: Omit<SearchQuery, 'orderBy' | 'orderByDescending' | 'page' | 'itemsPerPage'>, scope: number[] | null, today = new Date().toISOString().slice(0, 10)) {
  const and: Record<string, unknown>[] = [];
  const words = (q.q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  for (const word of words) and.push({ searchText: { $regex: escapeRegex(word) } });
  if (q.stationId) and.push({ stationIds: q.stationId });
  if (q.staffGroupId) and.push({ staffGroupIds: q.staffGroupId });
  if (q.roleId) and.push({ roleIds: q.roleId });
  if (q.active === true) and.push({ activeFrom: { $lte: today } }, { activeUntil: { $gte: today } });
  if (q.active === false) and.push({ $or: [{ activeFrom: { $gt: today } }, { activeUntil: { $lt: today } }] });
  if (scope !== null) and.push({ stationIds: { $in: scope } });
  return and.length ? { $and: and } : {};
}

/** The entity list (`GET /personnel/employees`) for a caller who manages only some locations. */
export async function scopedEntityList(Employees: Model<Employee>, query: Record<string, number>, scope: number[]) {
  const page = Number(query.page ?? 0);
  const itemsPerPage = Number(query.itemsPerPage ?? 100);
  const filter = { stationIds: { $in: scope } };
  const [total, rows] = await Promise.all([Employees.countDocuments(filter), Employees.find(filter).sort({ _id: -1 }).skip(page * itemsPerPage).limit(itemsPerPage).lean()]);
  return { data: rows.map((r) => employeeEvent(r as Employee)), total };
}

/**
 * `GET /personnel/employees/search`: the portal's personnel list. Search text needs at least 3 characters (spec §9);
 * station, staff group, role and active filters; sortable; paged on the server.
 */
export const employeeSearchRoute: FastifyPluginAsync = async (fastify) => {
  const { Employee: Employees } = fastify.personnel;
  fastify.get<{ Querystring: SearchQuery }>(
    '/search',
    { config: { access: { permission: ['EMPLOYEES', 'view'] } }, schema: { tags: ['Employee'], summary: 'Search the personnel list', querystring: searchQuery } },
    async (request) => {
      const q = request.query;
      if (q.q && q.q.trim().length < SEARCH_MIN) throw new ProblemError('validation', 'Enter at least 3 characters to filter or search', [{ field: 'q', message: 'Enter at least 3 characters to filter or search' }]);
      const filter = employeeListFilter(q, scopeOf(request));
      const sortField = ORDER_BY[q.orderBy];
      const direction = q.orderByDescending ? -1 : 1;
      const projection = { firstName: 1, lastName: 1, serviceNumber: 1, primaryStationId: 1, stationIds: 1, staffGroupIds: 1, roleIds: 1, activeFrom: 1, activeUntil: 1, email: 1 };
      const [total, rows] = await Promise.all([
        Employees.countDocuments(filter),
        Employees.find(filter, projection)
          .sort({ [sortField]: direction, _id: direction })
          .skip(q.page * q.itemsPerPage)
          .limit(q.itemsPerPage)
          .lean(),
      ]);
      return {
        data: rows.map((r) => ({
          id: r._id,
          firstName: r.firstName,
          lastName: r.lastName,
          serviceNumber: r.serviceNumber ?? '',
          email: r.email,
          stationId: r.primaryStationId ?? null,
          staffGroupIds: r.staffGroupIds ?? [],
          roleIds: r.roleIds ?? [],
          active: isActive(r),
        })),
        total,
      };
    },
  );
};

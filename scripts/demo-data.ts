/**
 * Demo data: a believable fire and rescue service, written through the owning services' own routes (their bulk
 * routes for the big lists) so every change flows as events to the read models. Deterministic for a seed and an
 * anchor day (training events run from two years before it to one year after). Sizes: `default` for the portal,
 * `bench` (100,000 employees, 1,000,000 training events) for bench/, and `bench-employees` (100,000 employees with the
 * default's 900 training events: the employees figures, loaded in a fraction of the time).
 */
import { allPermissions, type PermissionMap } from '@firecrest/contracts';
import { IDENTITY_HEADER, signIdentity, type Identity } from '@firecrest/service-kit';
import { Agent } from 'undici';

/**
 * On FerretDB a bulk write can wait minutes behind the read model catching up with the previous ones; a bulk insert
 * is not safe to retry, so the load waits for its answer instead of giving up after fetch's default five minutes.
 */
const patient = new Agent({ headersTimeout: 0, bodyTimeout: 0 });

export interface DemoUrls {
  gateway: string;
  personnel: string;
  training: string;
}

/** mulberry32: small, fast and repeatable. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOWNS = ['Hightown', 'Lowbridge', 'Castle Hill', 'Marsh End', 'Kingsford', 'Ashby', 'Brookfield', 'Cold Norton', 'Deepdale', 'Eastwick', 'Fairholme', 'Greystone', 'Harbourside', 'Ivybridge', 'Juniper Vale', 'Kestrel Moor', 'Longmead', 'Millbrook', 'Newhaven', 'Oakridge', 'Pennington', 'Queensway', 'Redcliffe', 'Stonebury', 'Thornbury', 'Upton Wold', 'Valley Road', 'Westgate', 'Yarrow', 'Zennor Cross', 'Abbotsleigh', 'Blackwater', 'Chalkpit', 'Dunmore', 'Elmstead', 'Foxhollow', 'Glenfield', 'Hawksmoor', 'Ironbridge', 'Jacobs Well'];
const STREETS = ['Station Road', 'High Street', 'Mill Lane', 'Church Street', 'Bridge Street', 'Victoria Road', 'Park Avenue', 'London Road'];
const SKILLS = ['Breathing apparatus', 'Road traffic collision', 'Water rescue', 'Working at height', 'Hazardous materials', 'Casualty care', 'Aerial ladder platform', 'Emergency response driving', 'Pump operation', 'Incident command', 'Rope rescue', 'Urban search and rescue', 'Fire investigation', 'Wildfire', 'Safe working with electricity', 'Ladders', 'Hose running', 'Building fire', 'Compartment fire behaviour', 'Animal rescue'];
const LEVELS = ['Awareness', 'Operator', 'Technician', 'Supervisor', 'Instructor', 'Refresher'];
const PROGRAMS = ['Firefighter development', 'Crew manager development', 'Watch manager development', 'On-call firefighter', 'Specialist rescue', 'Driver training'];
const INCIDENT_TYPES: [string, string][] = [['FIRE-B', 'Building fire'], ['FIRE-V', 'Vehicle fire'], ['FIRE-S', 'Secondary fire'], ['RTC', 'Road traffic collision'], ['FLOOD', 'Flooding'], ['RESC-W', 'Water rescue'], ['RESC-H', 'Rescue from height'], ['HAZMAT', 'Hazardous materials'], ['AFA', 'Automatic fire alarm'], ['ASSIST', 'Assist other agencies']];

export function demoDataset(seed = 42) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const postcode = () => `${pick(['HT', 'LB', 'KF', 'AS', 'BR'])}${1 + Math.floor(next() * 19)} ${1 + Math.floor(next() * 9)}${pick(['AB', 'CD', 'EF', 'GH', 'JK'])}`;
  const phone = () => `01632 ${String(960000 + Math.floor(next() * 999)).padStart(6, '0')}`;
  const stations = TOWNS.map((town, i) => ({
    kind: 'station' as const,
    callSign: `S${String(i + 1).padStart(2, '0')}`,
    name: town,
    address: `${1 + Math.floor(next() * 120)} ${pick(STREETS)}, ${town}`,
    postcode: postcode(),
    phone: phone(),
  }));
  const trainingLocations = ['Training Centre North', 'Training Centre South', 'Marine Training Facility', 'Breathing Apparatus Training House'].map((name, i) => ({
    kind: 'trainingLocation' as const,
    callSign: `TC${i + 1}`,
    name,
    address: `${1 + Math.floor(next() * 60)} Training Way, ${pick(TOWNS)}`,
    postcode: postcode(),
    phone: phone(),
  }));
  const competencies = SKILLS.flatMap((skill, s) => LEVELS.map((level, l) => ({ code: `C${String(s * LEVELS.length + l + 1).padStart(3, '0')}`, name: `${skill} — ${level}` })));
  const subjectAreas = SKILLS.map((skill, i) => ({ code: `SA${String(i + 1).padStart(2, '0')}`, name: skill }));
  const programs = PROGRAMS.map((name, i) => ({ code: `P${i + 1}`, name }));
  const bookingTypes = [{ code: 'TP', name: 'Training period' }, { code: 'RP', name: 'Rest period' }];
  const incidentTypes = INCIDENT_TYPES.map(([code, name]) => ({ code, name }));
  const roles: { name: string; accessAllLocations: boolean; permissions: PermissionMap }[] = [
    { name: 'Training centre administrator', accessAllLocations: true, permissions: { COURSES: ['view', 'create', 'edit', 'delete', 'approve'], COURSE_ADMIN: ['view', 'create', 'edit'], LMS_IMPORTS: ['view', 'create'], TRAINING_RESOURCES: ['view', 'create', 'edit'], COMPETENCIES: ['view'], LOCATIONS: ['view'], DASHBOARD: ['view'], EVALUATE_TRAINING_EVENT: ['approve'], EVALUATE_LMS: ['approve'] } },
    { name: 'Station manager', accessAllLocations: false, permissions: { PERSONNEL: ['view', 'edit'], EMPLOYEES: ['view'], COURSES: ['view'], STATUSES: ['view'], REPORTS: ['view'], INCIDENTS: ['view', 'create', 'edit', 'approve'], DASHBOARD: ['view'], EVALUATE_INCIDENT: ['approve'], EVALUATE_ACTION_PLAN: ['approve'] } },
    { name: 'Integrator', accessAllLocations: true, permissions: { API_KEYS: ['view'], USERS: ['view'], ROLES: ['view'], LOCATIONS: ['view'], COMPETENCIES: ['view'], SUBJECT_AREAS: ['view'], COMPETENCY_PROGRAMS: ['view'], STATUSES: ['view'], COURSE_ADMIN: ['view'], INCIDENTS: ['view'] } },
  ];
  const organisation = {
    watch: ['Red', 'White', 'Blue', 'Green'],
    roster: ['Wholetime 2-2-4', 'Day crewing', 'On-call'],
    staffGroup: ['Operational', 'Control', 'Support staff'],
    employeeRole: ['Firefighter', 'Crew Manager', 'Watch Manager', 'Station Manager', 'Group Manager', 'Control Operator'],
  };
  return { stations, trainingLocations, competencies, subjectAreas, programs, bookingTypes, incidentTypes, roles, organisation };
}

export const DEMO_SIZES = {
  default: { employees: 1_500, trainingEvents: 900, attendeesPerEvent: 4, competenciesPerEmployee: 4, subjectAreasPerEmployee: 2, incidents: 3_000 },
  bench: { employees: 100_000, trainingEvents: 1_000_000, attendeesPerEvent: 0, competenciesPerEmployee: 0, subjectAreasPerEmployee: 0, incidents: 10_000 },
  'bench-employees': { employees: 100_000, trainingEvents: 900, attendeesPerEvent: 0, competenciesPerEmployee: 0, subjectAreasPerEmployee: 0, incidents: 3_000 },
} as const;
export type DemoSize = keyof typeof DEMO_SIZES;

const FIRST_NAMES = ['Alex', 'Sam', 'Jordan', 'Chris', 'Jamie', 'Taylor', 'Morgan', 'Casey', 'Robin', 'Charlie', 'Priya', 'Aisha', 'Tom', 'Emma', 'Oliver', 'Sophie', 'Liam', 'Grace', 'Noah', 'Mia', 'Owen', 'Ella', 'Rhys', 'Zara', 'Dan', 'Kate', 'Ben', 'Lucy', 'Hassan', 'Niamh'];
const LAST_NAMES = ['Smith', 'Jones', 'Williams', 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Roberts', 'Johnson', 'Lewis', 'Walker', 'Robinson', 'Wood', 'Thompson', 'White', 'Watson', 'Jackson', 'Wright', 'Green', 'Harris', 'Cooper', 'King', 'Lee', 'Martin', 'Clarke', 'James', 'Morgan', 'Hughes', 'Edwards', 'Hill', 'Moore', 'Clark', 'Harrison', 'Scott', 'Young', 'Morris', 'Hall', 'Ward', 'Turner', 'Carter', 'Phillips', 'Mitchell', 'Patel', 'Adams', 'Campbell', 'Anderson', 'Allen', 'Cook'];
const COURSE_NAMES = ['Breathing apparatus initial', 'Breathing apparatus refresher', 'Road traffic collision', 'Water rescue first responder', 'Working at height', 'Hazardous materials awareness', 'Casualty care', 'Emergency response driving', 'Incident command level 1', 'Pump operation', 'Compartment fire behaviour', 'Rope rescue'];
const DAY = 86_400_000;

/** Numbers drawn for one item alone, so any chunk of a big list is the same whichever chunks come before it. */
const itemRandom = (seed: number, list: number, index: number) => random((seed * 1_000_003 + list * 7_919 + index) >>> 0);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const uuid = (next: () => number) => {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** Ids the generated items point at: what the loader got back when it created the lists. */
export interface DemoIds {
  stations: number[];
  trainingLocations: number[];
  organisation: Record<'watch' | 'roster' | 'staffGroup' | 'employeeRole', number[]>;
  competencies: number[];
  subjectAreas: number[];
  programs: number[];
  bookingTypes: number[];
  incidentTypes: number[];
}

export function demoEmployee(seed: number, index: number, ids: DemoIds, anchor: number) {
  const next = itemRandom(seed, 1, index);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const firstName = pick(FIRST_NAMES);
  const lastName = pick(LAST_NAMES);
  const joined = anchor - Math.floor(next() * 25 * 365) * DAY;
  const role = next() < 0.7 ? ids.organisation.employeeRole[0] : pick(ids.organisation.employeeRole);
  const contract = (stationId: number, start: number, end: number | null) => ({
    serviceNumber: `FF${String(index + 1).padStart(6, '0')}`,
    roleId: role,
    stationId,
    watchId: pick(ids.organisation.watch),
    rosterId: pick(ids.organisation.roster),
    staffGroupId: next() < 0.85 ? ids.organisation.staffGroup[0] : pick(ids.organisation.staffGroup),
    startDate: isoDay(start),
    endDate: end === null ? null : isoDay(end),
  });
  const left = next() < 0.03 ? Math.max(joined + DAY, anchor - Math.floor(next() * 700 + 1) * DAY) : null;
  const until = left ?? anchor;
  const moved = next() < 0.1 && until - joined > 2 * 365 * DAY;
  const switchAt = joined + Math.floor((until - joined) / 2 / DAY) * DAY;
  const contracts = moved ? [contract(pick(ids.stations), joined, switchAt - DAY), contract(pick(ids.stations), switchAt, left)] : [contract(pick(ids.stations), joined, left)];
  return {
    firstName,
    lastName,
    gartanId: uuid(next),
    email: `${firstName}.${lastName}.${index + 1}@brigade.example`.toLowerCase(),
    address: `${1 + Math.floor(next() * 200)} ${pick(STREETS)}, ${pick(TOWNS)}`,
    phoneNumbers: [`07700 ${String(900000 + Math.floor(next() * 99999)).padStart(6, '0')}`],
    serviceStartDate: isoDay(joined),
    dateOfBirth: isoDay(joined - Math.floor((18 + next() * 20) * 365) * DAY),
    contracts,
  };
}

export function demoCompetencyRecords(seed: number, employeeIndex: number, employeeId: number, count: number, ids: DemoIds, anchor: number) {
  const next = itemRandom(seed, 2, employeeIndex);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, ids.competencies.length)) chosen.add(ids.competencies[Math.floor(next() * ids.competencies.length)]);
  return [...chosen].map((competencyId) => {
    const start = anchor - Math.floor(next() * 3 * 365) * DAY;
    const expiry = start + 2 * 365 * DAY;
    const roll = next();
    const statusId = expiry < anchor ? 5 : roll < 0.8 ? 2 : roll < 0.88 ? 3 : roll < 0.95 ? 1 : 4; // seeded: 1 UNASSESSED … 5 EXPIRED
    return { employeeId, competencyId, competencyProgramId: ids.programs[Math.floor(next() * ids.programs.length)], statusId, startDate: isoDay(start), expiryDate: isoDay(expiry) };
  });
}

export function demoSubjectAreaRecords(seed: number, employeeIndex: number, employeeId: number, count: number, ids: DemoIds) {
  const next = itemRandom(seed, 3, employeeIndex);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, ids.subjectAreas.length)) chosen.add(ids.subjectAreas[Math.floor(next() * ids.subjectAreas.length)]);
  return [...chosen].map((subjectAreaId) => ({ employeeId, subjectAreaId, competencyProgramId: ids.programs[Math.floor(next() * ids.programs.length)], activityGroupId: 1 + Math.floor(next() * 5), statusId: next() < 0.85 ? 2 : 1 }));
}

/** Events from two years before the anchor to one year after; past ones end complete (or, a few, cancelled). */
export function demoTrainingEvent(seed: number, index: number, total: number, ids: DemoIds, anchor: number) {
  const next = itemRandom(seed, 4, index);
  const day = anchor - 730 * DAY + Math.floor((index / total) * 1095) * DAY;
  const onStation = next() < 0.4;
  const course = COURSE_NAMES[Math.floor(next() * COURSE_NAMES.length)];
  const days = onStation ? 1 : 1 + Math.floor(next() * 3);
  const startHour = onStation ? 19 : 9;
  const dates = Array.from({ length: days }, (_, d) => ({ startTime: new Date(day + d * DAY + startHour * 3_600_000).toISOString(), endTime: new Date(day + d * DAY + (startHour + (onStation ? 2 : 8)) * 3_600_000).toISOString() }));
  const past = day + days * DAY < anchor;
  const cancelled = next() < 0.05;
  return {
    trainingType: onStation ? 1 : 2,
    course: { code: `CRS${String(COURSE_NAMES.indexOf(course) + 1).padStart(2, '0')}`, name: course },
    dates,
    trainingLocationIds: [onStation ? ids.stations[Math.floor(next() * ids.stations.length)] : ids.trainingLocations[Math.floor(next() * ids.trainingLocations.length)]],
    onStationEvent: onStation,
    competencyIds: [ids.competencies[Math.floor(next() * ids.competencies.length)]],
    minPlaces: 4,
    maxPlaces: 12,
    /** The status the event ends in, set once its attendees are on it (completing locks an event). */
    finalStatus: cancelled ? 3 : past ? 2 : 1,
    comment: cancelled ? 'Cancelled: instructor unavailable' : '',
  };
}

export function demoIncident(seed: number, index: number, total: number, ids: DemoIds, anchor: number) {
  const next = itemRandom(seed, 5, index);
  const when = anchor - 1095 * DAY + Math.floor((index / total) * 1095 * 24 * 60) * 60_000;
  const first = ids.stations[Math.floor(next() * ids.stations.length)];
  const stationIds = next() < 0.2 ? [...new Set([first, ids.stations[Math.floor(next() * ids.stations.length)]])] : [first];
  return {
    incidentNo: `INC-${new Date(when).getUTCFullYear()}-${String(index + 1).padStart(6, '0')}`,
    incidentDate: new Date(when).toISOString(),
    address: `${1 + Math.floor(next() * 200)} ${STREETS[Math.floor(next() * STREETS.length)]}, ${TOWNS[Math.floor(next() * TOWNS.length)]}`,
    incidentTypeId: ids.incidentTypes[Math.floor(next() * ids.incidentTypes.length)],
    stationIds,
    applianceCallSigns: stationIds.map((id) => `S${String(ids.stations.indexOf(id) + 1).padStart(2, '0')}P1`),
  };
}

const RESOURCES = [
  { name: 'Breathing apparatus', trainingResourceTypeName: 'Equipment', inventories: [{ name: 'BA sets (training)', quantity: 24, maximumAllowedPerEvent: 12, minutesUnavailableAfterEnd: 60 }] },
  { name: 'Drill tower', trainingResourceTypeName: 'Facility', inventories: [{ name: 'Tower floors', quantity: 4, restrictedToHourlyBookings: true, availableForOnStationEvents: false }] },
  { name: 'Fire behaviour unit', trainingResourceTypeName: 'Facility', inventories: [{ name: 'Burn containers', quantity: 2, maximumBookingMinutes: 480, minutesUnavailableBeforeStart: 60, minutesUnavailableAfterEnd: 120 }] },
  { name: 'Water rescue kit', trainingResourceTypeName: 'PPE', inventories: [{ name: 'Dry suits', quantity: 30 }, { name: 'Throw lines', quantity: 40 }] },
  { name: 'Cutting equipment', trainingResourceTypeName: 'Equipment', inventories: [{ name: 'Hydraulic cutters', quantity: 6, maximumAllowedPerEvent: 3 }, { name: 'Scrap vehicles', quantity: 3, maximumAllowedPerEvent: 2 }] },
] as const;

/** Runs `task` over `items` with at most `limit` at once. */
async function inParallel<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let cursor = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (cursor < items.length) await task(items[cursor++]);
  }));
}

const chunks = (total: number, size = 1000) => Array.from({ length: Math.ceil(total / size) }, (_, n) => ({ start: n * size, count: Math.min(size, total - n * size) }));

export interface LoadOptions {
  seed?: number;
  size?: DemoSize;
  /** The day the data is built around (UTC midnight of today by default). */
  anchor?: number;
  log?: (line: string) => void;
}

/** Loads the dataset unless the services already hold locations (so `up` twice loads once). */
export async function loadDemoData(urls: DemoUrls, secret: string, options: LoadOptions = {}): Promise<{ loaded: boolean; counts: Record<string, number> }> {
  const { seed = 42, size = 'default', log = () => {} } = options;
  const anchor = options.anchor ?? Math.floor(Date.now() / DAY) * DAY;
  const shape = DEMO_SIZES[size];
  const loader: Identity = { id: 'demo-data', username: 'demo-data', name: 'Demo data loader', mustChangePassword: false, accessAllLocations: true, roles: ['Administrator'], permissions: allPermissions(), via: 'session' };
  const started = Date.now();
  const say = (line: string) => log(`  demo data: ${line} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const call = async <R = { id: number }>(method: string, url: string, body?: unknown): Promise<R> => {
    // Identities live 60 s: sign one per call, as the gateway does per request.
    const audience = url.startsWith(urls.gateway) ? 'svc-gateway' : url.startsWith(urls.personnel) ? 'svc-personnel' : 'svc-training';
    const token = await signIdentity(loader, secret, audience);
    const res = await fetch(url, { method, headers: { [IDENTITY_HEADER]: token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined, dispatcher: patient } as RequestInit);
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<R>;
  };
  const bulk = async (url: string, items: unknown[]) => (await call<{ ids: number[] }>('POST', `${url}/bulk`, items)).ids;
  const personnel = `${urls.personnel}/personnel`;
  const training = `${urls.training}/training`;

  const existing = await call<{ data: unknown[] }>('GET', `${personnel}/locations`);
  if (existing.data.length) {
    // Incidents load last: without them an earlier load stopped half way.
    const incidents = await call<{ total: number }>('GET', `${training}/incidents?itemsPerPage=1`);
    if (!incidents.total) log('  demo data: an earlier load stopped half way; run ./firecrest reset, then ./firecrest up');
    return { loaded: false, counts: {} };
  }
  const data = demoDataset(seed);
  const ids: DemoIds = { stations: [], trainingLocations: [], organisation: { watch: [], roster: [], staffGroup: [], employeeRole: [] }, competencies: [], subjectAreas: [], programs: [], bookingTypes: [], incidentTypes: [] };
  for (const s of data.stations) ids.stations.push((await call('POST', `${personnel}/locations`, s)).id);
  for (const t of data.trainingLocations) ids.trainingLocations.push((await call('POST', `${personnel}/locations`, t)).id);
  for (const [kind, names] of Object.entries(data.organisation) as [keyof DemoIds['organisation'], string[]][]) {
    for (const name of names) ids.organisation[kind].push((await call('POST', `${personnel}/organisation/${kind}`, { name })).id);
  }
  const lists = [['competency', data.competencies, ids.competencies], ['subjectArea', data.subjectAreas, ids.subjectAreas], ['competencyProgram', data.programs, ids.programs], ['bookingType', data.bookingTypes, ids.bookingTypes], ['incidentType', data.incidentTypes, ids.incidentTypes]] as const;
  for (const [kind, items, into] of lists) for (const item of items) into.push((await call('POST', `${training}/reference-items/${kind}`, item)).id);
  const cancellationReasonId = (await call('POST', `${training}/reference-items/cancellationReason`, { name: 'Instructor unavailable' })).id;
  for (const role of data.roles) await call('POST', `${urls.gateway}/api/admin/roles`, role);
  say(`${data.stations.length} stations and the reference lists`);

  let employeeIds: number[] = [];
  await inParallel(chunks(shape.employees), 2, async ({ start, count }) => {
    const created = await bulk(`${personnel}/employees`, Array.from({ length: count }, (_, k) => demoEmployee(seed, start + k, ids, anchor)));
    created.forEach((id, k) => (employeeIds[start + k] = id));
  });
  employeeIds = employeeIds.filter(Boolean);
  say(`${employeeIds.length} employees`);

  const records = employeeIds.flatMap((id, index) => demoCompetencyRecords(seed, index, id, shape.competenciesPerEmployee, ids, anchor));
  await inParallel(chunks(records.length), 2, ({ start, count }) => bulk(`${training}/employee-competencies`, records.slice(start, start + count)).then(() => undefined));
  say(`${records.length} competency records`);
  const areas = employeeIds.flatMap((id, index) => demoSubjectAreaRecords(seed, index, id, shape.subjectAreasPerEmployee, ids));
  await inParallel(chunks(areas.length), 2, ({ start, count }) => bulk(`${training}/employee-subject-areas`, areas.slice(start, start + count)).then(() => undefined));

  // Events with attendees are created pending, staffed, then moved to their final status (complete locks them).
  let attendees = 0;
  let bookings = 0;
  // Chunks small enough that their attendees fit one bulk request.
  await inParallel(chunks(shape.trainingEvents, Math.floor(1000 / Math.max(1, shape.attendeesPerEvent))), 2, async ({ start, count }) => {
    const events = Array.from({ length: count }, (_, k) => demoTrainingEvent(seed, start + k, shape.trainingEvents, ids, anchor));
    // Events of the last year and the year ahead have their people; older ones are history without a roll.
    const staffed = shape.attendeesPerEvent > 0 && start >= shape.trainingEvents / 3;
    const created = await bulk(`${training}/training-events`, events.map(({ finalStatus, comment, ...e }) => (staffed ? e : { ...e, status: finalStatus, comment, ...(finalStatus === 3 ? { cancellationReasonId } : {}) })));
    if (!staffed || !employeeIds.length) return;
    const people = created.flatMap((eventId, k) => {
      const next = itemRandom(seed, 6, start + k);
      const chosen = new Set<number>();
      while (chosen.size < Math.min(shape.attendeesPerEvent, employeeIds.length)) chosen.add(employeeIds[Math.floor(next() * employeeIds.length)]);
      return [...chosen].map((employeeId, n) => ({ trainingEventId: eventId, employeeId, attendeeType: n === 0 ? 1 : 2, instructorType: n === 0 ? 'lead' : null, statusId: 2, event: events[k] }));
    });
    await bulk(`${training}/training-event-attendees`, people.map(({ event: _e, ...a }) => a));
    const booked = people.map((p) => ({ trainingEventId: p.trainingEventId, employeeId: p.employeeId, bookingTypeId: ids.bookingTypes[0], startTime: p.event.dates[0].startTime, endTime: p.event.dates[0].endTime }));
    await bulk(`${training}/training-event-bookings`, booked);
    attendees += people.length;
    bookings += booked.length;
    await inParallel(created.map((id, k) => ({ id, event: events[k] })).filter(({ event }) => event.finalStatus !== 1), 4, async ({ id, event: { finalStatus, comment, ...e } }) => {
      await call('PUT', `${training}/training-events/${id}`, { ...e, status: finalStatus, comment, ...(finalStatus === 3 ? { cancellationReasonId } : {}) });
    });
  });
  say(`${shape.trainingEvents} training events, ${attendees} attendees`);

  let resourceBookings = 0;
  for (const [r, { inventories, ...resource }] of RESOURCES.entries()) {
    const resourceId = (await call('POST', `${training}/training-resources`, { ...resource, notes: '' })).id;
    for (const inventory of inventories) {
      const inventoryId = (await call('POST', `${training}/training-resource-inventories`, { ...inventory, trainingResourceId: resourceId })).id;
      // One booking a fortnight over the past year, whole hours, within every limit.
      const items = Array.from({ length: 26 }, (_, n) => {
        const start = anchor - (365 - n * 14) * DAY + (9 + r) * 3_600_000;
        return { trainingResourceInventoryId: inventoryId, bookingTypeId: ids.bookingTypes[0], startDate: new Date(start).toISOString(), endDate: new Date(start + 4 * 3_600_000).toISOString(), quantity: 1, comment: '' };
      });
      resourceBookings += (await bulk(`${training}/training-resource-bookings`, items)).length;
    }
  }

  await inParallel(chunks(shape.incidents), 2, async ({ start, count }) => {
    await bulk(`${training}/incidents`, Array.from({ length: count }, (_, k) => demoIncident(seed, start + k, shape.incidents, ids, anchor)));
  });

  say(`${shape.incidents} incidents`);
  return {
    loaded: true,
    counts: {
      stations: data.stations.length,
      trainingLocations: data.trainingLocations.length,
      competencies: data.competencies.length,
      roles: data.roles.length,
      employees: employeeIds.length,
      competencyRecords: records.length,
      trainingEvents: shape.trainingEvents,
      attendees,
      bookings,
      trainingResources: RESOURCES.length,
      resourceBookings,
      incidents: shape.incidents,
    },
  };
}

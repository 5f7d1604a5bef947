/**
 * Demo data: a believable fire and rescue service, written through the owning services' own routes so every
 * change flows as events to the read models. Deterministic for a seed. Employees, training events and incidents
 * join when their owners exist.
 */
import { allPermissions, type PermissionMap } from '@firecrest/contracts';
import { IDENTITY_HEADER, signIdentity } from '@firecrest/service-kit';

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
    { name: 'Training centre administrator', accessAllLocations: true, permissions: { COURSES: ['view', 'create', 'edit', 'delete', 'approve'], COURSE_ADMIN: ['view', 'create', 'edit'], LMS_IMPORTS: ['view', 'create'], TRAINING_RESOURCES: ['view', 'create', 'edit'], COMPETENCIES: ['view'], LOCATIONS: ['view'], DASHBOARD: ['view'] } },
    { name: 'Station manager', accessAllLocations: false, permissions: { PERSONNEL: ['view', 'edit'], EMPLOYEES: ['view'], COURSES: ['view'], STATUSES: ['view'], REPORTS: ['view'], INCIDENTS: ['view', 'create'], DASHBOARD: ['view'] } },
    { name: 'Integrator', accessAllLocations: true, permissions: { API_KEYS: ['view'], USERS: ['view'], ROLES: ['view'], LOCATIONS: ['view'], COMPETENCIES: ['view'], SUBJECT_AREAS: ['view'], COMPETENCY_PROGRAMS: ['view'], STATUSES: ['view'], COURSE_ADMIN: ['view'], INCIDENTS: ['view'] } },
  ];
  return { stations, trainingLocations, competencies, subjectAreas, programs, bookingTypes, incidentTypes, roles };
}

/** Loads the dataset unless the service already has locations (so `up` twice loads once). */
export async function loadDemoData(urls: DemoUrls, secret: string, seed = 42): Promise<{ loaded: boolean; counts: Record<string, number> }> {
  const token = await signIdentity(
    { id: 'demo-data', username: 'demo-data', name: 'Demo data loader', mustChangePassword: false, accessAllLocations: true, roles: ['Administrator'], permissions: allPermissions(), via: 'session' },
    secret,
  );
  const call = async (method: string, url: string, body?: object) => {
    const res = await fetch(url, { method, headers: { [IDENTITY_HEADER]: token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<{ data?: unknown[] }>;
  };
  const existing = await call('GET', `${urls.personnel}/personnel/locations`);
  if (existing.data?.length) return { loaded: false, counts: {} };
  const data = demoDataset(seed);
  for (const location of [...data.stations, ...data.trainingLocations]) await call('POST', `${urls.personnel}/personnel/locations`, location);
  const lists = { competency: data.competencies, subjectArea: data.subjectAreas, competencyProgram: data.programs, bookingType: data.bookingTypes, incidentType: data.incidentTypes };
  for (const [kind, items] of Object.entries(lists)) {
    for (const item of items) await call('POST', `${urls.training}/training/reference-items/${kind}`, item);
  }
  for (const role of data.roles) await call('POST', `${urls.gateway}/api/admin/roles`, role);
  return {
    loaded: true,
    counts: { stations: data.stations.length, trainingLocations: data.trainingLocations.length, competencies: data.competencies.length, subjectAreas: data.subjectAreas.length, programs: data.programs.length, roles: data.roles.length },
  };
}

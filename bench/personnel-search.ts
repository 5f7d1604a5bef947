/**
 * The personnel list's search as you type at 10,000 employees (issue 15: p95 under 150 ms through the gateway).
 * Builds svc-personnel and svc-gateway in this process on the real FerretDB and Kafka (databases of their own,
 * dropped at the end), loads the employees through the bulk route, signs in, then times searches of 3 to 6 letters
 * of last names, one at a time, through the gateway over HTTP, and the same with a station and active filter.
 */
import { personnelBehindGateway } from './personnel-behind-gateway';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 10_000);
const SEARCHES = Number(process.env.SEARCHES ?? 300);
const NAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'James', 'Phillips', 'Mason', 'Mitchell', 'Rose', 'Davis', 'Rodriguez', 'Cox', 'Alexander', 'Garden', 'Campbell', 'Johnston', 'Moore', 'Smyth', "O'Neill", 'Doherty', 'Stewart', 'Quinn', 'Murphy', 'Graham', 'Mclaughlin', 'Hamilton', 'Murray', 'Hughes', 'Robertson', 'Thomson', 'Scott'];
const FIRST = ['Alex', 'Sam', 'Jo', 'Chris', 'Pat', 'Robin', 'Kim', 'Lee', 'Charlie', 'Jamie', 'Morgan', 'Taylor', 'Jordan', 'Casey', 'Drew'];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const { personnel, personnelUrl, gatewayUrl, post, signIn, close } = await personnelBehindGateway();
  try {
    const stations: number[] = [];
    for (let s = 0; s < 40; s++) stations.push((await post('/personnel/locations', { kind: 'station', callSign: `B${s}`, name: `Station ${s}` })).id);
    const started = Date.now();
    for (let from = 0; from < EMPLOYEES; from += 1000) {
      const batch = Array.from({ length: Math.min(1000, EMPLOYEES - from) }, (_, k) => {
        const n = from + k;
        return {
          firstName: FIRST[n % FIRST.length],
          lastName: `${NAMES[n % NAMES.length]}${n % 7 ? '' : '-Hale'}`,
          contracts: [{ serviceNumber: `FF${String(n).padStart(6, '0')}`, stationId: stations[n % stations.length], startDate: '2015-01-01', endDate: n % 30 ? null : '2020-01-01' }],
        };
      });
      await post('/personnel/employees/bulk', batch);
    }
    console.log(`loaded ${EMPLOYEES} employees in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const cookie = await signIn();

    const viaGateway = (q: string) => fetch(`${gatewayUrl}/api/personnel/employees/search?${q}`, { headers: { cookie } });
    // Signed per call, as the gateway does (an identity lives 60 s).
    const direct = async (q: string) => fetch(`${personnelUrl}/personnel/employees/search?${q}`, { headers: await personnel.as() });
    async function series(name: string, query: (i: number) => string, call = viaGateway) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < SEARCHES + 20; i++) {
        const t0 = performance.now();
        const res = await call(query(i));
        const body = (await res.json()) as { total: number };
        if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
        if (i >= 20) times.push(performance.now() - t0); // the first 20 warm up
        total += body.total;
      }
      times.sort((a, b) => a - b);
      console.log(`${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms  (${(total / (SEARCHES + 20)).toFixed(0)} matches on average)`);
    }
    const typed = (i: number) => {
      const name = NAMES[(i * 7) % NAMES.length].toLowerCase();
      return name.slice(0, 3 + (i % 4));
    };
    console.log(`\n${SEARCHES} searches one at a time through the gateway, 20 a page:`);
    await series('search (3-6 letters of a last name)', (i) => `q=${encodeURIComponent(typed(i))}&itemsPerPage=20`);
    await series('search + station + active', (i) => `q=${encodeURIComponent(typed(i))}&stationId=${stations[i % stations.length]}&active=true&itemsPerPage=20`);
    await series('no search, sorted by last name, page 10', () => 'page=10&itemsPerPage=20');
    await series('search, straight to svc-personnel (no gateway)', (i) => `q=${encodeURIComponent(typed(i))}&itemsPerPage=20`, direct);
  } finally {
    await close();
  }
}

await main();

import { MENU, type MenuItem } from '../shell/src/menu';

/** A page of the side menu, as the portal benchmark visits it. */
export interface MenuPage {
  key: string;
  path: string;
}

/** Every page the side menu points at (groups opened), in menu order, each path once: new menu pages are included. */
export function menuPages(items: MenuItem[] = MENU): MenuPage[] {
  const seen = new Set<string>();
  return items.flatMap((item) => [item, ...(item.children ?? [])]).flatMap((item) => (item.path && !seen.has(item.path) && seen.add(item.path) ? [{ key: item.key, path: item.path }] : []));
}

/** One API call a page made, as replayed: its method and path with the query, on the gateway. */
export interface PageCall {
  page: string;
  url: string;
}

/**
 * The calls each page made, less those every page makes (the shell's session, menu and badge), which are listed once
 * under `shell`: a call is the shell's when at least `shellShare` of the pages made it.
 */
export function pageCalls(recorded: Map<string, string[]>, shellShare = 0.8): PageCall[] {
  const pages = [...recorded.keys()];
  const count = new Map<string, number>();
  for (const urls of recorded.values()) for (const url of new Set(urls)) count.set(url, (count.get(url) ?? 0) + 1);
  const shell = new Set([...count].filter(([, n]) => pages.length > 1 && n >= shellShare * pages.length).map(([url]) => url));
  return [
    ...[...shell].map((url) => ({ page: 'shell', url })),
    ...pages.flatMap((page) => [...new Set(recorded.get(page))].filter((url) => !shell.has(url)).map((url) => ({ page, url }))),
  ];
}

/** A call made unique for one replay: a parameter no service reads, so no answer kept by URL serves it. */
export function uniqueUrl(url: string, n: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}benchCall=${n}`;
}

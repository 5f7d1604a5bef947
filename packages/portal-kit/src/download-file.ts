import { api } from './api-client';
import { csvText } from './csv-text';

/** Fetches a file through the portal's client and hands it to the browser as a download. */
export async function downloadFile(url: string, params?: object): Promise<void> {
  let response;
  try {
    response = await api.get<Blob>(url, { params, responseType: 'blob' });
  } catch (error) {
    // A blob response hides the problem JSON; read it back so the caller can show its detail.
    const failed = (error as { response?: { data?: unknown } }).response;
    if (failed?.data instanceof Blob) {
      try {
        failed.data = JSON.parse(await failed.data.text());
      } catch {
        /* not JSON */
      }
    }
    throw error;
  }
  saveFile(response.data, /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1] ?? 'download');
}

/** Hands a file made in the browser to the user as a download. */
export function saveFile(data: Blob, name: string): void {
  const href = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** A CSV of the given rows (see csvText) as a download. */
export function downloadCsv(name: string, header: readonly string[], rows: readonly (readonly unknown[])[]): void {
  saveFile(new Blob([csvText(header, rows)], { type: 'text/csv;charset=utf-8' }), name);
}

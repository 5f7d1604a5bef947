import { api } from './api-client';

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
  const name = /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1] ?? 'download';
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

import { reportConnectionFailed, reportConnectionWorked } from "./online-status";

/**
 * `fetch` to the app's own server that keeps the online status (`online-status.ts`) up to date: any
 * answer means the connection works; a TypeError is fetch's "no answer at all".
 */
export async function trackedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, init);
    reportConnectionWorked();
    return response;
  } catch (error) {
    if (error instanceof TypeError) reportConnectionFailed();
    throw error;
  }
}

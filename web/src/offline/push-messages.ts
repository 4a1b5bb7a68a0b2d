/**
 * What the service worker does with a push (docs/push.md#in-the-browser): the server's message, checked,
 * as a notification; a tap on it opens the report in the app. Pure functions of their inputs, so they
 * are tested without a worker.
 */

export interface PushMessage {
  title: string;
  body: string;
  /** A path of this app: the report's public page. */
  url: string;
  /** One notification per report: a newer push replaces the one still showing. */
  tag?: string;
}

const FALLBACK: PushMessage = {
  title: "Reporta Riomar",
  body: "Tienes una novedad en tus reportes.",
  url: "/",
};

/** A path of this app, never another site: the notification opens only what the app would. */
export function appPath(value: unknown): string | undefined {
  return typeof value === "string" && /^\/(?!\/)/.test(value) && !value.includes("\\") ? value : undefined;
}

/** The push's JSON as the server sends it; anything else still tells the resident something happened. */
export function parsePushMessage(data: unknown): PushMessage {
  if (typeof data !== "object" || data === null) return FALLBACK;
  const { title, body, url, tag } = data as Record<string, unknown>;
  return {
    title: typeof title === "string" && title.trim() ? title : FALLBACK.title,
    body: typeof body === "string" ? body : FALLBACK.body,
    url: appPath(url) ?? FALLBACK.url,
    ...(typeof tag === "string" && tag ? { tag } : {}),
  };
}

export function notificationOptions(message: PushMessage): NotificationOptions {
  return {
    body: message.body,
    tag: message.tag,
    data: { url: message.url },
    icon: "/icons/icon-192.png",
    badge: "/icons/icon-192.png",
    lang: "es-CO",
  };
}

/** The subset of the worker's `clients` that opening a report needs. */
export interface WindowClientsLike {
  matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/**
 * A tap on the notification: a window of the app that the worker controls goes to the report and comes
 * to the front; without one (or when it cannot be moved: a window opened before the worker took over),
 * the app opens on it in a new one.
 */
export async function openFromNotification(
  clients: WindowClientsLike,
  origin: string,
  data: unknown,
): Promise<void> {
  const path = appPath((data as { url?: unknown } | null)?.url) ?? "/";
  const url = new URL(path, origin).href;
  const windows = await clients.matchAll({ type: "window", includeUncontrolled: false });
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (open) {
    try {
      if (open.url !== url) await open.navigate(url);
      await open.focus();
      return;
    } catch {
      // Not ours to move: a new window instead.
    }
  }
  await clients.openWindow(url);
}

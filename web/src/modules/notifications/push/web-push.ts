import { apiFetch } from "../../../apollo/api-fetch";

/**
 * This browser's Web Push subscription (docs/push.md#in-the-browser): opt-in, for the signed-in user
 * only. Which user it was made for is kept beside it, so that it never carries one person's notices to
 * the next one signed in on the same phone.
 */
export type PushState = "unsupported" | "blocked" | "off" | "on";

const OWNER_KEY = "reporta:push-owner";

export class PushRefusedError extends Error {
  override name = "PushRefusedError";
  constructor() {
    super("No diste permiso para mostrar notificaciones. Puedes darlo en los ajustes del navegador.");
  }
}

export class PushUnavailableError extends Error {
  override name = "PushUnavailableError";
  constructor() {
    super("La app aún no terminó de instalarse en este navegador. Recarga la página e inténtalo de nuevo.");
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

function owner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function setOwner(ownerId: string | null): void {
  try {
    if (ownerId) localStorage.setItem(OWNER_KEY, ownerId);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // Storage refused: the subscription still works; it is only not checked against the next user.
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function pushState(ownerId: string): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const subscription = await currentSubscription();
  return subscription && Notification.permission === "granted" && owner() === ownerId ? "on" : "off";
}

/** base64url (the server's public key) to the bytes `applicationServerKey` takes. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(key: ArrayBuffer | null | undefined, expected: Uint8Array): boolean {
  if (!key) return false;
  const actual = new Uint8Array(key);
  return actual.length === expected.length && actual.every((byte, index) => byte === expected[index]);
}

/** A short name of the device, for Mis datos: the browser's own description of itself. */
function deviceName(): string {
  return navigator.userAgent.slice(0, 200);
}

/**
 * Asks permission, subscribes with the server's key (again when the key changed, docs/push.md#keys)
 * and gives the subscription to the server for `ownerId`.
 */
export async function enablePush(ownerId: string): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushRefusedError();
  // The app registers its worker after the first paint; without one there is nothing to subscribe.
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.active) throw new PushUnavailableError();
  const { publicKey } = await apiFetch<{ publicKey: string }>("/api/push/public-key");
  const key = base64UrlBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await apiFetch("/api/push/subscription", {
    method: "PUT",
    body: { ...subscription.toJSON(), userAgent: deviceName() },
  });
  setOwner(ownerId);
}

/**
 * Ends this browser's subscription: at the push service first (its endpoint stops working, so the
 * server drops it at its next push even if the call below does not arrive), then at the server.
 */
export async function disablePush(): Promise<void> {
  const subscription = pushSupported() ? await currentSubscription() : null;
  if (subscription) {
    const { endpoint } = subscription;
    // Forgotten only once it no longer receives: a failed unsubscribe is tried again at the next start.
    if (!(await subscription.unsubscribe())) throw new Error("unsubscribe refused");
    setOwner(null);
    await apiFetch("/api/push/subscription", { method: "DELETE", body: { endpoint } }).catch(() => undefined);
    return;
  }
  setOwner(null);
}

/**
 * Signing out, or another user found signed in: this browser stops receiving the previous user's
 * pushes. Waits at most `withinMs`, since signing out must not hang on it.
 */
export async function forgetPushSubscription(withinMs = 1_500): Promise<void> {
  if (!pushSupported()) return;
  await Promise.race([
    disablePush().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, withinMs)),
  ]);
}

/**
 * At start, signed in as `viewerId`: a subscription this phone holds for anyone else, or for nobody
 * known (its sign-out's unsubscribe did not finish), ends.
 */
export async function checkPushOwner(viewerId: string): Promise<void> {
  if (!pushSupported() || owner() === viewerId) return;
  if (await currentSubscription()) await forgetPushSubscription();
}

import { createHmac } from "node:crypto";

export function hashCedula(cedula: string, key: string): string {
  return createHmac("sha256", key).update(cedula).digest("hex");
}

export function maskCedula(last3: string | null): string | null {
  return last3 ? `•••••${last3}` : null;
}

import type { Response } from "express";
import type { AppError } from "./app-error";

/**
 * The REST answer to an AppError: its status, `{ error, fields?, failures? }`, and Retry-After when rate-limited.
 * `extraBody` lets a caller add what its client expects (the upload widget reads `message`).
 */
export function sendAppError(res: Response, error: AppError, extraBody: Record<string, unknown> = {}): void {
  const { fields, retryAfterSeconds, failures } = error.details;
  if (retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(retryAfterSeconds));
  res.status(error.status).json({
    error: error.message,
    ...(fields ? { fields } : {}),
    ...(failures ? { failures } : {}),
    ...extraBody,
  });
}

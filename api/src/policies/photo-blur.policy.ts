import type { CurrentUser } from "../context/current-user";
import { isStaffRole } from "../domain";

/**
 * Who may blur a report's photo (docs/privacy-masking.md#photo-blurring): every staff role, on any
 * report, whichever dependencia works it: protecting a face or a plate is not the dependencia's work
 * but the locality's duty, and staff already read every report.
 */
export function canBlurReportPhoto(viewer: CurrentUser | undefined): boolean {
  return isStaffRole(viewer?.role);
}

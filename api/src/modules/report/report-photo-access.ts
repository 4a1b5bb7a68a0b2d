import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { publicDisclosure } from "../../policies/report.policy";
import type { PhotoAccess } from "../photo/photo.service";

/**
 * Who may load a report's photos (docs/moderation.md#what-the-public-reads): anyone while the report is
 * not moderated (`public`: any cache may keep them, a photo never changes); while it is under review or
 * hidden, its author and staff only (`private`: no shared cache keeps them), and nobody else (`hidden`).
 */
export async function reportPhotoAccess(
  em: EntityManager,
  reportId: string,
  viewer: CurrentUser | undefined,
): Promise<PhotoAccess> {
  const [report] = await em.execute<
    Array<{
      author_id: string | null;
      anonymous: boolean;
      allow_contact: boolean;
      dependencia_id: string | null;
      moderation: string | null;
    }>
  >(`SELECT author_id, anonymous, allow_contact, dependencia_id, moderation FROM report WHERE id = ?`, [
    reportId,
  ]);
  if (!report?.moderation) return "public";
  const facts = {
    authorId: report.author_id,
    anonymous: report.anonymous,
    allowContact: report.allow_contact,
    dependenciaId: report.dependencia_id,
  };
  return publicDisclosure(viewer, facts).moderatedContent ? "private" : "hidden";
}

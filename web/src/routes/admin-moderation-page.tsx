import { Text } from "@chakra-ui/react";
import { ModerationQueue } from "../modules/moderation";
import { PageShell } from "../ui/page-shell";

/** /admin/moderacion (staff): what residents flagged, and staff's decisions. */
export function AdminModerationPage() {
  return (
    <PageShell title="Moderación">
      <Text color="gray.700" mb="6">
        Lo que los vecinos marcaron como ofensivo, con datos personales, spam o falso. Con tres marcas el
        contenido queda oculto al público mientras decides. Cada decisión queda en el registro de actividad y
        se avisa a su autor.
      </Text>
      <ModerationQueue />
    </PageShell>
  );
}

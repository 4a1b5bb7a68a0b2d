import { Button } from "@chakra-ui/react";
import { Eye } from "lucide-react";
import { useState } from "react";
import type { ModerationTarget } from "../../../gql/graphql";
import { useModerationDecision } from "../hooks/use-moderation-queue";

/**
 * «Restaurar» where staff read a hidden item or one under review (its `viewerCan.restore`): the queue
 * lists only items with open flags, so once hidden an item is restored from its own place
 * (docs/moderation.md#the-queue). The page's queries are read again to show it to everyone.
 */
export function RestoreButton({ target, id }: { target: ModerationTarget; id: string }) {
  const decide = useModerationDecision("active");
  const [restoring, setRestoring] = useState(false);
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="teal"
      alignSelf="start"
      loading={restoring}
      onClick={() => {
        setRestoring(true);
        void decide(target, id, "restore", null).finally(() => setRestoring(false));
      }}
    >
      <Eye size={14} aria-hidden="true" />
      {target === "report" ? "Restaurar el reporte" : "Restaurar el comentario"}
    </Button>
  );
}

import { Button } from "@chakra-ui/react";
import { BellRing } from "lucide-react";
import { useToggleFollow, type FollowState } from "../hooks/use-toggle-follow";

/**
 * "Seguir" / "Siguiendo" (docs/community.md#following): pressed while the viewer follows the report, whose
 * public changes then reach them in the app and by e-mail. aria-pressed says the state; the visible label
 * says it too.
 */
export function FollowButton({ report }: { report: FollowState }) {
  const toggleFollow = useToggleFollow();
  return (
    <Button
      size="sm"
      colorPalette="teal"
      variant={report.viewerFollows ? "solid" : "outline"}
      aria-pressed={report.viewerFollows}
      onClick={() => void toggleFollow(report)}
    >
      <BellRing size={16} aria-hidden="true" />
      {report.viewerFollows ? "Siguiendo" : "Seguir"}
    </Button>
  );
}

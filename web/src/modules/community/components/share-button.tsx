import { Button } from "@chakra-ui/react";
import { MESSAGES } from "@domain";
import { Share2 } from "lucide-react";
import { toaster } from "../../../ui/toaster";
import { reportUrl } from "../community-types";

/** The phone's share sheet where the browser has one; otherwise the link is copied ('Enlace copiado'). */
export function ShareButton({ reportId, title }: { reportId: string; title: string }) {
  const handleShare = async () => {
    const url = reportUrl(reportId);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toaster.create({ type: "success", title: MESSAGES.linkCopied });
    } catch {
      toaster.create({ type: "error", title: "No se pudo copiar el enlace", description: url });
    }
  };
  return (
    <Button size="sm" variant="ghost" colorPalette="teal" onClick={() => void handleShare()}>
      <Share2 size={16} aria-hidden="true" />
      Compartir
    </Button>
  );
}

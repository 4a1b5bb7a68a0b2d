import { Badge, VisuallyHidden } from "@chakra-ui/react";
import type { ReportStatus } from "@domain";
import { CircleCheck, Copy, Forward, Inbox, RotateCcw, Wrench, type LucideIcon } from "lucide-react";
import { statusName } from "../report-display";

// Colour is never the only signal: each status also has its own icon and its label.
const STATUS_LOOK: Record<ReportStatus, { palette: string; icon: LucideIcon }> = {
  recibido: { palette: "blue", icon: Inbox },
  en_gestion: { palette: "orange", icon: Wrench },
  reabierto: { palette: "purple", icon: RotateCcw },
  resuelto: { palette: "green", icon: CircleCheck },
  duplicado: { palette: "gray", icon: Copy },
  trasladado: { palette: "cyan", icon: Forward },
};

export function StatusIcon({ status, size = 16 }: { status: ReportStatus; size?: number }) {
  const Icon = STATUS_LOOK[status]?.icon ?? Inbox;
  return <Icon size={size} aria-hidden="true" />;
}

export function statusPalette(status: ReportStatus): string {
  return STATUS_LOOK[status]?.palette ?? "gray";
}

export function StatusBadge({ status }: { status: ReportStatus }) {
  return (
    <Badge
      colorPalette={statusPalette(status)}
      size="lg"
      rounded="full"
      px="3"
      gap="1.5"
      flexShrink={0}
      whiteSpace="nowrap"
    >
      <StatusIcon status={status} size={14} />
      <VisuallyHidden>Estado: </VisuallyHidden>
      {statusName(status)}
    </Badge>
  );
}

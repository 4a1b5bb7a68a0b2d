import { Text } from "@chakra-ui/react";
import { dueLabel, dueState, type ReportStatus } from "@domain";

export interface DueDateData {
  status: ReportStatus;
  dueAt: string;
  answeredAt: string | null;
}

const COLORS = {
  answered: "green.700",
  dueToday: "orange.700",
  overdue: "red.700",
  running: undefined,
  closed: undefined,
} as const;

/**
 * The petition's term as every screen words it (docs/legal-clock.md#the-due-date): "Vence el 12 dic.",
 * "Vence hoy", "Vencido hace 2 días hábiles", "Respondido el 3 dic."; nothing when no term runs.
 */
export function DueDate({ report, now = new Date() }: { report: DueDateData; now?: Date }) {
  const label = dueLabel(report, now);
  if (!label) return null;
  const color = COLORS[dueState(report, now).kind];
  return (
    <Text as="span" color={color} fontWeight={color ? "semibold" : undefined} whiteSpace="nowrap">
      {label}
    </Text>
  );
}

import { Text } from "@chakra-ui/react";
import { dueLabel, dueState } from "@domain";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { ReportFact } from "./report-fact";

export const DueDateFragment = graphql(`
  fragment DueDate_report on ReportDisplay {
    status
    dueAt
    answeredAt
  }
`);

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
export function DueDate({
  report: reportRef,
  now = new Date(),
  wrap = false,
}: {
  report: FragmentType<typeof DueDateFragment>;
  now?: Date;
  /** May break into lines (a table's narrow column); otherwise it keeps to one. */
  wrap?: boolean;
}) {
  const report = getFragmentData(DueDateFragment, reportRef);
  const label = dueLabel(report, now);
  if (!label) return null;
  const color = COLORS[dueState(report, now).kind];
  return (
    <Text
      as="span"
      color={color}
      fontWeight={color ? "semibold" : undefined}
      whiteSpace={wrap ? "normal" : "nowrap"}
    >
      {label}
    </Text>
  );
}

/** The term as a fact of the report's card: "Plazo" and its wording, or nothing when no term runs. */
export function DueDateFact({ report, now }: { report: FragmentType<typeof DueDateFragment>; now: Date }) {
  if (!dueLabel(getFragmentData(DueDateFragment, report), now)) return null;
  return (
    <ReportFact label="Plazo">
      <DueDate report={report} now={now} />
    </ReportFact>
  );
}

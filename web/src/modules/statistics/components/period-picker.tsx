import { Button, Group, HStack, Text } from "@chakra-ui/react";
import { STATISTICS_PERIODS, type StatisticsPeriod } from "@domain";
import { dayFormat } from "../statistics-format";

const CHOICES = STATISTICS_PERIODS.filter((period) => period.days !== null);

/**
 * Week, month or year (docs/decisions.md#statistics-screen), as toggle buttons; says which days they cover.
 */
export function PeriodPicker({
  value,
  onChange,
  range,
  busy,
}: {
  value: StatisticsPeriod;
  onChange: (period: StatisticsPeriod) => void;
  range: { from?: string | null; to: string } | undefined;
  busy: boolean;
}) {
  return (
    <HStack gap="4" wrap="wrap" justify="space-between">
      <Group attached role="group" aria-label="Periodo">
        {CHOICES.map((period) => (
          <Button
            key={period.value}
            size="sm"
            colorPalette="teal"
            variant={period.value === value ? "solid" : "outline"}
            aria-pressed={period.value === value}
            onClick={() => onChange(period.value)}
          >
            {period.label}
          </Button>
        ))}
      </Group>
      <Text color="gray.700" fontSize="sm" aria-live="polite" aria-busy={busy}>
        {range?.from
          ? `Últimos ${CHOICES.find((period) => period.value === value)?.days} días: del ${dayFormat(range.from)} al ${dayFormat(range.to)}`
          : " "}
      </Text>
    </HStack>
  );
}

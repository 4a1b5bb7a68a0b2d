import { Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One term and its value in a report's fact list; `wide` spans the whole row. */
export function ReportFact({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="0.5" gridColumn={wide ? "1 / -1" : undefined} minW="0">
      <Text as="dt" color="gray.600">
        {label}
      </Text>
      <Text as="dd" color="gray.900" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Stack>
  );
}

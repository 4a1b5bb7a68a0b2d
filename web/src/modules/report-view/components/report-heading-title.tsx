import { Text, VisuallyHidden } from "@chakra-ui/react";

/**
 * A report's heading text: its category, then its radicado kept on one line (read as "Vías, reporte
 * RIO-2026-000123"; the browser tests find cards by that name).
 */
export function ReportHeadingTitle({ categoryName, radicado }: { categoryName: string; radicado: string }) {
  return (
    <>
      {categoryName}
      <VisuallyHidden>, reporte</VisuallyHidden>{" "}
      <Text
        as="span"
        fontFamily="mono"
        fontSize="sm"
        fontWeight="normal"
        color="gray.600"
        whiteSpace="nowrap"
      >
        {radicado}
      </Text>
    </>
  );
}

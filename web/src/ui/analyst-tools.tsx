import { Link, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";

/**
 * What analysts work with (docs/statistics.md#open-data, docs/statistics.md#analysts-ide). The API serves
 * them outside the app's screens, so they are plain links: the browser leaves the app (the IDE is a page
 * of its own) or downloads a file.
 */
export const ANALYST_TOOLS = [
  {
    key: "csv",
    href: "/api/open-data/reports.csv",
    name: "Datos abiertos (CSV)",
    download: true,
    line: "Todos los reportes, sin datos personales: categoría, barrio, estado, fechas y ubicación aproximada (~110 m). Licencia CC BY 4.0.",
  },
  {
    key: "geojson",
    href: "/api/open-data/reports.geojson",
    name: "Datos abiertos (GeoJSON)",
    download: true,
    line: "Los mismos reportes como puntos, para abrirlos en un mapa o un programa de SIG.",
  },
  {
    key: "ide",
    href: "/graphql",
    name: "Consultas GraphQL (IDE)",
    download: false,
    line: "Escribe tus propias consultas sobre los reportes y las cifras, en el navegador y con ejemplos listos.",
  },
] as const;

export type AnalystToolEntry = (typeof ANALYST_TOOLS)[number];

/** One tool: its link, and the line that says what it is (the link's description for screen readers). */
export function AnalystTool({
  tool,
  linkColor,
  lineColor,
}: {
  tool: AnalystToolEntry;
  linkColor: string;
  lineColor: string;
}) {
  const lineId = useId();
  return (
    <Stack gap="0.5">
      <Link
        href={tool.href}
        download={tool.download || undefined}
        aria-describedby={lineId}
        color={linkColor}
        fontWeight="semibold"
        textDecoration="underline"
      >
        {tool.name}
      </Link>
      <Text id={lineId} fontSize="sm" color={lineColor}>
        {tool.line}
      </Text>
    </Stack>
  );
}

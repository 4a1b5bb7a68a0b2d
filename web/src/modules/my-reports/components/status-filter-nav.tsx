import { Box, Link, SimpleGrid, Skeleton, Text, VisuallyHidden } from "@chakra-ui/react";
import type { ReportStatus } from "@domain";
import { ListChecks } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { searchForStatus, statusFilterOptions } from "../status-filter";
import type { ReportTotalsData } from "../report-types";
import { StatusIcon, statusPalette } from "../../report-view";
import { countFormat } from "../../../ui/number-format";

/**
 * The status filter and the totals in one: each status is a link carrying its count, so the numbers
 * are read where they are used. Links rather than buttons because the filter lives in the URL.
 */
export function StatusFilterNav({
  selected,
  totals,
  loading,
}: {
  selected: ReportStatus | null;
  totals: ReportTotalsData | undefined;
  loading: boolean;
}) {
  return (
    <Box as="nav" aria-label="Filtrar por estado">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap={{ base: "2", md: "3" }}>
        {statusFilterOptions(totals, selected).map((option) => {
          const current = option.status === selected;
          const palette = option.status ? statusPalette(option.status) : "teal";
          return (
            <li key={option.status ?? "todos"}>
              <Link
                asChild
                display="flex"
                flexDirection="column"
                alignItems="start"
                gap="1"
                h="full"
                p={{ base: "3", md: "4" }}
                bg="white"
                borderWidth="2px"
                borderColor="gray.200"
                rounded="xl"
                color="gray.800"
                textDecoration="none"
                _hover={{ borderColor: "teal.500", textDecoration: "none" }}
                _focusVisible={{ outline: "2px solid", outlineColor: "teal.600", outlineOffset: "2px" }}
                _currentPage={{ borderColor: "teal.700", bg: "teal.50", color: "teal.900" }}
              >
                <RouterLink
                  to={{ search: searchForStatus(option.status) }}
                  aria-current={current ? "page" : undefined}
                >
                  <Text as="span" display="flex" alignItems="center" gap="2" fontWeight="medium">
                    <Box as="span" color={`${palette}.700`} display="inline-flex">
                      {option.status ? (
                        <StatusIcon status={option.status} size={18} />
                      ) : (
                        <ListChecks size={18} aria-hidden="true" />
                      )}
                    </Box>
                    {option.label}
                  </Text>
                  <Text
                    as="span"
                    fontSize={{ base: "2xl", md: "3xl" }}
                    fontWeight="semibold"
                    lineHeight="1.2"
                  >
                    <FilterCount count={option.count} loading={loading} />
                  </Text>
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}

function FilterCount({ count, loading }: { count: number | undefined; loading: boolean }) {
  if (count === undefined) {
    // Unknown (still loading, or the totals failed): never a made-up 0.
    return loading ? (
      <Skeleton asChild display="inline-block" h="8" w="10" aria-hidden="true">
        <span />
      </Skeleton>
    ) : (
      <span aria-hidden="true">–</span>
    );
  }
  return (
    <>
      {countFormat.format(count)}
      {/* Without it a screen reader hears "Resuelto 2" and must guess what 2 counts. */}
      <VisuallyHidden>{count === 1 ? " reporte" : " reportes"}</VisuallyHidden>
    </>
  );
}

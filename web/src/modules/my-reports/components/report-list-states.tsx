import { Box, Button, EmptyState, Skeleton, Stack, Text } from "@chakra-ui/react";
import { MESSAGES, type ReportStatus } from "@domain";
import { ClipboardList, FilePlus2, RotateCw, SearchX } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { statusName } from "../../report-view";

/** Placeholders only: the page's status line says "Cargando reportes..." to screen readers. */
export function ReportsLoading() {
  return (
    <Box>
      <Stack gap="4" aria-hidden="true">
        {[0, 1].map((key) => (
          <Box key={key} bg="white" borderWidth="1px" rounded="xl" p="5">
            <Skeleton h="6" w="60%" mb="4" />
            <Skeleton h="10" mb="3" />
            <Skeleton h="4" w="80%" />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** Nothing at all to show: a citizen who has not reported yet, or staff before the first report. */
export function NoReports({ viewerIsStaff }: { viewerIsStaff: boolean }) {
  return (
    <EmptyState.Root bg="white" borderWidth="1px" rounded="xl">
      <EmptyState.Content>
        <EmptyState.Indicator color="teal.700">
          <ClipboardList aria-hidden="true" />
        </EmptyState.Indicator>
        <Stack textAlign="center" gap="2">
          <EmptyState.Title as="h2" fontSize="lg">
            {viewerIsStaff ? "Todavía no hay reportes" : "Aún no has hecho ningún reporte"}
          </EmptyState.Title>
          <EmptyState.Description color="gray.700">
            {viewerIsStaff
              ? "Cuando los ciudadanos reporten problemas en la localidad, aparecerán aquí."
              : "Cuéntanos qué pasa en tu barrio. Aquí podrás seguir el estado de cada reporte."}
          </EmptyState.Description>
        </Stack>
        {!viewerIsStaff && (
          <Button asChild colorPalette="teal">
            <RouterLink to="/nuevo-reporte">
              <FilePlus2 aria-hidden="true" /> Hacer un Reporte
            </RouterLink>
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The filter matched nothing, though there are reports under other statuses. */
export function NoMatchingReports({
  status,
  viewerIsStaff,
}: {
  status: ReportStatus;
  viewerIsStaff: boolean;
}) {
  return (
    <EmptyState.Root bg="white" borderWidth="1px" rounded="xl">
      <EmptyState.Content>
        <EmptyState.Indicator color="gray.600">
          <SearchX aria-hidden="true" />
        </EmptyState.Indicator>
        <Stack textAlign="center" gap="2">
          <EmptyState.Title as="h2" fontSize="lg">
            {viewerIsStaff
              ? `No hay reportes en estado «${statusName(status)}»`
              : `No tienes reportes en estado «${statusName(status)}»`}
          </EmptyState.Title>
          <EmptyState.Description color="gray.700">
            Prueba con otro estado o mira todos los reportes.
          </EmptyState.Description>
        </Stack>
        <Button asChild variant="outline" colorPalette="teal">
          <RouterLink to={{ search: "" }}>Ver todos los reportes</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Stays on the page after the toast has gone, so the retry is always at hand. */
export function ReportsLoadFailed({ advice, onRetry }: { advice: string; onRetry: () => void }) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="4"
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p={{ base: "6", md: "10" }}
    >
      <Text color="gray.800" fontSize="lg">
        {MESSAGES.reportsLoadFailed}. {advice}
      </Text>
      <Button colorPalette="teal" onClick={onRetry}>
        <RotateCw aria-hidden="true" /> Reintentar
      </Button>
    </Stack>
  );
}

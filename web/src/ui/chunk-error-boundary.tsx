import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { PageShell } from "./page-shell";
import { isChunkLoadError, retryFailedLoads } from "./retryable-lazy";

export const CHUNK_FAILED_TITLE = "No se pudo cargar esta parte de la aplicación";
export const CHUNK_FAILED_HINT = "Revisa tu conexión. Volveremos a intentarlo en cuanto regrese la señal.";
export const RENDER_FAILED_TITLE = "Algo salió mal al mostrar esta parte de la aplicación";
export const RENDER_FAILED_HINT = "Inténtalo de nuevo. Si vuelve a pasar, regresa al inicio.";

export interface ChunkErrorFallbackProps {
  error: unknown;
  /** True when a download failed (the connection), false for any other error. */
  connection: boolean;
  retry: () => void;
}

interface Props {
  children: ReactNode;
  /** What shows instead of the failed part; a whole screen by default. */
  fallback?: (props: ChunkErrorFallbackProps) => ReactNode;
  /** A change (e.g. the path) clears the error: another screen, or the same one, gets a fresh try. */
  resetKey?: unknown;
  /**
   * Try a failed download again at once when the app's files are on the phone, unless this page is
   * itself a reload. In Chromium that retry reloads the page, so only a whole screen, which has failed
   * anyway, asks for it; a part beside a form (the notices) waits for "Reintentar" or the signal.
   */
  retryAtOnce?: boolean;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Keeps a failed part from blanking the app (docs/decisions.md#lost-connection): React unmounts
 * everything up to the nearest error boundary, and without one that is the whole page. Shows what
 * failed with "Reintentar", and tries again by itself when the browser says it is back online (and, for
 * a screen, at once when the app's files are on the phone). Only what is inside the boundary is replaced;
 * a form outside it keeps what was typed.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A download that failed is the network's doing; anything else is a bug worth seeing in the console.
    if (!isChunkLoadError(error)) {
      console.error(error, info.componentStack);
      return;
    }
    console.warn(error.message, error.cause);
    // The app's files are on the phone when its service worker controls the page (docs/offline.md): a
    // screen that failed to load from there did not fail for want of a signal. A page that is a reload
    // (this retry's own, or the resident's) does not retry by itself: no reload loop.
    if (
      this.props.retryAtOnce &&
      navigator.serviceWorker?.controller &&
      (performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined)?.type !==
        "reload"
    ) {
      this.retry();
    }
  }

  override componentDidMount(): void {
    window.addEventListener("online", this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener("online", this.retry);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey)) this.retry();
  }

  retry = (): void => {
    if (!this.state.failed) return;
    retryFailedLoads();
    this.setState({ error: undefined, failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const props = {
      error: this.state.error,
      connection: isChunkLoadError(this.state.error),
      retry: this.retry,
    };
    return (this.props.fallback ?? ScreenFailed)(props);
  }
}

/** In place of a whole screen: the header stays, so the resident can still go elsewhere. */
export function ScreenFailed({ connection, retry }: ChunkErrorFallbackProps) {
  return (
    <PageShell title={connection ? CHUNK_FAILED_TITLE : RENDER_FAILED_TITLE} maxW="3xl">
      <Stack gap="4" align="start">
        <Text fontSize="lg" color="gray.800" role="alert">
          {connection ? CHUNK_FAILED_HINT : RENDER_FAILED_HINT}
        </Text>
        <Button colorPalette="teal" onClick={retry}>
          Reintentar
        </Button>
      </Stack>
    </PageShell>
  );
}

/** In place of a part drawn over the screen (the notices): a bar at the top, the screen untouched. */
export function OverlayFailed({ connection, retry }: ChunkErrorFallbackProps) {
  return (
    <Box
      position="fixed"
      top="4.5rem"
      insetInline="4"
      zIndex="toast"
      bg="white"
      borderWidth="1px"
      borderColor="red.600"
      rounded="md"
      shadow="md"
      p="3"
      maxW="md"
      ms="auto"
    >
      <HStack gap="3" justify="space-between" wrap="wrap">
        <Text color="gray.900" role="alert" flex="1" minW="12rem">
          {connection ? `${CHUNK_FAILED_TITLE}. ${CHUNK_FAILED_HINT}` : RENDER_FAILED_TITLE}
        </Text>
        <Button size="sm" colorPalette="teal" onClick={retry}>
          Reintentar
        </Button>
      </HStack>
    </Box>
  );
}

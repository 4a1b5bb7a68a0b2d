import { Button, Stack, Text } from "@chakra-ui/react";

/** An admin screen whose data did not load: what failed, and "Reintentar". */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack align="start" role="alert">
      <Text color="red.700">{message}</Text>
      <Button variant="outline" colorPalette="teal" onClick={onRetry}>
        Reintentar
      </Button>
    </Stack>
  );
}

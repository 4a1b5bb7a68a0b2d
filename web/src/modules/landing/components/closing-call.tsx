import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";

export function ClosingCall() {
  return (
    <Container as="section" aria-labelledby="join-title" maxW="4xl" py={{ base: "12", md: "16" }}>
      <Stack gap="5" align="center" textAlign="center">
        <Heading id="join-title" as="h2" size={{ base: "2xl", md: "3xl" }} color="teal.900">
          Únete a tus vecinos y mejora Riomar
        </Heading>
        <Text fontSize="lg" color="gray.700">
          Crear tu cuenta toma un minuto. Tus reportes pueden ser anónimos y tus datos se tratan conforme a la
          Ley 1581 de 2012.
        </Text>
        <Button asChild size="lg" colorPalette="teal">
          <a href="/api/login">Crear cuenta o iniciar sesión</a>
        </Button>
      </Stack>
    </Container>
  );
}

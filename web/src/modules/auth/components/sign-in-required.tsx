import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { LIMITS, MESSAGES } from "@domain";
import { LogIn } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { loginPath, navigateTo } from "../../../apollo/browser-navigation";
import { SiteHeader } from "../../../ui/site-header";
import { toastFromEffect } from "../../../ui/toaster";
import { useDocumentTitle } from "../../../ui/use-document-title";

export const SIGN_IN_REQUIRED_DESCRIPTION = "Debes iniciar sesión para ver esta página.";

/**
 * What a signed-out visitor gets on a signed-in-only screen
 * (docs/decisions.md#signed-out-visitors-and-wrong-roles): a destructive toast, then sign-in after
 * LIMITS.loginRedirectDelayMs, coming back here afterwards.
 */
export function SignInRequired() {
  useDocumentTitle(MESSAGES.signInRequired);
  const location = useLocation();
  const target = loginPath(`${location.pathname}${location.search}`);

  useEffect(() => {
    toastFromEffect({
      id: "sign-in-required",
      type: "error",
      title: MESSAGES.signInRequired,
      description: SIGN_IN_REQUIRED_DESCRIPTION,
    });
    const timer = setTimeout(() => navigateTo(target), LIMITS.loginRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [target]);

  return (
    <>
      <SiteHeader />
      <Center as="main" minH="60vh" px="4">
        <Stack align="center" gap="4" textAlign="center">
          {/* Every screen has one h1, this brief one too. */}
          <Heading as="h1" size="xl" color="teal.900">
            {MESSAGES.signInRequired}
          </Heading>
          <Text fontSize="lg" color="gray.700">
            {SIGN_IN_REQUIRED_DESCRIPTION} Te llevamos a iniciar sesión...
          </Text>
          <Button asChild colorPalette="teal">
            <a href={target}>
              <LogIn aria-hidden="true" /> Iniciar sesión
            </a>
          </Button>
        </Stack>
      </Center>
    </>
  );
}

import { Box } from "@chakra-ui/react";
import { useLocation } from "react-router-dom";
import { ResetPasswordForm, tokenFromHash } from "../modules/auth";
import { PageShell } from "../ui/page-shell";

/** `/restablecer-contrasena#token=…`: the page a reset link opens (docs/password-reset.md#the-link). */
export function ResetPasswordPage() {
  const { hash } = useLocation();
  const token = tokenFromHash(hash);
  return (
    <PageShell title="Crear una contraseña nueva" maxW="lg">
      <Box bg="white" borderWidth="1px" rounded="xl" p={{ base: "4", md: "6" }}>
        <ResetPasswordForm key={token ?? ""} token={token} />
      </Box>
    </PageShell>
  );
}

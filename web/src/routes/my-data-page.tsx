import { Box, Button, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { DeleteAccountDialog, NameForm, roleLabel, useViewer, viewerFullName } from "../modules/auth";
import { PageShell } from "../ui/page-shell";

/** `/mis-datos`: the resident's rights of access and deletion (Ley 1581 de 2012), in the app. */
export function MyDataPage() {
  const { viewer } = useViewer();
  if (!viewer) return null;

  return (
    <PageShell title="Mis datos" maxW="3xl">
      <Stack gap="6">
        <Panel id="account" title="Tu cuenta">
          <Grid
            as="dl"
            templateColumns={{ base: "1fr", sm: "12rem 1fr" }}
            columnGap="4"
            rowGap={{ base: "1", sm: "3" }}
          >
            <Item label="Nombre">{viewerFullName(viewer) ?? <NotProvided />}</Item>
            <Item label="Correo electrónico">{viewer.email ?? <NotProvided />}</Item>
            <Item label="Rol">{roleLabel(viewer.role)}</Item>
            <Item label="Cédula">
              {viewer.hasCedula && viewer.cedulaMasked ? (
                <Text as="span">
                  {viewer.cedulaMasked}{" "}
                  <Text as="span" color="gray.600">
                    (registrada)
                  </Text>
                </Text>
              ) : (
                <Link asChild display="inline" color="teal.700" textDecoration="underline">
                  <RouterLink to="/register-cedula?returnTo=%2Fmis-datos">Registrar mi cédula</RouterLink>
                </Link>
              )}
            </Item>
          </Grid>
        </Panel>

        <Panel id="name" title="Tu nombre">
          <NameForm key={viewer.id} viewer={viewer} />
        </Panel>

        <Panel id="download" title="Descargar mis datos">
          <Text color="gray.700">
            Un archivo con todo lo que guardamos de tu cuenta. Tu cédula nunca se guarda completa.
          </Text>
          <Button asChild colorPalette="teal" variant="outline" alignSelf="start">
            <a href="/api/user/data" download>
              <Download aria-hidden="true" /> Descargar mis datos (JSON)
            </a>
          </Button>
        </Panel>

        <Panel id="delete" title="Eliminar mi cuenta">
          <Text color="gray.700">
            Puedes eliminar tu cuenta cuando quieras. Antes de hacerlo te mostramos qué se borra y qué se
            conserva de forma anónima. Más detalles en el{" "}
            <Link asChild display="inline" color="teal.700" textDecoration="underline">
              <RouterLink to="/tratamiento-de-datos">aviso de tratamiento de datos</RouterLink>
            </Link>
            .
          </Text>
          <DeleteAccountDialog />
        </Panel>
      </Stack>
    </PageShell>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${id}-title`} bg="white" borderWidth="1px" rounded="xl" p="5">
      <Heading id={`${id}-title`} as="h2" size="lg" color="teal.900" mb="4">
        {title}
      </Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="gray.600">
        {label}
      </Text>
      <Text as="dd" mb={{ base: "3", sm: "0" }} overflowWrap="anywhere">
        {children}
      </Text>
    </>
  );
}

function NotProvided() {
  return (
    <Text as="span" color="gray.600">
      Sin registrar
    </Text>
  );
}

import { Box, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { AccountDeletionFacts, DATA_PROTECTION_EMAIL } from "../modules/privacy";
import { PRIVACY_NOTICE_VERSION } from "@domain";
import { PageShell } from "../ui/page-shell";

const versionDate = new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeZone: "UTC" }).format(
  new Date(`${PRIVACY_NOTICE_VERSION}T00:00:00Z`),
);

/** `/tratamiento-de-datos`: the notice required by Ley 1581 de 2012 and Decreto 1377 de 2013. */
export function PrivacyNoticePage() {
  return (
    <PageShell title="Tratamiento de datos personales" maxW="3xl">
      <Stack gap="8" bg="white" borderWidth="1px" rounded="xl" p={{ base: "4", md: "8" }} lineHeight="tall">
        <Text color="gray.700">
          Versión {PRIVACY_NOTICE_VERSION} (vigente desde el {versionDate}). Este aviso explica, en palabras
          sencillas, qué datos tuyos usa Reporta Riomar, para qué y cómo puedes decidir sobre ellos, conforme
          a la Ley 1581 de 2012 y el Decreto 1377 de 2013.
        </Text>

        <Section id="responsable" title="¿Quién es responsable de tus datos?">
          <Text>
            La <strong>Alcaldía Local de Riomar – Distrito de Barranquilla</strong> es la responsable del
            tratamiento de los datos que registras en esta aplicación.
          </Text>
          <Text>
            Correo institucional de contacto para protección de datos:{" "}
            <Link
              href={`mailto:${DATA_PROTECTION_EMAIL}`}
              display="inline"
              color="teal.700"
              textDecoration="underline"
            >
              {DATA_PROTECTION_EMAIL}
            </Link>
            . También puedes acercarte a la sede de la Alcaldía Local de Riomar.
          </Text>
        </Section>

        <Section id="datos" title="¿Qué datos recogemos?">
          <List.Root ps="5" gap="2">
            <List.Item>
              <strong>Datos de tu cuenta:</strong> nombre, apellido, correo electrónico y, si tu proveedor de
              ingreso la entrega, tu foto de perfil.
            </List.Item>
            <List.Item>
              <strong>Tu cédula, nunca completa:</strong> guardamos solo una huella criptográfica con clave
              (un código del que no se puede recuperar el número) y sus últimos 3 dígitos para mostrártela.
            </List.Item>
            <List.Item>
              <strong>Tus reportes:</strong> categoría, barrio, dirección, descripción, gravedad y ubicación.
            </List.Item>
            <List.Item>
              <strong>Tus fotos:</strong> les quitamos los metadatos de ubicación (GPS) y de la cámara antes
              de guardarlas.
            </List.Item>
            <List.Item>
              <strong>Tu participación:</strong> los apoyos (votos) y comentarios que haces en los reportes de
              la comunidad.
            </List.Item>
          </List.Root>
        </Section>

        <Section id="finalidades" title="¿Para qué los usamos?">
          <List.Root ps="5" gap="2">
            <List.Item>
              Verificar que cada persona participe una sola vez al apoyar y comentar reportes de la comunidad
              (una persona, una participación).
            </List.Item>
            <List.Item>Gestionar tus reportes, darles respuesta y contarte en qué estado están.</List.Item>
            <List.Item>
              Elaborar estadísticas anónimas que ayudan a priorizar soluciones y políticas públicas en la
              localidad.
            </List.Item>
          </List.Root>
          <Text>
            Tus reportes son anónimos por defecto: nadie más ve tu nombre, ni siquiera la Alcaldía. Si
            autorizas que te contacten, el personal de la localidad ve solo tu correo, para escribirte sobre
            ese reporte. Si desmarcas «anónimo», tu nombre se muestra con el reporte.
          </Text>
        </Section>

        <Section id="derechos" title="Tus derechos">
          <Text>Como titular de tus datos puedes:</Text>
          <List.Root ps="5" gap="2">
            <List.Item>
              <strong>Conocer</strong> los datos que tenemos sobre ti.
            </List.Item>
            <List.Item>
              <strong>Actualizar</strong> y <strong>rectificar</strong> los que estén incompletos o errados.
            </List.Item>
            <List.Item>
              <strong>Suprimir</strong> tus datos cuando no haya un deber legal de conservarlos.
            </List.Item>
            <List.Item>
              <strong>Revocar la autorización</strong> que diste para tratarlos.
            </List.Item>
            <List.Item>
              <strong>Presentar quejas ante la Superintendencia de Industria y Comercio</strong> (SIC) si
              consideras que no se respetaron tus derechos.
            </List.Item>
          </List.Root>
        </Section>

        <Section id="como-ejercerlos" title="Cómo ejercer tus derechos">
          <Text>
            Desde la aplicación, en{" "}
            <Link asChild display="inline" color="teal.700" textDecoration="underline">
              <RouterLink to="/mis-datos">Mis datos</RouterLink>
            </Link>{" "}
            (menú de tu usuario), puedes <strong>descargar</strong> todos tus datos en un archivo y{" "}
            <strong>eliminar tu cuenta</strong>. Para cualquier otra solicitud escribe a{" "}
            <Link
              href={`mailto:${DATA_PROTECTION_EMAIL}`}
              display="inline"
              color="teal.700"
              textDecoration="underline"
            >
              {DATA_PROTECTION_EMAIL}
            </Link>
            .
          </Text>
        </Section>

        <Section id="eliminacion" title="Qué pasa si eliminas tu cuenta">
          <AccountDeletionFacts />
        </Section>
      </Stack>
    </PageShell>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} as="h2" size="lg" color="teal.900" mb="3">
        {title}
      </Heading>
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

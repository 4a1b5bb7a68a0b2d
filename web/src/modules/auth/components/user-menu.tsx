import { Avatar, Button, CloseButton, Dialog, Menu, Portal, Text } from "@chakra-ui/react";
import { useState, type MouseEvent } from "react";
import { BellRing, ChevronDown, LogOut, UserRound, UserRoundCog } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { countQueuedReports } from "../../../offline/outbox/outbox-store";
import { clearPrivateCache } from "../../../offline/persisted-cache";
import { forgetPushSubscription } from "../../notifications";
import type { Viewer } from "../hooks/use-viewer";
import { viewerDisplayName } from "../viewer-names";

/**
 * Picture or icon and a name (docs/decisions.md#navigation-by-role); "Siguiendo" (the reports the viewer
 * follows, docs/community.md#following), "Mis datos" and "Cerrar Sesión" (a plain navigation, which first removes the answers kept for
 * offline use: docs/offline.md#what-is-cleared). With reports waiting on the phone, signing out asks
 * first: they stay for this user (docs/offline.md#signing-out).
 */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  const name = viewerDisplayName(viewer);
  // How many reports wait on the phone, read when "Cerrar Sesión" is chosen: the warning's count.
  const [pending, setPending] = useState(0);
  const [warning, setWarning] = useState(false);
  // The answers kept for offline use go first, and this phone's push subscription ends
  // (docs/push.md#in-the-browser), then the browser navigates to the sign-out.
  const leave = (href: string) => {
    clearPrivateCache();
    void forgetPushSubscription().finally(() => window.location.assign(href));
  };
  const signOut = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const href = event.currentTarget.href;
    const waiting = viewer.role === "citizen" ? countQueuedReports(viewer.id) : Promise.resolve(0);
    void waiting
      .catch(() => 0)
      .then((count) => {
        if (count === 0) return leave(href);
        setPending(count);
        setWarning(true);
      });
  };
  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" px="2" gap="2" aria-label={`Menú de usuario: ${name}`}>
            <Avatar.Root size="xs" colorPalette="teal">
              <Avatar.Fallback>
                <UserRound size={16} aria-hidden="true" />
              </Avatar.Fallback>
              {viewer.profileImageUrl && <Avatar.Image src={viewer.profileImageUrl} alt="" />}
            </Avatar.Root>
            {/* At phone width the brand's name and the bell leave no room for it: the avatar alone there (the
              button still says whose menu it is). */}
            <Text
              as="span"
              data-testid="user-menu-name"
              display={{ base: "none", sm: "inline" }}
              maxW={{ base: "24", md: "40" }}
              truncate
            >
              {name}
            </Text>
            <ChevronDown size={16} aria-hidden="true" />
          </Button>
        </Menu.Trigger>
        {/* In the header, not a portal at the end of the page: the open menu stays inside the banner
          landmark (outside every landmark, axe's region rule flags it). */}
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="siguiendo" asChild>
              <RouterLink to="/siguiendo">
                <BellRing size={16} aria-hidden="true" /> Siguiendo
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="mis-datos" asChild>
              <RouterLink to="/mis-datos">
                <UserRoundCog size={16} aria-hidden="true" /> Mis datos
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="cerrar-sesion" asChild>
              <a href="/api/logout" onClick={signOut}>
                <LogOut size={16} aria-hidden="true" /> Cerrar Sesión
              </a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
      <Dialog.Root
        open={warning}
        onOpenChange={(details) => setWarning(details.open)}
        role="alertdialog"
        placement="center"
        size="sm"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Tienes reportes sin enviar</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>
                  {pending === 1 ? "1 reporte está pendiente" : `${pending} reportes están pendientes`} de
                  envío en este teléfono. Si cierras la sesión se quedan guardados aquí y se enviarán cuando
                  vuelvas a iniciar sesión con esta cuenta; nadie más los verá.
                </Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancelar</Button>
                </Dialog.ActionTrigger>
                <Button asChild colorPalette="red">
                  <a
                    href="/api/logout"
                    onClick={(event) => {
                      event.preventDefault();
                      leave(event.currentTarget.href);
                    }}
                  >
                    Cerrar sesión de todos modos
                  </a>
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Cerrar" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

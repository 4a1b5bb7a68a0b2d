import {
  Box,
  Button,
  CloseButton,
  Container,
  Drawer,
  HStack,
  IconButton,
  Portal,
  type ButtonProps,
} from "@chakra-ui/react";
import { Menu as MenuIcon, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { watchSession } from "../../../apollo/session-watch";
import { BrandLogo } from "../../../ui/brand-logo";
import type { Viewer } from "../hooks/use-viewer";
import { navLinksFor } from "../nav-links";
import { NavLinkList } from "./nav-link-list";
import { checkPushOwner, NotificationBell } from "../../notifications";
import { OutboxRunner } from "../../outbox";
import { UserMenu } from "./user-menu";

/**
 * The navigation bar for signed-in users (docs/decisions.md#navigation-by-role). From `lg` up the links sit
 * in the bar; below, they move into a side drawer opened by the menu button.
 */
export function SignedInHeader({ viewer }: { viewer: Viewer }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const links = navLinksFor(viewer.role);
  const isCitizen = viewer.role === "citizen";

  const handleNavigate = () => setDrawerOpen(false);
  // Shown only while signed in: the one place that watches for the session ending elsewhere.
  useEffect(() => watchSession(), []);
  // Push notices made for someone else signed in before on this phone stop (docs/push.md#in-the-browser).
  useEffect(() => void checkPushOwner(viewer.id), [viewer.id]);

  return (
    <Box as="header" borderBottomWidth="1px" bg="white" position="sticky" top="0" zIndex="sticky">
      {/* Only citizens file reports: theirs wait on the phone when there is no connection. */}
      {isCitizen && <OutboxRunner ownerId={viewer.id} />}
      <Container maxW="6xl">
        <HStack h="16" gap="3" justify="space-between">
          <HStack gap="2" minW="0">
            <Drawer.Root
              placement="start"
              open={drawerOpen}
              onOpenChange={(details) => setDrawerOpen(details.open)}
            >
              <Drawer.Trigger asChild>
                <IconButton
                  aria-label="Abrir menú de navegación"
                  variant="ghost"
                  size="sm"
                  hideFrom="xl"
                  color="gray.700"
                >
                  <MenuIcon aria-hidden="true" />
                </IconButton>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content maxW="xs">
                    <Drawer.Header>
                      <Drawer.Title color="teal.900">Menú</Drawer.Title>
                    </Drawer.Header>
                    <Drawer.Body>
                      <Box as="nav" aria-label="Navegación principal">
                        <NavLinkList links={links} onNavigate={handleNavigate} />
                      </Box>
                      {isCitizen && <NewReportButton mt="6" w="full" onClick={handleNavigate} />}
                    </Drawer.Body>
                    <Drawer.CloseTrigger asChild>
                      <CloseButton size="sm" aria-label="Cerrar menú de navegación" />
                    </Drawer.CloseTrigger>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>
            {/* Where the whole navigation is in the bar (the header is 6xl wide at most), the name would run
                into it: the mark alone, still named "Reporta Riomar, inicio". */}
            <BrandLogo nameDisplay={{ base: "block", xl: "none" }} />
          </HStack>

          {/* A staff member's six entries need the width of xl (1280 px): below it, the drawer. */}
          <Box as="nav" aria-label="Navegación principal" hideBelow="xl">
            <NavLinkList links={links} direction="row" />
          </Box>

          <HStack gap="2" flexShrink={0}>
            {isCitizen && <NewReportButton hideBelow="xl" />}
            <NotificationBell viewerId={viewer.id} />
            <UserMenu viewer={viewer} />
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}

function NewReportButton({ onClick, ...props }: { onClick?: () => void } & ButtonProps) {
  return (
    <Button asChild colorPalette="teal" size="sm" {...props}>
      <RouterLink to="/nuevo-reporte" onClick={onClick}>
        <Plus aria-hidden="true" /> Nuevo Reporte
      </RouterLink>
    </Button>
  );
}

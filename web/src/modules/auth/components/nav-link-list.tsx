import { Link, Stack, type StackProps } from "@chakra-ui/react";
import { NavLink } from "react-router-dom";
import type { NavLinkDefinition } from "../nav-links";

/**
 * The navigation links; react-router marks the current one with aria-current="page", which is also
 * what highlights it.
 */
export function NavLinkList({
  links,
  onNavigate,
  ...props
}: { links: NavLinkDefinition[]; onNavigate?: () => void } & StackProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="1" {...props}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            asChild
            display="flex"
            alignItems="center"
            gap="2"
            px="3"
            py="2"
            rounded="md"
            fontWeight="medium"
            color="gray.700"
            textDecoration="none"
            whiteSpace="nowrap"
            _hover={{ bg: "teal.50", color: "teal.800", textDecoration: "none" }}
            _currentPage={{ bg: "teal.700", color: "white", _hover: { bg: "teal.800", color: "white" } }}
          >
            <NavLink to={link.to} end={link.to === "/"} onClick={onNavigate}>
              <link.icon size={18} aria-hidden="true" />
              {link.label}
            </NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}

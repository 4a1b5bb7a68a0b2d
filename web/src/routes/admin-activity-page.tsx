import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { AUDIT_ACTIONS } from "@domain";
import { useState } from "react";
import { graphql } from "../gql";
import { auditChangeLines } from "../modules/admin";
import { SelectField } from "../ui/select-field";
import { RelativeTime } from "../ui/relative-time";
import { PageShell } from "../ui/page-shell";

export const AuditLogQuery = graphql(`
  query AuditLog($actorId: ID, $after: String) {
    auditLog(actorId: $actorId, after: $after, limit: 50) {
      entries {
        id
        action
        actorId
        actorName
        subjectLabel
        changes {
          field
          before
          after
        }
        createdAt
      }
      nextCursor
    }
    # Who acts: funcionarios and super_admins alike.
    admins: users(role: super_admin, limit: 100) {
      users {
        id
        firstName
        lastName
        email
      }
    }
    funcionarios: users(role: staff, limit: 100) {
      users {
        id
        firstName
        lastName
        email
      }
    }
  }
`);

/** The audit log: every staff action, newest first, optionally one person's. */
export function AdminActivityPage() {
  const [actorId, setActorId] = useState<string | null>(null);
  const [after, setAfter] = useState<string | null>(null);
  const { data, error } = useQuery(AuditLogQuery, {
    variables: { actorId, after },
    fetchPolicy: "cache-and-network",
  });
  const people = [...(data?.admins.users ?? []), ...(data?.funcionarios.users ?? [])];
  const actors = people.map((user) => ({
    value: user.id,
    label: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || user.id,
  }));
  return (
    <PageShell title="Registro de actividad" maxW="4xl">
      <Box maxW="sm" mb="4">
        <SelectField
          label="Quién"
          placeholder="Todo el equipo"
          options={actors}
          value={actorId ?? ""}
          onValueChange={(value) => {
            setActorId(value || null);
            setAfter(null);
          }}
        />
      </Box>
      {error && <Text role="alert">No se pudo cargar el registro.</Text>}
      {data?.auditLog.entries.length === 0 && (
        <Text color="gray.700">
          {actorId ? "Esta persona no tiene actividad registrada." : "Todavía no hay actividad registrada."}
        </Text>
      )}
      <Stack as="ol" listStyleType="none" gap="3">
        {data?.auditLog.entries.map((entry) => (
          <Box as="li" key={entry.id} bg="white" borderWidth="1px" rounded="lg" p="3">
            <Text fontWeight="semibold">
              {AUDIT_ACTIONS.find((action) => action.value === entry.action)?.label ?? entry.action}:{" "}
              {entry.subjectLabel}
            </Text>
            {auditChangeLines(entry.changes).map((line) => (
              <Text key={line.field} fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
                {line.text}
              </Text>
            ))}
            <Text fontSize="sm" color="gray.600">
              {entry.actorName} · <RelativeTime value={entry.createdAt} />
            </Text>
          </Box>
        ))}
      </Stack>
      {data?.auditLog.nextCursor && (
        <Button
          mt="4"
          variant="outline"
          colorPalette="teal"
          onClick={() => setAfter(data.auditLog.nextCursor)}
        >
          Ver más antiguos
        </Button>
      )}
    </PageShell>
  );
}

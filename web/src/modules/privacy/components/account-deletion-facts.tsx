import { List, Stack, Text } from "@chakra-ui/react";

/**
 * What deleting an account removes and what stays. Shown in the notice and in the confirmation
 * dialog, so that both always say the same thing.
 */
export function AccountDeletionFacts() {
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">Se borra:</Text>
      <List.Root ps="5" gap="1">
        <List.Item>Tu cuenta: nombre, correo y foto de perfil.</List.Item>
        <List.Item>La huella cifrada de tu cédula y sus últimos 3 dígitos.</List.Item>
        <List.Item>Tus sesiones abiertas, en todos tus dispositivos.</List.Item>
        <List.Item>Tus apoyos (votos) a reportes de la comunidad.</List.Item>
      </List.Root>
      <Text fontWeight="semibold">Se conserva, sin nada que te identifique:</Text>
      <List.Root ps="5" gap="1">
        <List.Item>
          Tus reportes siguen publicados para que la Alcaldía pueda atenderlos, pero quedan anónimos: ya no
          están vinculados a ti.
        </List.Item>
        <List.Item>
          Tus comentarios siguen visibles, con el autor mostrado como “Usuario eliminado”.
        </List.Item>
      </List.Root>
    </Stack>
  );
}

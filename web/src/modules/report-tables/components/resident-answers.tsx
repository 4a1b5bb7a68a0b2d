import { Box, Heading, Image, Link, Stack, Text } from "@chakra-ui/react";
import { RESOLUTION_ANSWER_LABELS, type ResolutionAnswer } from "@domain";
import { RelativeTime } from "../../../ui/relative-time";

export interface ResidentAnswer {
  role: string;
  answer: ResolutionAnswer;
  comment?: string | null;
  answeredAt: string;
  photo?: { url: string; thumbnailUrl: string } | null;
}

/**
 * Residents' answers to "¿Quedó resuelto?" on an opened row, for staff alone: the server sends none to
 * anyone else (docs/resolution-check.md#answering). Who answered is said by role, never by name.
 */
export function ResidentAnswers({ answers }: { answers: readonly ResidentAnswer[] | undefined }) {
  if (!answers || answers.length === 0) return null;
  return (
    <Box as="section" mt="4" aria-labelledby="resident-answers-title">
      <Heading as="h3" id="resident-answers-title" size="sm" mb="2">
        Respuestas de los vecinos a «¿Quedó resuelto?»
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none">
        {answers.map((answer, index) => (
          <Box as="li" key={index} borderLeftWidth="3px" borderColor="teal.200" pl="3">
            <Text fontSize="sm">
              <strong>{answer.role === "reporter" ? "Quien reportó" : "Un seguidor"}</strong>:{" "}
              {RESOLUTION_ANSWER_LABELS[answer.answer]} · <RelativeTime value={answer.answeredAt} />
            </Text>
            {answer.comment && <Text fontSize="sm">«{answer.comment}»</Text>}
            {answer.photo && (
              <Link href={answer.photo.url} target="_blank" rel="noopener" display="inline-block" mt="1">
                <Image
                  src={answer.photo.thumbnailUrl}
                  alt="Foto enviada con la respuesta «No»"
                  maxH="120px"
                  rounded="md"
                />
              </Link>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

import { Button, Field, HStack, Link, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  neighborhoodLabel,
  RESOLUTION_ANSWER_LABELS,
  RESOLUTION_ANSWERS,
  RESOLUTION_CHECK_LIMITS,
  RESOLUTION_CHECK_MESSAGES,
  type ResolutionAnswer,
} from "@domain";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { graphql } from "../gql";
import { PageShell } from "../ui/page-shell";

export const MyResolutionCheckQuery = graphql(`
  query MyResolutionCheck($reportId: ID!) {
    myResolutionCheck(reportId: $reportId) {
      id
      reportId
      radicado
      categoryName
      neighborhood
      reportStatus
      answer
      comment
    }
  }
`);

export const AnswerResolutionCheckMutation = graphql(`
  mutation AnswerResolutionCheck($reportId: ID!, $answer: ResolutionAnswer!, $comment: String) {
    answerResolutionCheck(reportId: $reportId, answer: $answer, comment: $comment) {
      id
      reportId
      radicado
      categoryName
      neighborhood
      reportStatus
      answer
      comment
    }
  }
`);

/**
 * /quedo-resuelto/:reportId: "¿Quedó resuelto?" in the app, reached from the bell's notice
 * (docs/resolution-check.md#answering): Sí / No / No sé, with an optional comment on "No"; once
 * answered, the answer given.
 */
export function ResolutionCheckPage() {
  const { reportId = "" } = useParams();
  const { data, loading, error } = useQuery(MyResolutionCheckQuery, { variables: { reportId } });
  const [answerCheck, { loading: sending }] = useMutation(AnswerResolutionCheckMutation);
  const [comment, setComment] = useState("");
  const [problem, setProblem] = useState<string>();
  const check = data?.myResolutionCheck;

  const send = async (answer: ResolutionAnswer) => {
    setProblem(undefined);
    try {
      await answerCheck({ variables: { reportId, answer, comment: answer === "no" ? comment : null } });
    } catch (failure) {
      setProblem(
        CombinedGraphQLErrors.is(failure)
          ? (failure.errors[0]?.message ?? "No pudimos registrar tu respuesta.")
          : "No pudimos registrar tu respuesta. Revisa tu conexión e inténtalo de nuevo.",
      );
    }
  };

  return (
    <PageShell title={RESOLUTION_CHECK_MESSAGES.question}>
      {loading && !data ? (
        <Skeleton h="32" rounded="lg" aria-busy="true" aria-label="Cargando la pregunta" />
      ) : error ? (
        <Text role="alert">No pudimos cargar la pregunta. Inténtalo de nuevo.</Text>
      ) : !check ? (
        <Text>{RESOLUTION_CHECK_MESSAGES.notAsked}</Text>
      ) : (
        <Stack gap="4" maxW="xl">
          <Text>
            Reporte {check.radicado}: {check.categoryName},{" "}
            {neighborhoodLabel(check.neighborhood) ?? check.neighborhood}.{" "}
            <Link asChild color="teal.700" textDecoration="underline">
              <RouterLink to={`/community/reports/${check.reportId}`}>Ver el reporte</RouterLink>
            </Link>
          </Text>
          {check.answer ? (
            <Text role="status">
              {check.answer === "no" && check.reportStatus === "reabierto"
                ? RESOLUTION_CHECK_MESSAGES.reopened
                : RESOLUTION_CHECK_MESSAGES.answeredBefore(check.answer)}
            </Text>
          ) : (
            <>
              <Text>La Alcaldía Local lo marcó como resuelto. ¿El problema quedó resuelto?</Text>
              <Field.Root>
                <Field.Label>Comentario (opcional, si respondes «No»)</Field.Label>
                <Textarea
                  bg="white"
                  value={comment}
                  maxLength={RESOLUTION_CHECK_LIMITS.commentMaxLength}
                  rows={3}
                  onChange={(event) => setComment(event.target.value)}
                />
              </Field.Root>
              <HStack gap="3" flexWrap="wrap" role="group" aria-label="Tu respuesta">
                {RESOLUTION_ANSWERS.map((answer) => (
                  <Button
                    key={answer}
                    colorPalette="teal"
                    variant={answer === "no" ? "solid" : "outline"}
                    loading={sending}
                    onClick={() => void send(answer)}
                  >
                    {RESOLUTION_ANSWER_LABELS[answer]}
                  </Button>
                ))}
              </HStack>
              {problem && (
                <Text role="alert" color="red.700">
                  {problem}
                </Text>
              )}
            </>
          )}
        </Stack>
      )}
    </PageShell>
  );
}

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
import { useId, useState } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ApiError } from "../apollo/api-fetch";
import { uploadEvidencePhoto } from "../apollo/upload-evidence-photo";
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
  mutation AnswerResolutionCheck(
    $reportId: ID!
    $answer: ResolutionAnswer!
    $comment: String
    $photo: String
  ) {
    answerResolutionCheck(reportId: $reportId, answer: $answer, comment: $comment, photo: $photo) {
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
 * (docs/resolution-check.md#answering): Sí / No / No sé, with an optional comment and photo on "No"
 * (the photo only staff see); once answered, the answer given.
 */
export function ResolutionCheckPage() {
  const { reportId = "" } = useParams();
  const { data, loading, error } = useQuery(MyResolutionCheckQuery, { variables: { reportId } });
  const [answerCheck, { loading: sending }] = useMutation(AnswerResolutionCheckMutation);
  const [comment, setComment] = useState("");
  const [photo, setPhoto] = useState<{ path: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [photoProblem, setPhotoProblem] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const photoInputId = useId();
  const check = data?.myResolutionCheck;

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setPhotoProblem(undefined);
    try {
      setPhoto({ path: await uploadEvidencePhoto(file), name: file.name });
    } catch (failure) {
      setPhoto(null);
      setPhotoProblem(
        failure instanceof ApiError && failure.serverMessage
          ? failure.serverMessage
          : "No se pudo subir la foto. Inténtalo de nuevo.",
      );
    } finally {
      setUploading(false);
    }
  };

  const send = async (answer: ResolutionAnswer) => {
    setProblem(undefined);
    try {
      await answerCheck({
        variables: {
          reportId,
          answer,
          comment: answer === "no" ? comment : null,
          photo: answer === "no" ? (photo?.path ?? null) : null,
        },
      });
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
              <Field.Root invalid={Boolean(photoProblem)}>
                <Field.Label htmlFor={photoInputId}>Foto (opcional, si respondes «No»)</Field.Label>
                <Field.HelperText color="gray.800">
                  Muestra lo que sigue sin resolver. Solo la verá la Alcaldía Local.
                </Field.HelperText>
                <input
                  id={photoInputId}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  disabled={uploading || sending}
                  onChange={(event) => void choosePhoto(event.target.files?.[0])}
                />
                {uploading && <Text fontSize="sm">Subiendo la foto…</Text>}
                {photo && !uploading && (
                  <Text fontSize="sm" color="gray.800">
                    Foto lista: {photo.name}
                  </Text>
                )}
                {photoProblem && <Field.ErrorText>{photoProblem}</Field.ErrorText>}
              </Field.Root>
              <HStack gap="3" flexWrap="wrap" role="group" aria-label="Tu respuesta">
                {RESOLUTION_ANSWERS.map((answer) => (
                  <Button
                    key={answer}
                    colorPalette="teal"
                    variant={answer === "no" ? "solid" : "outline"}
                    loading={sending}
                    disabled={uploading}
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

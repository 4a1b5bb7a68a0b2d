import { useEffect, useRef, useState, type FormEvent } from "react";
import { apiFetch } from "../../../apollo/api-fetch";
import { navigateTo } from "../../../apollo/browser-navigation";

/** Signs in with a built-in account. Here a 401 means "wrong email or password", not "session ended". */
export function signIn(email: string, password: string): Promise<unknown> {
  return apiFetch("/api/auth/sign-in", {
    method: "POST",
    body: { email, password },
    redirectOnUnauthorized: false,
  });
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The one submit flow of the built-in account forms, sign-in and sign-up (docs/decisions.md#sign-in):
 * check the fields, send, then go where the person was going (a full page load, so the app starts over
 * with the session). On failure what was typed stays, and `failure` says what to show: the fields'
 * messages, or one message for the whole form. A refused field takes the focus, the first of them, so
 * that a screen reader reads its message at once.
 */
export function useAccountForm<Field extends string>({
  returnTo,
  check,
  send,
  failure,
}: {
  returnTo: string;
  check: () => FieldErrors<Field>;
  send: () => Promise<unknown>;
  failure: (error: unknown) => FieldErrors<Field> | string;
}) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement | null>(null);
  // Counts refusals, so that each one moves the focus once its messages are on the page.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [refusals]);
  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    if (Object.values(found).some(Boolean)) setRefusals((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.current = event.currentTarget;
    const found = check();
    showErrors(found);
    setFormError(undefined);
    if (Object.values(found).some(Boolean)) return;

    setSubmitting(true);
    try {
      await send();
      navigateTo(returnTo);
    } catch (error) {
      const shown = failure(error);
      if (typeof shown === "string") setFormError(shown);
      else showErrors(shown);
      setSubmitting(false);
    }
  };

  return {
    errors,
    formError,
    submitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}

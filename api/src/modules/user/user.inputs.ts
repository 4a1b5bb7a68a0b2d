import { z } from "zod";
import { ACCOUNT_MESSAGES, cedulaProblem, MESSAGES, NAME_MAX_LENGTH, PASSWORD_RULES } from "../../domain";
import { optionalTypedText, typedText } from "../../validation/text";

/** Messages of the account API only; the forms show the same sentences (web sign-in and sign-up). */
export const USER_MESSAGES = {
  emailInvalid: "Escribe un correo electrónico válido.",
  emailRequired: "Escribe tu correo electrónico.",
  passwordRequired: "Escribe tu contraseña.",
  passwordLength: ACCOUNT_MESSAGES.passwordLength,
  firstNameRequired: ACCOUNT_MESSAGES.firstNameRequired,
  lastNameTooLong: ACCOUNT_MESSAGES.lastNameTooLong,
  firstNameTooLong: ACCOUNT_MESSAGES.firstNameTooLong,
  signInFailed: "Correo o contraseña incorrectos.",
  // The same answer whether the e-mail was free or not (docs/security.md#sign-up).
  signUpDone: "Listo. Inicia sesión con tu correo y tu contraseña.",
} as const;

// RFC 5321 caps an address at 254 characters; the column is as long.
const EMAIL_MAX_LENGTH = 254;
const PASSWORD_MIN_LENGTH = PASSWORD_RULES.minLength;
const PASSWORD_MAX_LENGTH = PASSWORD_RULES.maxLength;

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: USER_MESSAGES.emailInvalid }).max(EMAIL_MAX_LENGTH, { error: message }));

/**
 * POST /api/auth/sign-in. Any address-shaped text is looked up (a wrong one fails like a wrong
 * password); only what no account could have is refused as input, before any password work.
 */
export const signInInput = z.object({
  email: z
    .string({ error: USER_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: USER_MESSAGES.emailRequired })
    .max(EMAIL_MAX_LENGTH, { error: USER_MESSAGES.emailInvalid }),
  password: z
    .string({ error: USER_MESSAGES.passwordRequired })
    .min(1, { error: USER_MESSAGES.passwordRequired })
    // No account has a longer one; scrypt is not made to hash 100 kB for anybody.
    .max(PASSWORD_MAX_LENGTH, { error: USER_MESSAGES.signInFailed }),
});

/** A new password, at sign-up and at a reset alike (docs/password-reset.md#the-new-password). */
const newPassword = z
  .string({ error: USER_MESSAGES.passwordLength })
  .min(PASSWORD_MIN_LENGTH, { error: USER_MESSAGES.passwordLength })
  .max(PASSWORD_MAX_LENGTH, { error: USER_MESSAGES.passwordLength });

// Names are typed text like any other (docs/security.md#sign-up): shown to others, so no control
// or bidirectional characters.
const personName = {
  firstName: z
    .string({ error: USER_MESSAGES.firstNameRequired })
    .pipe(typedText(NAME_MAX_LENGTH, USER_MESSAGES.firstNameTooLong))
    .pipe(z.string().min(1, { error: USER_MESSAGES.firstNameRequired })),
  lastName: optionalTypedText(NAME_MAX_LENGTH, USER_MESSAGES.lastNameTooLong),
};

/** POST /api/auth/sign-up: a built-in account. */
export const signUpInput = z.object({
  email: email(USER_MESSAGES.emailInvalid),
  password: newPassword,
  ...personName,
});

/** PATCH /api/user, changeMyName: the person's own name (docs/decisions.md#your-name). */
export const nameInput = z.object(personName);

/** POST /api/auth/password-reset, requestPasswordReset: the e-mail to send a link to. */
export const requestPasswordResetInput = z.object({
  email: z
    .string({ error: USER_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: USER_MESSAGES.emailRequired })
    .pipe(
      z
        .email({ error: USER_MESSAGES.emailInvalid })
        .max(EMAIL_MAX_LENGTH, { error: USER_MESSAGES.emailInvalid }),
    ),
});

// A token is a uuid, a dot and a 43-character signature; anything much longer is no token of ours.
const token = z
  .string({ error: ACCOUNT_MESSAGES.tokenRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.tokenRequired })
  .max(200, { error: ACCOUNT_MESSAGES.resetLinkInvalid });

/** POST /api/auth/password-reset/check, passwordResetLink: whether a link still works. */
export const passwordResetTokenInput = z.object({ token });

/** POST /api/auth/password-reset/complete, resetPassword: the link's token and the new password. */
export const resetPasswordInput = z.object({ token, password: newPassword });

/**
 * PUT /api/user/cedula, registerCedula: digits only, 6 to 10 of them, with consent
 * (docs/decisions.md#cédula).
 */
export const registerCedulaInput = z.object({
  cedula: z.unknown().transform((value, context) => {
    const problem = cedulaProblem(value);
    if (problem) {
      context.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return value as string;
  }),
  consent: z.literal(true, { error: MESSAGES.consentRequired }),
});

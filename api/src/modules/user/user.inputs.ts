import { z } from "zod";
import { cedulaProblem, MESSAGES } from "../../domain";
import { optionalTypedText, typedText } from "../../validation/text";

/** Messages of the account API only; the forms show the same sentences (web sign-in and sign-up). */
export const USER_MESSAGES = {
  emailInvalid: "Escribe un correo electrónico válido.",
  emailRequired: "Escribe tu correo electrónico.",
  passwordRequired: "Escribe tu contraseña.",
  passwordLength: "La contraseña debe tener entre 10 y 200 caracteres.",
  firstNameRequired: "Escribe tu nombre.",
  lastNameTooLong: "El apellido es demasiado largo.",
  firstNameTooLong: "El nombre es demasiado largo.",
  signInFailed: "Correo o contraseña incorrectos.",
  // The same answer whether the e-mail was free or not (docs/security.md#sign-up).
  signUpDone: "Listo. Inicia sesión con tu correo y tu contraseña.",
} as const;

// RFC 5321 caps an address at 254 characters; the column is as long.
const EMAIL_MAX_LENGTH = 254;
const PASSWORD_MIN_LENGTH = 10;
const PASSWORD_MAX_LENGTH = 200;
/** As long as the columns. */
export const NAME_MAX_LENGTH = 100;

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

/** POST /api/auth/sign-up: a built-in account. */
export const signUpInput = z.object({
  email: email(USER_MESSAGES.emailInvalid),
  password: z
    .string({ error: USER_MESSAGES.passwordLength })
    .min(PASSWORD_MIN_LENGTH, { error: USER_MESSAGES.passwordLength })
    .max(PASSWORD_MAX_LENGTH, { error: USER_MESSAGES.passwordLength }),
  // Names are typed text like any other (docs/security.md#sign-up): shown to others, so no control
  // or bidirectional characters.
  firstName: z
    .string({ error: USER_MESSAGES.firstNameRequired })
    .pipe(typedText(NAME_MAX_LENGTH, USER_MESSAGES.firstNameTooLong))
    .pipe(z.string().min(1, { error: USER_MESSAGES.firstNameRequired })),
  lastName: optionalTypedText(NAME_MAX_LENGTH, USER_MESSAGES.lastNameTooLong),
});

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

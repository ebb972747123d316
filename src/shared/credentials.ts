import { z } from "zod";
import { text } from "./i18n/text.ts";

// Passwords: 8 to 128 characters, no composition rules (docs/security.md#passwords).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

export const VALID_EMAIL = text("Enter a valid email address");

export const signInSchema = z.object({
  email: z.email(VALID_EMAIL).max(254),
  password: z.string().min(1, text("Enter your password")).max(PASSWORD_MAX_LENGTH),
});

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, text("Use at most {max} characters", { max: NAME_MAX_LENGTH })),
  email: z.email(VALID_EMAIL).max(254),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, text("Use at least {min} characters", { min: PASSWORD_MIN_LENGTH }))
    .max(PASSWORD_MAX_LENGTH, text("Use at most {max} characters", { max: PASSWORD_MAX_LENGTH })),
});

/** A new password, on the reset page: the same rule as at sign-up. */
export const newPasswordSchema = signUpSchema.shape.password;

/** A profile picture: an https address only, so a page never loads a javascript: or data: one. */
const pictureSchema = z
  .url({ protocol: /^https$/, error: text("Use an https:// address for the picture") })
  .max(2048, text("Use an address of at most 2048 characters"));

/**
 * A sign-up as the server takes it (POST /api/auth/sign-up/email): the form's fields, an
 * optional picture by the profile's rule, and where the welcome mail's link lands. Other keys
 * are dropped.
 */
export const signUpRequestSchema = signUpSchema.extend({
  image: pictureSchema.optional(),
  callbackURL: z.string().max(2048).optional(),
  rememberMe: z.boolean().optional(),
});

/**
 * A change to one's own profile (POST /api/auth/update-user): the sign-up rule for the name,
 * and a picture only as an https address, or null to remove it. Other keys are dropped.
 */
export const profileUpdateSchema = z
  .object({
    name: signUpSchema.shape.name.optional(),
    image: pictureSchema.nullable().optional(),
  })
  .refine((update) => update.name !== undefined || update.image !== undefined, {
    error: text("Send a name or an image to change"),
  });

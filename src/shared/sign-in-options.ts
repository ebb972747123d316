/** GET /api/sign-in-options: the external sign-in buttons the server has set up. */
export type SignInOptions = {
  /** `id` is what POST /api/auth/sign-in/social takes as `provider`. */
  external: { id: "google" | "oidc"; label: string }[];
};

// Plain values of the auth endpoints, in a module without zod: the pages that send them do not load the schemas.

/** The header that carries a password reset link's token (spec §4 "Reset password"). */
export const RESET_TOKEN_HEADER = 'reset-password-token';

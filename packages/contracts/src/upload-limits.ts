// Its own module, so the file pickers' hints take this number without any schema along with it.

/** Largest resume or cover letter accepted. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

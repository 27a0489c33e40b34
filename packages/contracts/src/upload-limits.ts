// Its own module, so the file pickers' hints take these numbers without any schema (or the image sizes) along.

/** Largest resume or cover letter accepted. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** Largest image file accepted, before it is re-encoded. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

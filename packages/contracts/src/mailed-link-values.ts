// Plain values of the e-mailed links' pages, in a module without zod: those pages do not load the schemas.

/** What an e-mailed link's page and the API say when the link came without its token. */
export const INCOMPLETE_LINK_MESSAGE =
  'This link is incomplete. Open it again from your e-mail, or copy the whole address into your browser.';

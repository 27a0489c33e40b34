/** What an e-mail address typed into a form must look like (sign-up, an application's contact, an invitation). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

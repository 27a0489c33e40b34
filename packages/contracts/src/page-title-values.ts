/** The product's name, as page titles and link previews show it. */
export const SITE_NAME = 'MainWork';

/** A page's document title: 'My Share Links | MainWork'. */
export const pageTitle = (pageName: string): string => `${pageName} | ${SITE_NAME}`;

/** A job page's name, for its title on the server (search engines, link previews) and in the browser alike. */
export const jobPageName = (job: { title: string; business: { name: string } }): string =>
  `${job.title} at ${job.business.name}`;

/** The site's name: the shell's header and titles, and the services' feeds, all say it. */
export const SITE_NAME = 'Commonplace';

/** Where readers write to the author: the shell's footer and the content pages both show it. */
export const CONTACT_EMAIL = 'hello@commonplace.quest';

/** The site's logo, served by the gateway: square, as structured data's publisher logo asks. */
export const SITE_LOGO = { path: '/logo.png', width: 512, height: 512 } as const;

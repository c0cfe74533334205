/** Where readers write to the author: the shell's footer and the content pages both show it. */
export const CONTACT_EMAIL = 'hello@commonplace.quest';

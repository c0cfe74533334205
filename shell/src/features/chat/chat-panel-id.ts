/** The id the button's aria-controls names; apart from the panel so the button does not pull its chunk in. */
export const CHAT_PANEL_ID = 'chat-panel';

/** The names of the house's bots in battles; no player may take one (moderation/names). */
export const BOT_NAMES = ['Bot Astra', 'Bot Bolt', 'Bot Cinder', 'Bot Dash', 'Bot Echo', 'Bot Flint', 'Bot Glint', 'Bot Halo', 'Bot Iris'] as const;

/**
 * "Your time zone": the choice a zone select starts with where the visitor's own zone is meant (the
 * next runs of a cron expression, a Discord tag), resolved in the browser by the tool's run(); the locale
 * names it, every other choice is named by its city (zoneChoiceName, in zoneNames.ts with
 * the cities' names, which a page that only lists zones does not load).
 */
export const LOCAL_ZONE = 'local';

/** The locale files of `cronstrue` this tool loads (each registers itself into cronstrue; the package ships no types for them). */
declare module 'cronstrue/locales/es';
declare module 'cronstrue/locales/de';
declare module 'cronstrue/locales/fr';

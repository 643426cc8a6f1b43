import { describe, expect, it } from 'vitest';
import { errorParams } from '@sdk/ui/displayText.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { displayContext } from '../../../../tests/display.ts';

describe('the server\'s refusals on a tool page', () => {
  it('make the waits the server asks for read right in every language', () => {
    const says = (lang: Lang, code: string, seconds: number) => displayContext('ping-tool', lang).t(`errors.${code}`, errorParams({ seconds }, lang));
    expect(says('en', 'rateLimited', 1)).toBe('Too many requests. Please wait 1 second and try again.');
    expect(says('en', 'rateLimited', 42)).toBe('Too many requests. Please wait 42 seconds and try again.');
    expect(says('de', 'rateLimited', 1)).toBe('Zu viele Anfragen. Bitte warten Sie 1 Sekunde und versuchen Sie es dann erneut.');
    expect(says('es', 'rateLimited', 1)).toBe('Demasiadas peticiones. Espera 1 segundo y vuelve a intentarlo.');
    expect(says('fr', 'serverBusy', 1_000_000)).toBe('Le serveur est saturé pour le moment. Veuillez réessayer dans 1\u202f000\u202f000\u00a0secondes.');
  });
});

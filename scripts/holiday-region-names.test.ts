import { describe, expect, it } from 'vitest';
import { withoutDesignator } from './holiday-region-names.ts';

describe('region names from CLDR', () => {
  it('drops the administrative word before a name where the English name has none', () => {
    expect(withoutDesignator('Departamento de Cochabamba', 'es', 'Cochabamba')).toBe('Cochabamba');
    expect(withoutDesignator('canton de Genève', 'fr', 'Geneva')).toBe('Genève');
    expect(withoutDesignator('Autonome Gemeinschaft Katalonien', 'de', 'Catalonia')).toBe('Katalonien');
    expect(withoutDesignator('Oblast Belgorod', 'de', 'Belgorod')).toBe('Belgorod');
    expect(withoutDesignator('Southland (Region)', 'de', 'Southland')).toBe('Southland');
  });

  it('keeps it where the English name has it too, and keeps words that are the name', () => {
    expect(withoutDesignator('Krai de Krasnodar', 'es', 'Krasnodar Krai')).toBe('Krai de Krasnodar');
    expect(withoutDesignator('Región de Murcia', 'es', 'Murcia Region')).toBe('Región de Murcia');
    expect(withoutDesignator('Territoire de la capitale australienne', 'fr', 'Australian Capital Territory')).toBe('Territoire de la capitale australienne');
    expect(withoutDesignator('Región Flamenca', 'es', 'Flanders')).toBe('Región Flamenca');
    expect(withoutDesignator('Oblast Belgorod', 'en', 'Belgorod')).toBe('Oblast Belgorod');
  });
});

import { LOCAL_ZONE } from './localZone.ts';

/**
 * The one source of the names of time zones for people: the place a zone id is named after, as people
 * write it in each page language ("Europe/Vienna" → Wien, Viena, Vienne), for every zone select and the
 * time zone converter. Pure; the tables load only with the tools that name zones.
 *
 * Only where the name differs: `en` where the id's spelling is not the English name (accents the id
 * cannot hold: "America/Sao_Paulo" → "São Paulo"; other names: "Asia/Ho_Chi_Minh" → "Ho Chi Minh
 * City"); `es`, `de`, `fr` where that language has its own name (exonym) or spelling ("Tokio",
 * "Wien", "Le Caire"). A language without an entry uses the English name, and a zone without an
 * entry the city of its id ("America/New_York" → "New York"). The region in three-part ids
 * ("America/Argentina/Salta" → "Salta, Argentina") has its own table below.
 *
 * Sources: the exemplar cities of the Unicode CLDR (es, de, fr time zone names), departing from them
 * where the press of that language usually writes otherwise: Spanish forms recommended by FundéuRAE
 * ("Adís Abeba", "Amán", "Biskek", "Jartum", "Pionyang"), French "Kiev", "Dacca", "Iekaterinbourg",
 * German "Aschgabat", "Ulan Bator", "Nowokusnezk".
 */
export const CITY_LANGS = ['en', 'es', 'de', 'fr'] as const;
export type CityLang = (typeof CITY_LANGS)[number];

export type LangNames = Readonly<Partial<Record<CityLang, string>>>;

export const CITY_NAMES: Readonly<Record<string, LangNames>> = {
  // Africa
  'Africa/Abidjan': { es: 'Abiyán' },
  'Africa/Accra': { es: 'Acra' },
  'Africa/Addis_Ababa': { es: 'Adís Abeba', de: 'Addis Abeba', fr: 'Addis-Abeba' },
  'Africa/Algiers': { es: 'Argel', de: 'Algier', fr: 'Alger' },
  'Africa/Bissau': { es: 'Bisáu' },
  'Africa/Cairo': { es: 'El Cairo', de: 'Kairo', fr: 'Le Caire' },
  'Africa/Conakry': { es: 'Conakri' },
  'Africa/Dar_es_Salaam': { es: 'Dar es-Salam', de: 'Daressalam' },
  'Africa/Djibouti': { es: 'Yibuti', de: 'Dschibuti' },
  'Africa/Douala': { es: 'Duala' },
  'Africa/El_Aaiun': { es: 'El Aaiún', de: 'El Aaiún', fr: 'Laâyoune' },
  'Africa/Johannesburg': { es: 'Johannesburgo' },
  'Africa/Juba': { es: 'Yuba' },
  'Africa/Khartoum': { es: 'Jartum', de: 'Khartum' },
  'Africa/Lome': { en: 'Lomé' },
  'Africa/Mogadishu': { es: 'Mogadiscio', de: 'Mogadischu', fr: 'Mogadiscio' },
  'Africa/Ndjamena': { en: 'N’Djamena', es: 'Yamena' },
  'Africa/Nouakchott': { es: 'Nuakchot' },
  'Africa/Ouagadougou': { es: 'Uagadugú' },
  'Africa/Porto-Novo': { es: 'Porto Novo' },
  'Africa/Sao_Tome': { en: 'São Tomé', es: 'Santo Tomé' },
  'Africa/Tripoli': { es: 'Trípoli', de: 'Tripolis' },
  'Africa/Tunis': { es: 'Túnez' },

  // The Americas
  'America/Anguilla': { es: 'Anguila' },
  'America/Araguaina': { en: 'Araguaína' },
  'America/Argentina/Cordoba': { en: 'Córdoba' },
  'America/Argentina/Rio_Gallegos': { en: 'Río Gallegos' },
  'America/Argentina/Tucuman': { en: 'Tucumán' },
  'America/Argentina/Ushuaia': { fr: 'Ushuaïa' },
  'America/Asuncion': { en: 'Asunción' },
  'America/Bahia': { es: 'Bahía' },
  'America/Bahia_Banderas': { en: 'Bahía de Banderas' },
  'America/Barbados': { fr: 'Barbade' },
  'America/Belem': { en: 'Belém' },
  'America/Belize': { es: 'Belice' },
  'America/Bogota': { en: 'Bogotá', fr: 'Bogota' },
  'America/Cancun': { en: 'Cancún' },
  'America/Cayenne': { es: 'Cayena' },
  'America/Cayman': { en: 'Cayman Islands', es: 'Islas Caimán', de: 'Kaimaninseln', fr: 'Îles Caïmans' },
  'America/Ciudad_Juarez': { en: 'Ciudad Juárez' },
  'America/Cuiaba': { en: 'Cuiabá' },
  'America/Curacao': { en: 'Curaçao', es: 'Curazao' },
  'America/Dominica': { fr: 'Dominique' },
  'America/Eirunepe': { en: 'Eirunepé' },
  'America/Grand_Turk': { es: 'Gran Turca' },
  'America/Grenada': { es: 'Granada', fr: 'Grenade' },
  'America/Guadeloupe': { es: 'Guadalupe' },
  'America/Havana': { es: 'La Habana', de: 'Havanna', fr: 'La Havane' },
  'America/Indiana/Indianapolis': { es: 'Indianápolis' },
  'America/Jamaica': { de: 'Jamaika', fr: 'Jamaïque' },
  'America/Los_Angeles': { es: 'Los Ángeles' },
  'America/Lower_Princes': { en: 'Lower Prince’s Quarter' },
  'America/Maceio': { en: 'Maceió' },
  'America/Manaus': { es: 'Manaos' },
  'America/Martinique': { es: 'Martinica' },
  'America/Mazatlan': { en: 'Mazatlán' },
  'America/Merida': { en: 'Mérida' },
  'America/Mexico_City': { es: 'Ciudad de México', de: 'Mexiko-Stadt', fr: 'Mexico' },
  'America/Miquelon': { es: 'Miquelón' },
  'America/New_York': { es: 'Nueva York' },
  'America/Noronha': { en: 'Fernando de Noronha' },
  'America/Panama': { es: 'Panamá' },
  'America/Port_of_Spain': { es: 'Puerto España', fr: 'Port-d’Espagne' },
  'America/Port-au-Prince': { es: 'Puerto Príncipe' },
  'America/Puerto_Rico': { fr: 'Porto Rico' },
  'America/Rio_Branco': { es: 'Río Branco' },
  'America/Santarem': { en: 'Santarém' },
  'America/Santiago': { es: 'Santiago de Chile' },
  'America/Santo_Domingo': { fr: 'Saint-Domingue' },
  'America/Sao_Paulo': { en: 'São Paulo' },
  'America/Scoresbysund': { en: 'Ittoqqortoormiit' },
  'America/St_Barthelemy': { en: 'St. Barthélemy', es: 'San Bartolomé', de: 'Saint-Barthélemy', fr: 'Saint-Barthélemy' },
  'America/St_Johns': { en: 'St. John’s', es: 'San Juan de Terranova' },
  'America/St_Kitts': { en: 'St. Kitts', es: 'San Cristóbal', fr: 'Saint-Christophe' },
  'America/St_Lucia': { en: 'St. Lucia', es: 'Santa Lucía', fr: 'Sainte-Lucie' },
  'America/St_Thomas': { en: 'St. Thomas', es: 'Saint Thomas', fr: 'Saint-Thomas' },
  'America/St_Vincent': { en: 'St. Vincent', es: 'San Vicente', fr: 'Saint-Vincent' },

  // Antarctica
  'Antarctica/DumontDUrville': { en: 'Dumont d’Urville', de: 'Dumont-d’Urville', fr: 'Dumont-d’Urville' },
  'Antarctica/Vostok': { de: 'Wostok' },

  // Asia
  'Asia/Aden': { es: 'Adén' },
  'Asia/Amman': { es: 'Amán' },
  'Asia/Aqtau': { es: 'Aktau', de: 'Aktau', fr: 'Aktaou' },
  'Asia/Aqtobe': { es: 'Aktobe', de: 'Aktobe', fr: 'Aktobe' },
  'Asia/Ashgabat': { es: 'Asjabad', de: 'Aschgabat', fr: 'Achgabat' },
  'Asia/Baghdad': { es: 'Bagdad', de: 'Bagdad', fr: 'Bagdad' },
  'Asia/Bahrain': { es: 'Baréin', fr: 'Bahreïn' },
  'Asia/Baku': { es: 'Bakú', fr: 'Bakou' },
  'Asia/Barnaul': { es: 'Barnaúl' },
  'Asia/Beirut': { fr: 'Beyrouth' },
  'Asia/Bishkek': { es: 'Biskek', de: 'Bischkek', fr: 'Bichkek' },
  'Asia/Brunei': { es: 'Brunéi' },
  'Asia/Chita': { es: 'Chitá', de: 'Tschita', fr: 'Tchita' },
  'Asia/Damascus': { es: 'Damasco', de: 'Damaskus', fr: 'Damas' },
  'Asia/Dhaka': { es: 'Daca', fr: 'Dacca' },
  'Asia/Dubai': { es: 'Dubái', fr: 'Dubaï' },
  'Asia/Dushanbe': { es: 'Dusambé', de: 'Duschanbe', fr: 'Douchanbé' },
  'Asia/Famagusta': { fr: 'Famagouste' },
  'Asia/Hebron': { es: 'Hebrón', fr: 'Hébron' },
  'Asia/Ho_Chi_Minh': { en: 'Ho Chi Minh City', es: 'Ciudad Ho Chi Minh', de: 'Ho-Chi-Minh-Stadt', fr: 'Hô-Chi-Minh-Ville' },
  'Asia/Hong_Kong': { de: 'Hongkong' },
  'Asia/Hovd': { de: 'Chowd' },
  'Asia/Irkutsk': { fr: 'Irkoutsk' },
  'Asia/Jakarta': { es: 'Yakarta' },
  'Asia/Jerusalem': { es: 'Jerusalén', fr: 'Jérusalem' },
  'Asia/Kabul': { fr: 'Kaboul' },
  'Asia/Kamchatka': { de: 'Kamtschatka', fr: 'Kamtchatka' },
  'Asia/Karachi': { de: 'Karatschi' },
  'Asia/Kathmandu': { es: 'Katmandú', fr: 'Katmandou' },
  'Asia/Khandyga': { de: 'Chandyga' },
  'Asia/Kolkata': { es: 'Calcuta', de: 'Kalkutta', fr: 'Calcutta' },
  'Asia/Krasnoyarsk': { de: 'Krasnojarsk', fr: 'Krasnoïarsk' },
  'Asia/Kuwait': { fr: 'Koweït' },
  'Asia/Macau': { es: 'Macao', fr: 'Macao' },
  'Asia/Magadan': { es: 'Magadán' },
  'Asia/Makassar': { es: 'Makasar', fr: 'Macassar' },
  'Asia/Manila': { fr: 'Manille' },
  'Asia/Muscat': { es: 'Mascate', de: 'Maskat', fr: 'Mascate' },
  'Asia/Nicosia': { de: 'Nikosia', fr: 'Nicosie' },
  'Asia/Novokuznetsk': { de: 'Nowokusnezk' },
  'Asia/Novosibirsk': { de: 'Nowosibirsk', fr: 'Novossibirsk' },
  'Asia/Oral': { fr: 'Ouralsk' },
  'Asia/Pyongyang': { es: 'Pionyang', de: 'Pjöngjang' },
  'Asia/Qatar': { es: 'Catar', de: 'Katar' },
  'Asia/Qostanay': { es: 'Kostanái', de: 'Kostanai', fr: 'Kostanaï' },
  'Asia/Qyzylorda': { es: 'Kyzylorda', de: 'Qysylorda', fr: 'Kyzylorda' },
  'Asia/Riyadh': { es: 'Riad', de: 'Riad', fr: 'Riyad' },
  'Asia/Sakhalin': { es: 'Sajalín', de: 'Sachalin', fr: 'Sakhaline' },
  'Asia/Samarkand': { es: 'Samarcanda', fr: 'Samarcande' },
  'Asia/Seoul': { es: 'Seúl', fr: 'Séoul' },
  'Asia/Shanghai': { es: 'Shanghái' },
  'Asia/Singapore': { es: 'Singapur', de: 'Singapur', fr: 'Singapour' },
  'Asia/Srednekolymsk': { es: 'Srednekolimsk' },
  'Asia/Taipei': { es: 'Taipéi', de: 'Taipeh' },
  'Asia/Tashkent': { es: 'Taskent', de: 'Taschkent', fr: 'Tachkent' },
  'Asia/Tbilisi': { es: 'Tiflis', de: 'Tiflis', fr: 'Tbilissi' },
  'Asia/Tehran': { es: 'Teherán', de: 'Teheran', fr: 'Téhéran' },
  'Asia/Thimphu': { es: 'Timbu' },
  'Asia/Tokyo': { es: 'Tokio', de: 'Tokio' },
  'Asia/Ulaanbaatar': { es: 'Ulán Bator', de: 'Ulan Bator', fr: 'Oulan-Bator' },
  'Asia/Urumqi': { de: 'Ürümqi' },
  'Asia/Vientiane': { es: 'Vientián' },
  'Asia/Vladivostok': { de: 'Wladiwostok' },
  'Asia/Yakutsk': { de: 'Jakutsk', fr: 'Iakoutsk' },
  'Asia/Yangon': { es: 'Rangún', de: 'Rangun', fr: 'Rangoun' },
  'Asia/Yekaterinburg': { es: 'Ekaterimburgo', de: 'Jekaterinburg', fr: 'Iekaterinbourg' },
  'Asia/Yerevan': { es: 'Ereván', de: 'Eriwan', fr: 'Erevan' },

  // Atlantic Ocean
  'Atlantic/Azores': { de: 'Azoren', fr: 'Açores' },
  'Atlantic/Bermuda': { es: 'Bermudas', fr: 'Bermudes' },
  'Atlantic/Canary': { en: 'Canary Islands', es: 'Canarias', de: 'Kanaren', fr: 'Canaries' },
  'Atlantic/Cape_Verde': { es: 'Cabo Verde', de: 'Kap Verde', fr: 'Cap-Vert' },
  'Atlantic/Faroe': { en: 'Faroe Islands', es: 'Islas Feroe', de: 'Färöer', fr: 'Îles Féroé' },
  'Atlantic/Madeira': { fr: 'Madère' },
  'Atlantic/Reykjavik': { en: 'Reykjavík', es: 'Reikiavik', fr: 'Reykjavik' },
  'Atlantic/South_Georgia': { es: 'Georgia del Sur', de: 'Südgeorgien', fr: 'Géorgie du Sud' },
  'Atlantic/St_Helena': { en: 'St. Helena', es: 'Santa Elena', fr: 'Sainte-Hélène' },

  // Australia
  'Australia/Adelaide': { es: 'Adelaida', fr: 'Adélaïde' },
  'Australia/Sydney': { es: 'Sídney' },

  // Europe
  'Europe/Amsterdam': { es: 'Ámsterdam' },
  'Europe/Andorra': { fr: 'Andorre' },
  'Europe/Astrakhan': { es: 'Astracán', de: 'Astrachan' },
  'Europe/Athens': { es: 'Atenas', de: 'Athen', fr: 'Athènes' },
  'Europe/Belgrade': { es: 'Belgrado', de: 'Belgrad' },
  'Europe/Berlin': { es: 'Berlín' },
  'Europe/Brussels': { es: 'Bruselas', de: 'Brüssel', fr: 'Bruxelles' },
  'Europe/Bucharest': { es: 'Bucarest', de: 'Bukarest', fr: 'Bucarest' },
  'Europe/Busingen': { en: 'Büsingen' },
  'Europe/Chisinau': { es: 'Chisináu' },
  'Europe/Copenhagen': { es: 'Copenhague', de: 'Kopenhagen', fr: 'Copenhague' },
  'Europe/Dublin': { es: 'Dublín' },
  'Europe/Guernsey': { fr: 'Guernesey' },
  'Europe/Isle_of_Man': { es: 'Isla de Man', fr: 'Île de Man' },
  'Europe/Istanbul': { es: 'Estambul' },
  'Europe/Kaliningrad': { es: 'Kaliningrado' },
  'Europe/Kirov': { es: 'Kírov', de: 'Kirow' },
  'Europe/Kyiv': { es: 'Kiev', de: 'Kiew', fr: 'Kiev' },
  'Europe/Lisbon': { es: 'Lisboa', de: 'Lissabon', fr: 'Lisbonne' },
  'Europe/Ljubljana': { es: 'Liubliana' },
  'Europe/London': { es: 'Londres', fr: 'Londres' },
  'Europe/Luxembourg': { es: 'Luxemburgo', de: 'Luxemburg' },
  'Europe/Malta': { fr: 'Malte' },
  'Europe/Monaco': { es: 'Mónaco' },
  'Europe/Moscow': { es: 'Moscú', de: 'Moskau', fr: 'Moscou' },
  'Europe/Paris': { es: 'París' },
  'Europe/Prague': { es: 'Praga', de: 'Prag' },
  'Europe/Rome': { es: 'Roma', de: 'Rom' },
  'Europe/San_Marino': { fr: 'Saint-Marin' },
  'Europe/Saratov': { es: 'Sarátov', de: 'Saratow' },
  'Europe/Simferopol': { es: 'Simferópol' },
  'Europe/Skopje': { es: 'Skopie' },
  'Europe/Sofia': { es: 'Sofía' },
  'Europe/Stockholm': { es: 'Estocolmo' },
  'Europe/Tallinn': { es: 'Tallin' },
  'Europe/Tirane': { en: 'Tirana' },
  'Europe/Ulyanovsk': { es: 'Uliánovsk', de: 'Uljanowsk', fr: 'Oulianovsk' },
  'Europe/Vatican': { en: 'Vatican City', es: 'Ciudad del Vaticano', de: 'Vatikanstadt', fr: 'Cité du Vatican' },
  'Europe/Vienna': { es: 'Viena', de: 'Wien', fr: 'Vienne' },
  'Europe/Vilnius': { es: 'Vilna' },
  'Europe/Volgograd': { es: 'Volgogrado', de: 'Wolgograd' },
  'Europe/Warsaw': { es: 'Varsovia', de: 'Warschau', fr: 'Varsovie' },
  'Europe/Zurich': { es: 'Zúrich', de: 'Zürich' },

  // Indian Ocean
  'Indian/Christmas': { en: 'Christmas Island', es: 'Isla de Navidad', de: 'Weihnachtsinsel', fr: 'Île Christmas' },
  'Indian/Cocos': { en: 'Cocos Islands', es: 'Islas Cocos', de: 'Kokosinseln', fr: 'Îles Cocos' },
  'Indian/Comoro': { en: 'Comoros', es: 'Comoras', de: 'Komoren', fr: 'Comores' },
  'Indian/Mahe': { en: 'Mahé' },
  'Indian/Maldives': { es: 'Maldivas', de: 'Malediven' },
  'Indian/Mauritius': { es: 'Mauricio', fr: 'Maurice' },
  'Indian/Reunion': { en: 'Réunion', es: 'Reunión', fr: 'La Réunion' },

  // Pacific Ocean
  'Pacific/Chatham': { en: 'Chatham Islands', es: 'Islas Chatham', de: 'Chathaminseln', fr: 'Îles Chatham' },
  'Pacific/Easter': { en: 'Easter Island', es: 'Isla de Pascua', de: 'Osterinsel', fr: 'Île de Pâques' },
  'Pacific/Efate': { fr: 'Éfaté' },
  'Pacific/Fiji': { es: 'Fiyi', de: 'Fidschi', fr: 'Fidji' },
  'Pacific/Galapagos': { en: 'Galápagos' },
  'Pacific/Honolulu': { es: 'Honolulú' },
  'Pacific/Marquesas': { fr: 'Marquises' },
  'Pacific/Noumea': { en: 'Nouméa', es: 'Numea' },
  'Pacific/Palau': { es: 'Palaos', fr: 'Palaos' },
  'Pacific/Saipan': { es: 'Saipán' },
  'Pacific/Tahiti': { es: 'Tahití' },
};

/** The region of three-part ids ("America/Argentina/Salta"), where its name differs from the id's. */
export const REGION_NAMES: Readonly<Record<string, LangNames>> = {
  Argentina: { de: 'Argentinien', fr: 'Argentine' },
  North_Dakota: { es: 'Dakota del Norte', fr: 'Dakota du Nord' },
};

/** The language of a page ("de", "es-MX" → "es") as a key of the name tables, or null for one they do not cover. */
export function cityLang(lang: string): CityLang | null {
  const base = lang.toLowerCase().split('-')[0];
  return base === 'en' || base === 'es' || base === 'de' || base === 'fr' ? base : null;
}

/** A name in a language from a table's entry, else its English one (undefined: the table has neither). */
function pick(names: LangNames | undefined, lang: string): string | undefined {
  const key = cityLang(lang);
  return (key && names?.[key]) || names?.en;
}

/**
 * The place a zone is named after, as people write it in the page's language: "Asia/Tokyo" → "Tokio"
 * in Spanish and German, "America/Sao_Paulo" → "São Paulo", "America/Argentina/Buenos_Aires" →
 * "Buenos Aires, Argentinien" in German; "UTC" and "Etc/GMT+5" as they are ("GMT+5").
 */
export function zoneCity(id: string, lang: string): string {
  const parts = id.split('/');
  const clean = (s: string) => s.replace(/_/g, ' ');
  if (parts.length === 1 || parts[0] === 'Etc') return clean(parts[parts.length - 1]!);
  const city = pick(CITY_NAMES[id], lang) ?? clean(parts[parts.length - 1]!);
  if (parts.length < 3) return city;
  const region = parts[parts.length - 2]!;
  return `${city}, ${pick(REGION_NAMES[region], lang) ?? clean(region)}`;
}

/** The zone's names in every language the tables cover (English first), without repeats: for search. */
export function zoneCityNames(id: string): string[] {
  return [...new Set(CITY_LANGS.map((lang) => zoneCity(id, lang)))];
}

/** A zone select's name for a choice: null for "local" (the locale says "Your time zone"), else its city in `lang`. */
export const zoneChoiceName = (zone: string, lang: string): string | null => (zone === LOCAL_ZONE ? null : zoneCity(zone, lang));

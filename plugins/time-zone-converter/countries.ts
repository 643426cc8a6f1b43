/**
 * What people search a zone by besides its name: the country it belongs to (ISO 3166 code, from the
 * tz database's zone.tab, which is in the public domain) and common abbreviations (from the short
 * names CLDR gives in English locales, plus a few well-known ones such as JST, MSK, SAST). One line per
 * zone: "COUNTRY ZONE ABBREVIATIONS…" ("-" for no country). Country names come from Intl.DisplayNames
 * in the page's language, so they need no translation here.
 */
const DATA = `
- UTC GMT Z Zulu
CI Africa/Abidjan GMT
GH Africa/Accra GMT
ET Africa/Addis_Ababa
DZ Africa/Algiers CET
ER Africa/Asmara
ML Africa/Bamako GMT
CF Africa/Bangui
GM Africa/Banjul GMT
GW Africa/Bissau GMT
MW Africa/Blantyre
CG Africa/Brazzaville
BI Africa/Bujumbura
EG Africa/Cairo EET EEST
MA Africa/Casablanca
ES Africa/Ceuta CET CEST
GN Africa/Conakry GMT
SN Africa/Dakar GMT
TZ Africa/Dar_es_Salaam
DJ Africa/Djibouti
CM Africa/Douala
EH Africa/El_Aaiun
SL Africa/Freetown GMT
BW Africa/Gaborone
ZW Africa/Harare
ZA Africa/Johannesburg SAST
SS Africa/Juba
UG Africa/Kampala
SD Africa/Khartoum
RW Africa/Kigali
CD Africa/Kinshasa
NG Africa/Lagos WAT
GA Africa/Libreville
TG Africa/Lome GMT
AO Africa/Luanda
CD Africa/Lubumbashi
ZM Africa/Lusaka
GQ Africa/Malabo
MZ Africa/Maputo
LS Africa/Maseru
SZ Africa/Mbabane
SO Africa/Mogadishu
LR Africa/Monrovia GMT
KE Africa/Nairobi EAT
TD Africa/Ndjamena
NE Africa/Niamey
MR Africa/Nouakchott GMT
BF Africa/Ouagadougou GMT
BJ Africa/Porto-Novo
ST Africa/Sao_Tome GMT
LY Africa/Tripoli EET
TN Africa/Tunis CET
NA Africa/Windhoek
US America/Adak HAST HADT
US America/Anchorage AKST AKDT
AI America/Anguilla AST
AG America/Antigua AST
BR America/Araguaina
AR America/Argentina/Buenos_Aires ART
AR America/Argentina/Catamarca
AR America/Argentina/Cordoba
AR America/Argentina/Jujuy
AR America/Argentina/La_Rioja
AR America/Argentina/Mendoza
AR America/Argentina/Rio_Gallegos
AR America/Argentina/Salta
AR America/Argentina/San_Juan
AR America/Argentina/San_Luis
AR America/Argentina/Tucuman
AR America/Argentina/Ushuaia
AW America/Aruba AST
PY America/Asuncion
CA America/Atikokan EST
BR America/Bahia
MX America/Bahia_Banderas CST
BB America/Barbados AST
BR America/Belem
BZ America/Belize CST
CA America/Blanc-Sablon AST
BR America/Boa_Vista
CO America/Bogota
US America/Boise MST MDT
CA America/Cambridge_Bay MST MDT
BR America/Campo_Grande
MX America/Cancun EST
VE America/Caracas
GF America/Cayenne
KY America/Cayman EST
US America/Chicago CST CDT
MX America/Chihuahua CST
MX America/Ciudad_Juarez MST MDT
CR America/Costa_Rica CST
CL America/Coyhaique
CA America/Creston MST
BR America/Cuiaba
CW America/Curacao AST
GL America/Danmarkshavn GMT
CA America/Dawson
CA America/Dawson_Creek MST
US America/Denver MST MDT
US America/Detroit EST EDT
DM America/Dominica AST
CA America/Edmonton MST MDT
BR America/Eirunepe
SV America/El_Salvador CST
CA America/Fort_Nelson MST
BR America/Fortaleza
CA America/Glace_Bay AST ADT
CA America/Goose_Bay AST ADT
TC America/Grand_Turk EST EDT
GD America/Grenada AST
GP America/Guadeloupe AST
GT America/Guatemala CST
EC America/Guayaquil
GY America/Guyana
CA America/Halifax AST ADT
CU America/Havana
MX America/Hermosillo
US America/Indiana/Indianapolis EST EDT
US America/Indiana/Knox CST CDT
US America/Indiana/Marengo EST EDT
US America/Indiana/Petersburg EST EDT
US America/Indiana/Tell_City CST CDT
US America/Indiana/Vevay EST EDT
US America/Indiana/Vincennes EST EDT
US America/Indiana/Winamac EST EDT
CA America/Inuvik MST MDT
CA America/Iqaluit EST EDT
JM America/Jamaica EST
US America/Juneau AKST AKDT
US America/Kentucky/Louisville EST EDT
US America/Kentucky/Monticello EST EDT
BQ America/Kralendijk AST
BO America/La_Paz
PE America/Lima
US America/Los_Angeles PST PDT
SX America/Lower_Princes AST
BR America/Maceio
NI America/Managua CST
BR America/Manaus
MF America/Marigot AST
MQ America/Martinique AST
MX America/Matamoros CST CDT
MX America/Mazatlan
US America/Menominee CST CDT
MX America/Merida CST
US America/Metlakatla AKST AKDT
MX America/Mexico_City CST
PM America/Miquelon
CA America/Moncton AST ADT
MX America/Monterrey CST
UY America/Montevideo
MS America/Montserrat AST
BS America/Nassau EST EDT
US America/New_York EST EDT
US America/Nome AKST AKDT
BR America/Noronha
US America/North_Dakota/Beulah CST CDT
US America/North_Dakota/Center CST CDT
US America/North_Dakota/New_Salem CST CDT
GL America/Nuuk
MX America/Ojinaga CST CDT
PA America/Panama EST
SR America/Paramaribo
US America/Phoenix MST
TT America/Port_of_Spain AST
HT America/Port-au-Prince EST EDT
BR America/Porto_Velho
PR America/Puerto_Rico AST
CL America/Punta_Arenas
CA America/Rankin_Inlet CST CDT
BR America/Recife
CA America/Regina CST
CA America/Resolute CST CDT
BR America/Rio_Branco
BR America/Santarem
CL America/Santiago
DO America/Santo_Domingo AST
BR America/Sao_Paulo BRT
GL America/Scoresbysund
US America/Sitka AKST AKDT
BL America/St_Barthelemy AST
CA America/St_Johns NST NDT
KN America/St_Kitts AST
LC America/St_Lucia AST
VI America/St_Thomas AST
VC America/St_Vincent AST
CA America/Swift_Current CST
HN America/Tegucigalpa CST
GL America/Thule AST ADT
MX America/Tijuana PST PDT
CA America/Toronto EST EDT
VG America/Tortola AST
CA America/Vancouver PST PDT
CA America/Whitehorse
CA America/Winnipeg CST CDT
US America/Yakutat AKST AKDT
AQ Antarctica/Casey AWST
AQ Antarctica/Davis
AQ Antarctica/DumontDUrville
AU Antarctica/Macquarie AEDT AEST
AQ Antarctica/Mawson
AQ Antarctica/McMurdo NZDT NZST
AQ Antarctica/Palmer
AQ Antarctica/Rothera
AQ Antarctica/Syowa
AQ Antarctica/Troll GMT
AQ Antarctica/Vostok
SJ Arctic/Longyearbyen CET CEST
YE Asia/Aden
KZ Asia/Almaty
JO Asia/Amman
RU Asia/Anadyr
KZ Asia/Aqtau
KZ Asia/Aqtobe
TM Asia/Ashgabat
KZ Asia/Atyrau
IQ Asia/Baghdad AST
BH Asia/Bahrain
AZ Asia/Baku
TH Asia/Bangkok ICT
RU Asia/Barnaul
LB Asia/Beirut EET EEST
KG Asia/Bishkek
BN Asia/Brunei
RU Asia/Chita
LK Asia/Colombo IST
SY Asia/Damascus
BD Asia/Dhaka BST
TL Asia/Dili
AE Asia/Dubai GST
TJ Asia/Dushanbe
CY Asia/Famagusta EET EEST
PS Asia/Gaza EET EEST
PS Asia/Hebron EET EEST
VN Asia/Ho_Chi_Minh
HK Asia/Hong_Kong HKT
MN Asia/Hovd
RU Asia/Irkutsk
ID Asia/Jakarta WIB
ID Asia/Jayapura
IL Asia/Jerusalem IST IDT
AF Asia/Kabul AFT
RU Asia/Kamchatka
PK Asia/Karachi PKT
NP Asia/Kathmandu NPT
RU Asia/Khandyga
IN Asia/Kolkata IST
RU Asia/Krasnoyarsk
MY Asia/Kuala_Lumpur
MY Asia/Kuching
KW Asia/Kuwait
MO Asia/Macau
RU Asia/Magadan
ID Asia/Makassar
PH Asia/Manila PHT PST
OM Asia/Muscat GST
CY Asia/Nicosia EET EEST
RU Asia/Novokuznetsk
RU Asia/Novosibirsk
RU Asia/Omsk
KZ Asia/Oral
KH Asia/Phnom_Penh
ID Asia/Pontianak
KP Asia/Pyongyang
QA Asia/Qatar
KZ Asia/Qostanay
KZ Asia/Qyzylorda
SA Asia/Riyadh AST
RU Asia/Sakhalin
UZ Asia/Samarkand
KR Asia/Seoul KST
CN Asia/Shanghai CST
SG Asia/Singapore SGT
RU Asia/Srednekolymsk
TW Asia/Taipei CST
UZ Asia/Tashkent
GE Asia/Tbilisi
IR Asia/Tehran IRST
BT Asia/Thimphu
JP Asia/Tokyo JST
RU Asia/Tomsk
MN Asia/Ulaanbaatar
CN Asia/Urumqi
RU Asia/Ust-Nera
LA Asia/Vientiane
RU Asia/Vladivostok
RU Asia/Yakutsk
MM Asia/Yangon MMT
RU Asia/Yekaterinburg
AM Asia/Yerevan
PT Atlantic/Azores
BM Atlantic/Bermuda AST ADT
ES Atlantic/Canary WET WEST
CV Atlantic/Cape_Verde
FO Atlantic/Faroe WET WEST
PT Atlantic/Madeira WET WEST
IS Atlantic/Reykjavik GMT
GS Atlantic/South_Georgia
SH Atlantic/St_Helena GMT
FK Atlantic/Stanley
AU Australia/Adelaide ACDT ACST
AU Australia/Brisbane AEST
AU Australia/Broken_Hill ACDT ACST
AU Australia/Darwin ACST
AU Australia/Eucla ACWST
AU Australia/Hobart AEDT AEST
AU Australia/Lindeman AEST
AU Australia/Lord_Howe LHDT LHST
AU Australia/Melbourne AEDT AEST
AU Australia/Perth AWST
AU Australia/Sydney AEDT AEST
NL Europe/Amsterdam CET CEST
AD Europe/Andorra CET CEST
RU Europe/Astrakhan
GR Europe/Athens EET EEST
RS Europe/Belgrade CET CEST
DE Europe/Berlin CET CEST
SK Europe/Bratislava CET CEST
BE Europe/Brussels CET CEST
RO Europe/Bucharest EET EEST
HU Europe/Budapest CET CEST
DE Europe/Busingen CET CEST
MD Europe/Chisinau EET EEST
DK Europe/Copenhagen CET CEST
IE Europe/Dublin GMT IST
GI Europe/Gibraltar CET CEST
GG Europe/Guernsey GMT
FI Europe/Helsinki EET EEST
IM Europe/Isle_of_Man GMT
TR Europe/Istanbul TRT
JE Europe/Jersey GMT
RU Europe/Kaliningrad EET
RU Europe/Kirov
UA Europe/Kyiv EET EEST
PT Europe/Lisbon WET WEST
SI Europe/Ljubljana CET CEST
GB Europe/London GMT BST
LU Europe/Luxembourg CET CEST
ES Europe/Madrid CET CEST
MT Europe/Malta CET CEST
AX Europe/Mariehamn EET EEST
BY Europe/Minsk
MC Europe/Monaco CET CEST
RU Europe/Moscow MSK
NO Europe/Oslo CET CEST
FR Europe/Paris CET CEST
ME Europe/Podgorica CET CEST
CZ Europe/Prague CET CEST
LV Europe/Riga EET EEST
IT Europe/Rome CET CEST
RU Europe/Samara
SM Europe/San_Marino CET CEST
BA Europe/Sarajevo CET CEST
RU Europe/Saratov
UA Europe/Simferopol
MK Europe/Skopje CET CEST
BG Europe/Sofia EET EEST
SE Europe/Stockholm CET CEST
EE Europe/Tallinn EET EEST
AL Europe/Tirane CET CEST
RU Europe/Ulyanovsk
LI Europe/Vaduz CET CEST
VA Europe/Vatican CET CEST
AT Europe/Vienna CET CEST
LT Europe/Vilnius EET EEST
RU Europe/Volgograd
PL Europe/Warsaw CET CEST
HR Europe/Zagreb CET CEST
CH Europe/Zurich CET CEST
MG Indian/Antananarivo
IO Indian/Chagos
CX Indian/Christmas
CC Indian/Cocos
KM Indian/Comoro
TF Indian/Kerguelen
SC Indian/Mahe
MV Indian/Maldives
MU Indian/Mauritius
YT Indian/Mayotte
RE Indian/Reunion
WS Pacific/Apia
NZ Pacific/Auckland NZDT NZST
PG Pacific/Bougainville
NZ Pacific/Chatham CHAST CHADT
FM Pacific/Chuuk
CL Pacific/Easter
VU Pacific/Efate
TK Pacific/Fakaofo
FJ Pacific/Fiji
TV Pacific/Funafuti
EC Pacific/Galapagos
PF Pacific/Gambier
SB Pacific/Guadalcanal
GU Pacific/Guam
US Pacific/Honolulu HST
KI Pacific/Kanton
KI Pacific/Kiritimati
FM Pacific/Kosrae
MH Pacific/Kwajalein
MH Pacific/Majuro
PF Pacific/Marquesas
UM Pacific/Midway
NR Pacific/Nauru
NU Pacific/Niue
NF Pacific/Norfolk
NC Pacific/Noumea
AS Pacific/Pago_Pago
PW Pacific/Palau
PN Pacific/Pitcairn
FM Pacific/Pohnpei
PG Pacific/Port_Moresby
CK Pacific/Rarotonga
MP Pacific/Saipan
PF Pacific/Tahiti
KI Pacific/Tarawa
TO Pacific/Tongatapu
UM Pacific/Wake
WF Pacific/Wallis`;

/**
 * Other names people search by (search only): large cities that share the zone of the city it is
 * named after (Mumbai and Delhi → Kolkata), in Spanish, German and French where they differ, and
 * other spellings. The zone's own city in every language comes from the SDK's zone names (zoneNames.ts).
 */
const ALIASES: Readonly<Record<string, string>> = {
  'America/New_York': 'Washington Boston Miami Philadelphia Filadelfia Atlanta NYC',
  'America/Chicago': 'Houston Dallas Austin Minneapolis New Orleans Nueva Orleans Nouvelle-Orléans',
  'America/Denver': 'Salt Lake City Albuquerque',
  'America/Los_Angeles': 'San Francisco Seattle San Diego Las Vegas Portland Silicon Valley',
  'America/Toronto': 'Montreal Montréal Ottawa Quebec Québec',
  'America/Mexico_City': 'CDMX Guadalajara',
  'America/Sao_Paulo': 'Rio de Janeiro Río de Janeiro Brasilia Brasília',
  'Europe/London': 'Manchester Edinburgh Edimburgo Édimbourg',
  'Europe/Lisbon': 'Porto Oporto',
  'Europe/Madrid': 'Barcelona Barcelone Valencia Sevilla Séville',
  'Europe/Paris': 'Lyon Marseille Marsella',
  'Europe/Amsterdam': 'Rotterdam',
  'Europe/Berlin': 'München Munich Múnich Frankfurt Francfort Fráncfort Hamburg Hambourg Hamburgo Köln Cologne Colonia Stuttgart Düsseldorf',
  'Europe/Zurich': 'Genf Ginebra Genève Geneva Bern Berna Berne Basel Basilea Bâle',
  'Europe/Rome': 'Milan Milano Mailand Milán Naples Neapel Nápoles Florence Florenz Florencia Venice Venedig Venecia Venise',
  'Europe/Warsaw': 'Krakow Kraków Krakau Cracovia Cracovie',
  'Europe/Istanbul': 'Ankara',
  'Europe/Moscow': 'Saint Petersburg Sankt Petersburg San Petersburgo Saint-Pétersbourg',
  'Europe/Kyiv': 'Kiyv',
  'Africa/Johannesburg': 'Pretoria Cape Town Kapstadt Ciudad del Cabo Le Cap Durban',
  'Africa/Casablanca': 'Rabat Marrakech Marrakesch',
  'Asia/Dubai': 'Abu Dhabi Abu Dabi',
  'Asia/Jerusalem': 'Tel Aviv',
  'Asia/Riyadh': 'Jeddah Yeda Dschidda Djeddah Mecca La Meca Mekka La Mecque',
  'Asia/Karachi': 'Islamabad Lahore',
  'Asia/Kolkata': 'Mumbai Bombay Delhi Nueva Delhi Neu-Delhi New Delhi Bangalore Bengaluru Chennai Hyderabad',
  'Asia/Shanghai': 'Beijing Peking Pekín Pékin Shenzhen Guangzhou Canton Cantón Chongqing Chengdu',
  'Asia/Seoul': 'Busan',
  'Asia/Tokyo': 'Osaka Kyoto Kioto Yokohama',
  'Asia/Jakarta': 'Djakarta',
  'Australia/Sydney': 'Canberra',
  'Pacific/Auckland': 'Wellington Christchurch',
  'Pacific/Honolulu': 'Hawaii Hawái Hawaï',
};

/**
 * The zones people mean by a common abbreviation, most likely first: "EST" is New York before the
 * thirty other zones on Eastern Standard Time (Atikokan came first in offset order), "IST" India,
 * then Ireland and Israel. Each zone here carries the abbreviation in DATA (tested).
 */
export const MAIN_ZONES: Readonly<Record<string, readonly string[]>> = {
  EST: ['America/New_York'],
  EDT: ['America/New_York'],
  CST: ['America/Chicago', 'Asia/Shanghai'],
  CDT: ['America/Chicago'],
  MST: ['America/Denver', 'America/Phoenix'],
  MDT: ['America/Denver'],
  PST: ['America/Los_Angeles'],
  PDT: ['America/Los_Angeles'],
  AKST: ['America/Anchorage'],
  AKDT: ['America/Anchorage'],
  AST: ['America/Halifax', 'Asia/Riyadh'],
  ADT: ['America/Halifax'],
  NST: ['America/St_Johns'],
  NDT: ['America/St_Johns'],
  HST: ['Pacific/Honolulu'],
  GMT: ['UTC', 'Europe/London'],
  BST: ['Europe/London', 'Asia/Dhaka'],
  WET: ['Europe/Lisbon'],
  WEST: ['Europe/Lisbon'],
  CET: ['Europe/Berlin', 'Europe/Paris'],
  CEST: ['Europe/Berlin', 'Europe/Paris'],
  EET: ['Europe/Athens'],
  EEST: ['Europe/Athens'],
  MSK: ['Europe/Moscow'],
  IST: ['Asia/Kolkata', 'Europe/Dublin', 'Asia/Jerusalem'],
  GST: ['Asia/Dubai'],
  JST: ['Asia/Tokyo'],
  KST: ['Asia/Seoul'],
  AEST: ['Australia/Sydney'],
  AEDT: ['Australia/Sydney'],
  ACST: ['Australia/Adelaide'],
  ACDT: ['Australia/Adelaide'],
  AWST: ['Australia/Perth'],
  NZST: ['Pacific/Auckland'],
  NZDT: ['Pacific/Auckland'],
};

export interface ZoneFacts {
  /** ISO 3166-1 alpha-2 code, or null (UTC). */
  country: string | null;
  abbreviations: readonly string[];
  /** Other names of the city and large cities in the same zone. */
  aliases: string;
}

let facts: Map<string, ZoneFacts> | undefined;

/** Country and abbreviations of a zone id as listed (today's names); unknown ids give neither. */
export function zoneFacts(id: string): ZoneFacts {
  if (!facts) {
    facts = new Map();
    for (const line of DATA.split('\n')) {
      const [country, zone, ...abbreviations] = line.split(' ');
      if (zone) facts.set(zone, { country: country === '-' || !country ? null : country, abbreviations, aliases: ALIASES[zone] ?? '' });
    }
  }
  return facts.get(id) ?? { country: null, abbreviations: [], aliases: '' };
}

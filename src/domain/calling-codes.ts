import { formatRegion } from '@/lib/format-region'

export interface CallingCodeCountry {
  /** e.g. '+34' */
  code: string
  /** ISO 3166 regions that share the code, the main one first, e.g. ['ES']; none for a non-geographic code. */
  regions: readonly string[]
  /** e.g. 'Spain' */
  name: string
}

/**
 * Every country calling code assigned in ITU-T E.164 (its list of assigned codes, as of 2026), with the regions
 * that dial it, the main one first: "code REGION REGION|code ...". Parsed once, on first use.
 */
const E164 =
  '1US,CA,AG,AI,AS,BB,BM,BS,DM,DO,GD,GU,JM,KN,KY,LC,MP,MS,PR,SX,TC,TT,VC,VG,VI|7RU,KZ|20EG|27ZA|30GR|31NL|32BE|33FR|' +
  '34ES|36HU|39IT,VA|40RO|41CH|43AT|44GB,GG,JE,IM|45DK|46SE|47NO,SJ|48PL|49DE|51PE|52MX|53CU|54AR|55BR|56CL|57CO|' +
  '58VE|60MY|61AU,CC,CX|62ID|63PH|64NZ|65SG|66TH|81JP|82KR|84VN|86CN|90TR|91IN|92PK|93AF|94LK|95MM|98IR|211SS|' +
  '212MA,EH|213DZ|216TN|218LY|220GM|221SN|222MR|223ML|224GN|225CI|226BF|227NE|228TG|229BJ|230MU|231LR|232SL|233GH|' +
  '234NG|235TD|236CF|237CM|238CV|239ST|240GQ|241GA|242CG|243CD|244AO|245GW|246IO|247AC|248SC|249SD|250RW|251ET|' +
  '252SO|253DJ|254KE|255TZ|256UG|257BI|258MZ|260ZM|261MG|262RE,YT|263ZW|264NA|265MW|266LS|267BW|268SZ|269KM|' +
  '290SH,TA|291ER|297AW|298FO|299GL|350GI|351PT|352LU|353IE|354IS|355AL|356MT|357CY|358FI,AX|359BG|370LT|371LV|' +
  '372EE|373MD|374AM|375BY|376AD|377MC|378SM|380UA|381RS|382ME|383XK|385HR|386SI|387BA|389MK|420CZ|421SK|423LI|' +
  '500FK|501BZ|502GT|503SV|504HN|505NI|506CR|507PA|508PM|509HT|590GP,BL,MF|591BO|592GY|593EC|594GF|595PY|596MQ|' +
  '597SR|598UY|599CW,BQ|670TL|672NF,AQ|673BN|674NR|675PG|676TO|677SB|678VU|679FJ|680PW|681WF|682CK|683NU|685WS|' +
  '686KI|687NC|688TV|689PF|690TK|691FM|692MH|800|808|850KP|852HK|853MO|855KH|856LA|870|878|880BD|881|882|883|' +
  '886TW|888|960MV|961LB|962JO|963SY|964IQ|965KW|966SA|967YE|968OM|970PS|971AE|972IL|973BH|974QA|975BT|976MN|' +
  '977NP|979|992TJ|993TM|994AZ|995GE|996KG|998UZ'

/** Codes whose regions would be unfair to name after the main one alone, and the non-geographic codes. */
const NAMES: Readonly<Record<string, string>> = {
  '1': 'United States, Canada and others',
  '7': 'Russia and Kazakhstan',
  '212': 'Morocco and Western Sahara',
  '262': 'Réunion and Mayotte',
  '290': 'St. Helena and Tristan da Cunha',
  '358': 'Finland and Åland',
  '590': 'Guadeloupe, St. Barthélemy and St. Martin',
  '599': 'Curaçao and Caribbean Netherlands',
  '672': 'Norfolk Island and Antarctica',
  '800': 'International Freephone',
  '808': 'International Shared Cost Service',
  '870': 'Inmarsat',
  '878': 'Universal Personal Telecommunications',
  '881': 'Global Mobile Satellite System',
  '882': 'International Networks',
  '883': 'International Networks',
  '888': 'UN OCHA disaster relief',
  '979': 'International Premium Rate Service',
}

let byCode: Map<string, readonly string[]> | undefined
const countries = new Map<string, CallingCodeCountry>()

function regionsOf(digits: string): readonly string[] | undefined {
  byCode ??= new Map(
    E164.split('|').map((entry) => {
      const regions = entry.replace(/^\d+/, '')
      return [entry.slice(0, entry.length - regions.length), regions ? regions.split(',') : []]
    }),
  )
  return byCode.get(digits)
}

/** '+34', '34', ' +34 ', '0034' -> '+34'; '' when blank. Anything else is only trimmed, so it still works as a key. */
export function normaliseCallingCode(code: string): string {
  const compact = code.replace(/[\s().-]/g, '')
  const digits = /^(?:\+|00)?(\d+)$/.exec(compact)?.[1]
  return digits ? `+${digits}` : code.trim()
}

/** The country (or countries) an E.164 country calling code dials; undefined for a code E.164 does not assign. */
export function countryOfCallingCode(code: string): CallingCodeCountry | undefined {
  const normalised = normaliseCallingCode(code)
  const cached = countries.get(normalised)
  if (cached) return cached
  const digits = normalised.slice(1)
  const regions = normalised.startsWith('+') ? regionsOf(digits) : undefined
  if (!regions) return undefined
  const name = NAMES[digits] ?? (regions[0] ? formatRegion(regions[0]) : normalised)
  const country: CallingCodeCountry = { code: normalised, regions, name }
  countries.set(normalised, country)
  return country
}

/** 'Spain (+34)'; '+999 (unknown country)'; 'No country code' when blank. */
export function countryLabel(code: string): string {
  const normalised = normaliseCallingCode(code)
  if (!normalised) return 'No country code'
  const country = countryOfCallingCode(normalised)
  return country ? `${country.name} (${normalised})` : `${normalised} (unknown country)`
}

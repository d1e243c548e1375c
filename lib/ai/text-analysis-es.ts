// Spanish homeowner phrasing and the Spanish catalogue as comparable search terms, the Spanish counterpart of
// text-analysis.ts: lower case with accents folded ("calefacción" = "calefaccion", "tapó" = "tapo"), phrase
// folding, stop words, Snowball stemming (nlp.js's Spanish stemmer: "tapado", "tapó" and "tapada" meet on
// "tap") and a small home-repair synonym map with the Spanglish people write ("el breaker", "el outlet").
import "server-only";

import StemmerEs from "@nlpjs/lang-es/src/stemmer-es";

import { textAnalysis } from "./text-analysis";

const stemmer = new StemmerEs();

/** Multi-word expressions folded into one term before tokenising. */
const phrases: [RegExp, string][] = [
  [/\baires? acondicionados?\b|\ba\s*\/\s*c\b|\bmini ?splits?\b|\bair condition\w*/g, " ac "],
  [/\bagua caliente\b|\bcalentador(?:es)? (?:de|del) agua\b|\bboiler(?:s)? (?:de|del) agua\b|\bwater heaters?\b|\bhot water\b/g, " hotwater "],
  // No warm air from the heating is "no heat"; an AC "blowing warm air" is the catalogue's "not cooling".
  [/\bno (?:sale|echa|tira|sopla|da) aire caliente\b/g, " no calefaccion "],
  [/\b(?:sale|echa|tira|sopla|bota|da) aire caliente\b/g, " ac no enfria "],
  [/\binterruptor(?:es)? automatico(?:s)?\b|\bcircuit breakers?\b/g, " breaker "],
  [/\b(?:caja|panel|tablero|centro) (?:de |del )?(?:los )?(?:breakers?|fusibles|luz|carga)\b|\bbreaker ?(?:box|panel)\b/g, " breaker panel "],
  [/\b(?:triturador|trituradora|moledor)(?:a|es)? (?:de|del) (?:basura|comida)\b|\bgarbage disposals?\b/g, " triturador "],
  [
    /\bse (?:fue|va|iba|cayo) (?:la )?(?:luz|corriente|electricidad)\b|\bsin (?:luz|corriente|electricidad)\b|\bno (?:hay|tengo|tenemos|tiene) (?:luz|corriente|electricidad)\b/g,
    " apagon ",
  ],
  [/\b(?:media|la mitad de la|mitad de la) casa\b|\bparte de la casa\b|\bunos cuartos\b|\balgunos cuartos\b/g, " mitad "],
  [/\bprende y (?:se )?apaga\b|\bse prende y se apaga\b|\bse enciende y se apaga\b|\barranca y para\b|\bciclos? cortos?\b/g, " ciclo "],
  [/\bflujo de aire\b|\bsale poco aire\b|\bpoco aire\b/g, " flujo aire debil "],
  [/\b(?:olor|huele|apesta) a (?:drenaje|cano|cloaca|alcantarilla|caneria)\b/g, " olor drenaje "],
  [/\b(?:olor|huele) a quemado\b/g, " olor quemado "],
  [/\bdeja de correr\b|\bsigue corriendo\b|\bno para de correr\b|\bcorre el agua\b/g, " corre "],
  [/\bse (?:me |nos )?(?:bota|boto|botan|dispara|disparo|brinca|brinco|salta|salto|baja|bajo) el breaker\b/g, " breaker bota "],
];

/** Words that carry no meaning for the search ("se me tapó el drenaje" -> "tapó", "drenaje"). */
const stopWords = new Set(
  (
    "a al algo algun alguna algunas alguno algunos ante antes aqui asi aun bien cada como con contra cual cuales cuando de del " +
    "desde donde dos el ella ellas ellos en entre era eramos eran eres es esa esas ese eso esos esta estaba estaban estado estamos " +
    "estan estar estas este esto estos estoy fue fueron ha habia han has hasta hay he hola gracias favor por porque para pero poco " +
    "puede pueden puedo que quien se sea ser si sido sin siempre sobre solo son soy su sus tambien tan tanto te tengo tenemos tiene " +
    "tienen todo todos tu tus un una uno unos unas usted ustedes y ya yo me mi mis nos nuestro nuestra le les lo la las los otra " +
    "otro mucho muy mas menos ayuda ayudar ayudeme arreglar arreglo reparar reparo problema problemas pasa paso pasando creo " +
    "parece hace hizo ahora hoy ayer anoche cosa cosas necesito quiero saber dime digame the my is it"
  ).split(" "),
);

/** Surface forms, stemmed at start-up, mapped to one canonical term. */
const synonymGroups: Record<string, string[]> = {
  no: ["nada", "nunca", "not", "dont", "doesnt", "wont", "isnt"],
  grifo: ["llave", "pluma", "mezcladora", "canilla", "faucet"],
  inodoro: ["escusado", "excusado", "toilet", "taza", "wc", "sanitario"],
  drenaje: ["desague", "coladera", "cano", "resumidero", "drain", "drenajes"],
  tapado: ["atascado", "atorado", "obstruido", "tupido", "clog", "clogged", "tapon", "tapazon"],
  gotea: ["chorrea", "escurre", "gotera", "goteo", "leak", "leaky", "drip", "dripping", "filtra", "fuga"],
  breaker: ["pastilla", "pastillas", "breiker", "breker", "brequer", "fusible", "fusibles", "breakers"],
  bota: ["dispara", "brinca", "salta", "trip", "trips", "tripping", "tumba"],
  tomacorriente: ["enchufe", "contacto", "toma", "outlet", "receptaculo", "socket"],
  apagador: ["switch", "suiche", "suich", "interruptor"],
  foco: ["bombillo", "bombilla", "bulbo", "bulb", "focos"],
  parpadea: ["titila", "tintinea", "flicker", "flickering", "parpadeo"],
  calefaccion: ["calefactor", "calenton", "furnace", "fornace", "heater", "heat", "heating", "horno"],
  olor: ["huele", "oler", "olia", "peste", "apesta", "hedor", "tufo", "smell", "hiede", "jiede"],
  quemado: ["quema", "quemando", "quemazon", "chamuscado", "burning", "burnt"],
  congelado: ["helado", "hielo", "escarcha", "frozen", "congela", "congelo"],
  ruido: ["sonido", "golpe", "golpes", "golpeteo", "traqueteo", "zumbido", "zumba", "chillido", "rechina", "truena", "tronido", "martilleo", "noise"],
  humedad: ["humedo", "bochorno", "pegajoso", "humid"],
  apagon: ["outage", "blackout"],
  triturador: ["disposal", "moledor", "trituradora"],
  chispa: ["chispazo", "chispea", "chisporrotea", "spark", "sparks", "sparking"],
  termostato: ["thermostat", "nest"],
  lento: ["despacio", "tarda", "slow"],
  ac: ["clima", "cooler", "aircon"],
  enfria: ["enfriar", "frio", "fresco", "cool", "cooling"],
  tuberia: ["tubo", "tubos", "caneria", "pipa", "pipas", "pipe", "pipes"],
  regadera: ["ducha", "shower"],
  lavabo: ["lavamanos", "fregadero", "tarja", "sink"],
  sotano: ["basement"],
  presion: ["pressure", "fuerza"],
};

function stem(word: string): string {
  return stemmer.stemWord(word);
}

const canonical = new Map<string, string>();
for (const [term, forms] of Object.entries(synonymGroups)) for (const form of forms) canonical.set(stem(form), stem(term));

/** Query-side hints: a homeowner's word that points at catalogue words it does not share. */
const relatedHints: Record<string, string[]> = {
  caliente: ["calefaccion", "hotwater"],
  calor: ["enfria", "ac"],
  frio: ["calefaccion", "hotwater"],
  debil: ["presion", "flujo"],
  poca: ["presion"],
  corre: ["inodoro"],
  tapado: ["drenaje"],
  lento: ["drenaje", "tapado"],
  humo: ["quemado"],
  gorgotea: ["drenaje", "lento"],
  bota: ["breaker"],
  breaker: ["bota"],
};

export function normalizeTermEs(word: string): string {
  const stemmed = stem(word);
  return canonical.get(stemmed) ?? stemmed;
}

export const {
  words: wordsEs,
  analyze: analyzeEs,
  searchTerm: searchTermEs,
  queryTerms: queryTermsEs,
} = textAnalysis({ phrases, stopWords, normalizeTerm: normalizeTermEs, relatedHints });

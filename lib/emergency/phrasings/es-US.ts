// Spots emergencies in what a Spanish-speaking homeowner typed, the way lib/emergency/detect.ts does for English:
// explicit patterns, not search ranking, so an emergency is recognised however it is phrased and a denial
// ("no huele a gas, solo a humedad") raises no alarm. Hand-written for the same reason as the English one (no
// library knows home-repair hazards), with the same three steps:
//   1. words are spell-corrected against the hazard vocabulary ("monoxdo" -> "monoxido", "tuveria" -> "tuberia");
//   2. phrases fold into one word ("caja de breakers" -> "panel", "monoxido de carbono" -> "co",
//      "calentador de agua" -> "waterheater", "me dio un toque" -> "shock");
//   3. each clause is read as a list of concepts and matched against each hazard's rules.
// Text arrives without accents and in lower case, so "tubería", "tuberia" and "TUBERIA" read the same; Spanglish
// ("el breaker", "el outlet", "el panel", "la pipa") is part of the vocabulary because that is how people write.
import "server-only";

import { spanishCatalogue } from "@/lib/catalog/i18n/es-US";

import { HAZARDS, type HazardId } from "../hazards";
import { clauseReader, clauseSplitter, clauseTests, spellingCorrector, type Clause as ClauseOf } from "../clauses";

type Concept =
  | "gas"
  | "smell"
  | "leak"
  | "rottenEgg"
  | "sulfur"
  | "co"
  | "alarm"
  | "sounding"
  | "symptom"
  | "fuel"
  | "generator"
  | "indoors"
  | "smoke"
  | "smokeAlarm"
  | "fire"
  | "burn"
  | "burnable"
  | "spark"
  | "hot"
  | "warm"
  | "device"
  | "burnDevice"
  | "light"
  | "power"
  | "warmDevice"
  | "water"
  | "flood"
  | "pipe"
  | "burst"
  | "frozen"
  | "downed"
  | "powerline"
  | "wire"
  | "outdoors"
  | "negation"
  | "filler"
  | "purchase"
  | "gush"
  | "oddSmell";

const conceptPatterns: [Concept, RegExp][] = [
  ["gas", /^(gas|gass|gaz|gases|propano|propane|lp|metano|butano)$/],
  ["smell", /^(huele\w*|uele\w*|guele\w*|huelo|uelo|oler|olor|olores|oloroso|olorcito|oliendo|olia|olio|olido|apest\w*|peste|tufo|hiede|jiede|smell\w*)$/],
  ["leak", /^(fugas?|escapes?|escapa\w*|silb\w*|leak\w*)$/],
  ["rottenEgg", /^rottenegg$/],
  ["sulfur", /^azufre$/],
  ["co", /^co$/],
  ["alarm", /^(alarmas?|detectore?s?|sensore?s?|monitore?s?|pit\w*|chill\w*|beep\w*|intoxica\w*|envenena\w*|niveles?|lecturas?|ppm)$/],
  ["sounding", /^sounding$/],
  ["symptom", /^(headache|mare\w*|nausea\w*|vomit\w*|somnolient\w*|adormilad\w*|confundid\w*|desmay\w*|aturdid\w*)$/],
  [
    "fuel",
    /^(calefactor\w*|calentador\w*|calenton\w*|waterheater|hornos?|estufas?|boiler\w*|calderas?|furnace|fornace|generador\w*|plantadeluz|carros?|coches?|chimeneas?|secadoras?|parrillas?|gas|propano|queroseno|kerosene|heater)$/,
  ],
  ["generator", /^(generador\w*|plantadeluz)$/],
  ["indoors", /^(garaje|garage|cochera|sotano|basement|adentro|dentro|cocina|cuarto|recamara|sala|bodega|cobertizo)$/],
  ["smoke", /^(humo|umo|humea\w*|umea\w*|humare\w*|smoke)$/],
  ["smokeAlarm", /^smokealarm$/],
  ["fire", /^(fuego|incendi\w*|flamas?|llamaradas?|ardiendo|flames?|fire)$/],
  ["burn", /^(quemad[oa]s?|quemando|quemao|chamusc\w*|tatemad\w*|burn\w*)$/],
  ["burnable", /^(plastico|hule|goma|cables?|cableado|alambres?|electrico|electrica|aislante)$/],
  ["spark", /^(chisp\w*|chisporrote\w*|shock|electrocut\w*|sparks?|sparking|arcing)$/],
  [
    "hot",
    /^(caliente|calientes|calienta|calientan|calento|calentando|sobrecalent\w*|hirviendo|zumb\w*|chirri\w*|crepit\w*|derreti\w*|derrit\w*|ennegrecid\w*|negras?|ahumad\w*|hot|buzz\w*)$/,
  ],
  ["warm", /^(tibi[oa]s?)$/],
  // Overheating insulation and outlets often smell fishy, like urine, or "electric" (ESFI).
  ["oddSmell", /^(pescado|orines|orina|pipi)$/],
  [
    "device",
    /^(panel|breakers?|brekers?|breikers?|fusibles?|tomacorrientes?|tomas?|enchufes?|contactos?|outlets?|receptaculos?|apagador\w*|interruptor\w*|switch\w*|suich\w*|cables?|cableado|alambres?|medidor|contador|clavijas?|extension\w*|regletas?|gfci|cajaelectrica)$/,
  ],
  // A "fusible quemado" is a blown fuse, not a scorched one: no alarm by itself.
  [
    "burnDevice",
    /^(panel|breakers?|brekers?|breikers?|tomacorrientes?|tomas?|enchufes?|contactos?|outlets?|receptaculos?|apagador\w*|interruptor\w*|switch\w*|cables?|cableado|alambres?|medidor|contador|clavijas?|extension\w*|regletas?|gfci|cajaelectrica)$/,
  ],
  // Warm alone is worth a call only for the panel, an outlet or a cord, not a dimmer or light switch.
  [
    "warmDevice",
    /^(panel|breakers?|brekers?|breikers?|tomacorrientes?|enchufes?|contactos?|outlets?|receptaculos?|cables?|medidor|clavijas?|extension\w*|regletas?|gfci)$/,
  ],
  ["light", /^(lamparas?|focos?|plafon\w*|fixture|candil\w*)$/],
  ["power", /^(electricidad|corriente|electrico|electrica|electricos|electricas|aparatos?|electrodomesticos?)$/],
  ["water", /^(agua|aguas|mojad\w*|moja|mojan|mojando|mojo|mojaron|gote\w*|charcos?|empapad\w*|chorr\w*|filtra\w*|inund\w*|humedo|humeda|humedad|water|wet)$/],
  ["flood", /^(inund\w*|flood\w*)$/],
  ["gush", /^(chorros?|chorreando|brotando|gush|todoslados)$/],
  ["pipe", /^(tuberias?|tubos?|canerias?|canos?|pipas?|pipes?|plomeria)$/],
  ["burst", /^(revent\w*|rompio|rompieron|rot[oa]s?|explot\w*|partid[oa]s?|partio|rajad[oa]s?|rajo|estall\w*|burst|broke|broken|quebr\w*)$/],
  ["frozen", /^(congel\w*|helad[oa]s?|helo|frozen)$/],
  ["downed", /^(caid[oa]s?|cayo|cayeron|cayendo|colgando|tirad[oa]s?|arrancad[oa]s?|suelt[oa]s?|down)$/],
  ["powerline", /^powerline$/],
  ["wire", /^(cables?|lineas?|alambres?)$/],
  ["outdoors", /^(calle|patio|jardin|yarda|banqueta|acera|arbol|arboles|poste|postes|tormenta|afuera|techo|carro|camino|cerca)$/],
  ["negation", /^(no|ni|nunca|jamas|sin|tampoco|nada|ningun|ninguna|ninguno|nadie|not|dont|doesnt|isnt|never|without)$/],
  [
    "filler",
    /^(el|la|los|las|lo|un|una|unos|unas|del|al|de|se|me|nos|le|les|esta|estan|estaba|esta|muy|bien|super|bastante|demasiado|tan|mas|medio|algo|poco|pone|puso|pusieron|siente|sentia|siento|hace|hizo|ya|todo|toda|tiene|tienen|tenia|hay|que|mi|mis|su|sus|cuando|por|en|a|con|parece|ahora|marcas|manchas|sale|salen|saliendo|echa|echando)$/,
  ],
  ["purchase", /^(instal\w*|compr\w*|recomi\w*|mejor|cual|cuales|elegir|poner|coloc\w*|cuesta|precio)$/],
];

/** Words the spell-corrector may correct to: long enough that a single typo can't turn one into another. */
const vocabulary = [
  "propano",
  "monoxido",
  "carbono",
  "detector",
  "alarma",
  "alarmas",
  "sonando",
  "pitando",
  "mareado",
  "mareada",
  "mareos",
  "nauseas",
  "vomitando",
  "calefactor",
  "calentador",
  "generador",
  "garaje",
  "cochera",
  "sotano",
  "humeando",
  "fuego",
  "incendio",
  "llamas",
  "quemado",
  "quemada",
  "quemando",
  "chamuscado",
  "plastico",
  "chispas",
  "chispea",
  "chispeando",
  "chisporrotea",
  "electrocutado",
  "caliente",
  "sobrecalentado",
  "zumbido",
  "zumbando",
  "derretido",
  "breaker",
  "breakers",
  "fusibles",
  "tomacorriente",
  "tomacorrientes",
  "enchufe",
  "enchufes",
  "contacto",
  "contactos",
  "outlet",
  "apagador",
  "interruptor",
  "cableado",
  "medidor",
  "lampara",
  "electricidad",
  "electrico",
  "electrica",
  "mojado",
  "mojada",
  "goteando",
  "inundado",
  "inundada",
  "inundacion",
  "inundando",
  "tuberia",
  "tuberias",
  "caneria",
  "reventada",
  "reventado",
  "revento",
  "exploto",
  "congelada",
  "congelado",
  "congelo",
  "chorros",
  "chorreando",
  "huele",
  "oliendo",
  "apesta",
  "azufre",
  "podrido",
  "podridos",
];

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The Spanish catalogue's own words: real words, which must stay themselves. */
const catalogueWords = Object.values(spanishCatalogue.categories).flatMap((category) =>
  Object.values(category.problems).flatMap(
    (problem) => fold([problem.title, ...problem.causes, ...problem.diySteps, problem.professionalAdvice].join(" ")).match(/[a-z]+/g) ?? [],
  ),
);

/** Real words one or two typos away from a hazard word, which must stay themselves: the catalogue's and a few more. */
const keepAsTyped = new Set([
  ...catalogueWords,
  ...(
    "papel papeles juego juegos luego quedado quedada quedo llamado llamada llamar llamo llamas llame llamando alarga alargo caliento " +
    "calienta calientan calentar calentando contado contador contacta contactar conectado conecto conecta enchufa enchufado humedad " +
    "humedo humeda hueco huevo nueve nuevo fuera fuerte fugaz tuberia tuberias tubos mojar mojan manija breakers detectar detecto " +
    "cambio cambiar canela panela pantalla paneles piloto planta plantas sonido sonidos sonaba pintando pintado pitido pitidos cocina " +
    "cocinar coches comedor carbon carbonada quemador quemadores quemar congelador congeladora congelados helado helados mareas " +
    "caldera calderas gotera goteras podria podrian puedo puede contacte enchufes lamparas electricista electricistas secadora"
  ).split(" "),
]);

/** Phrases folded into one word, applied after spell correction (and in this order). */
const phrases: [RegExp, string][] = [
  [/\bhuevos? (?:podridos?|echados?)\b|\brotten eggs?\b/g, " rottenegg "],
  [/\b(?:monoxido de carbono|monoxido|carbon monoxide|co2|c o)\b/g, " co "],
  [/\b(?:detector|detectores|alarma|alarmas|sensor) (?:de|del) humo\b|\bsmoke (?:alarm|detector)s?\b/g, " smokealarm "],
  [/\b(?:calentador|calentadores|boiler|tanque) (?:de|del) (?:agua)(?: caliente)?\b|\bwater heaters?\b/g, " waterheater "],
  [/\bagua caliente\b|\bhot water\b/g, " hotwater "],
  // Water words that name a thing, not water on the loose: "la bomba de agua", "la presion del agua".
  [
    /\b(bomba|llave|presion|filtro|tanque|medidor|factura|recibo|cuenta|linea|tuberia|tubo|manguera|suavizador|valvula|paso|servicio|compania)s? (?:de|del) agua\b/g,
    " $1agua ",
  ],
  [/\bagua (?:fria|potable|dura|blanda)\b/g, " aguauso "],
  [/\bplanta (?:de luz|electrica)\b/g, " plantadeluz "],
  [/\bdolor(?:es)? de cabeza\b|\bme duele la cabeza\b|\bnos duele la cabeza\b/g, " headache "],
  [/\bganas de vomitar\b/g, " vomito "],
  // "Tengo sueño" alone is ordinary tiredness; "mucho sueño" beside a fuel-burning appliance is a CO sign.
  [/\b(?:mucho|tanto|demasiado) sueno\b/g, " somnoliento "],
  [
    /\b(?:panel|caja|tablero|centro) (?:de |del )?(?:los )?(?:breakers?|brekers?|breikers?|fusibles|interruptores|luz|carga|electricidad)\b|\b(?:panel|tablero|caja) electric[oa]\b|\bbreaker ?(?:box|panel)\b|\bfuse ?box\b|\bcaja de la luz\b/g,
    " panel ",
  ],
  [/\bcaja de (?:conexiones|empalme)\b/g, " cajaelectrica "],
  [/\b(?:medidor|contador) (?:de |del )?(?:luz|electricidad)\b/g, " medidor "],
  [/\b(?:lamparas?|luz|luces|ventilador(?:es)?) (?:del |de )?techo\b|\bfoco del techo\b/g, " fixture "],
  [
    /\b(?:cables?|lineas?|alambres?) (?:de (?:la )?luz|electric[oa]s?|de alta(?: tension)?|de (?:la )?electricidad|de (?:la )?corriente)\b|\bpower ?lines?\b|\bcables? del poste\b/g,
    " powerline ",
  ],
  // A charger's or a TV's cable on the floor is a cord, not a line from the pole.
  [/\bcables? (?:del|de la|de|de los) (?:cargador|cargadores|tele|television|audifonos|celular|telefono|computadora|lampara)\b/g, " cordon "],
  [/\b(?:lineas?|tubos?|tuberias?) (?:de|del) gas\b|\bgas lines?\b/g, " gas pipe "],
  [/\bfuga de agua\b/g, " agua "],
  [/\b(?:se |esta |estan )?(?:sal(?:e|en|iendo|io)|escap(?:a|ando|o)) (?:el |un |mucho |algo de )?(?:gas|propano)\b/g, " gas fuga "],
  [
    /\b(?:(?:se|me|nos) )?(?:dio|dan|da|dieron|daba|ha dado) (?:un |una |unos |unas )?(?:toques?|choques?|descargas?|calambres?|corriente(?:azo)?s?|corrientazos?)\b|\bdescargas? electricas?\b|\bcorrientazos?\b|\barcos? electricos?\b|\bhace arco\b/g,
    " shock ",
  ],
  // "Se quemo el foco / el fusible": burned out, not burning.
  [/\bse (?:me |nos |le )?(?:quemo|quemaron|fundio|fundieron|volo|volaron)\b/g, " fundido "],
  [/\b(?:llamas?|flamas?) (?:del|de el) piloto\b/g, " pilotflame "],
  [/\b(?:una|la|las|unas|en|hay|salen|sale|veo|con|echa|echando|saca|sacando) llamas?\b/g, " flama "],
  [/\bse (?:prendio|prende|esta prendiendo|incendio|incendia) (?:en )?(?:fuego|llamas)\b|\bse prendio fuego\b/g, " fuego "],
  [
    /\b(?:se disparo|se dispara|se activo|se activa|se prendio|se prende|esta sonando|estan sonando|sonando|suena|suenan|sono|sonaron|no para de sonar|no deja de sonar|going off|went off)\b/g,
    " sounding ",
  ],
  [/\bolor (?:a|de) electric\w*\b|\bhuele a electric\w*\b/g, " smell power "],
  [/\bmucha agua\b|\bpor todos lados\b|\bpor todas partes\b|\bpor donde quiera\b/g, " agua todoslados "],
  [/\bestufa electrica\b/g, " estufaelectrica "],
];

const clausesOf = clauseSplitter({
  correct: spellingCorrector(vocabulary, keepAsTyped),
  phrases,
  marks: ".,;:!?¡¿",
  breakWords: ["pero", "aunque", "sino", "solo", "solamente", "nomas", "excepto", "menos"],
});

type Clause = ClauseOf<Concept>;
const readClause = clauseReader(conceptPatterns);

// Words that may sit between a negation and what it denies: "no hay olor a gas", "no se siente nada de humo".
const { single, near, hasAny } = clauseTests<Concept>(
  /^(hay|habia|huele|huelo|olor|se|siente|sienten|nota|noto|veo|vi|vemos|tengo|tiene|a|de|el|la|los|las|un|una|ningun|ninguna|nada|ni|mas|tanto|mucho|sale|salen|echa|ya|es|era|sea|creo|para|nunca)$/,
);

const rules: Record<HazardId, (clause: Clause, all: Clause[]) => boolean> = {
  gas: (c) => near(c, "gas", "smell", 5) || near(c, "gas", "leak", 4) || single(c, "rottenEgg") || near(c, "sulfur", "smell", 4),
  co: (c, all) =>
    (near(c, "co", "alarm", 6) && (hasAny(c, "sounding") || !hasAny(c, "purchase"))) ||
    near(c, "co", "sounding", 6) ||
    near(c, "co", "leak", 4) ||
    near(c, "co", "symptom", 8) ||
    near(c, "generator", "indoors", 6) ||
    // Symptoms anywhere in the message with a fuel-burning appliance anywhere in it.
    (single(c, "symptom") && all.some((clause) => hasAny(clause, "fuel"))),
  fire: (c) =>
    single(c, "smoke") ||
    (near(c, "smokeAlarm", "sounding", 4) && !hasAny(c, "negation")) ||
    single(c, "fire") ||
    near(c, "burn", "smell", 5) ||
    near(c, "burn", "burnable", 2),
  "water-electrical": (c, all) =>
    near(c, "water", "device", 7) ||
    near(c, "water", "light", 5) ||
    // A flooded room with the power (or anything electrical) on, in any part of the message.
    (single(c, "flood") && all.some((clause) => single(clause, "power") || single(clause, "device"))),
  "downed-line": (c) => near(c, "powerline", "downed", 5) || (near(c, "wire", "downed", 3) && hasAny(c, "outdoors") && !hasAny(c, "pipe")),
  sparking: (c) => single(c, "spark"),
  "hot-electrical": (c) =>
    near(c, "hot", "device", 5, true) ||
    near(c, "warm", "warmDevice", 4, true) ||
    near(c, "burn", "burnDevice", 4, true) ||
    near(c, "oddSmell", "device", 6) ||
    (near(c, "power", "smell", 1) && hasAny(c, "device")),
  flooding: (c) => near(c, "pipe", "burst", 4) || near(c, "pipe", "frozen", 4) || single(c, "flood") || near(c, "water", "gush", 3),
};

/** Every hazard a Spanish message describes, most urgent first (see HAZARDS). */
export function detectSpanishHazards(text: string): HazardId[] {
  const clauses = clausesOf(text).map(readClause);
  return HAZARDS.filter((hazard) => clauses.some((clause) => rules[hazard](clause, clauses)));
}

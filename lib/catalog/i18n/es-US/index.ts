// The repair catalogue's words in neutral US Spanish: "grifo", "inodoro", "calentador de agua", "breaker"
// (interruptor automático), "tomacorriente", the words a homeowner in the US uses and searches with.
import type { CatalogueWords } from "../types";

import { electrical } from "./electrical";
import { hvac } from "./hvac";
import { plumbing } from "./plumbing";
import { tools } from "./tools";
import { upgrades, upgradeTopics } from "./upgrades";

export const spanishCatalogue: CatalogueWords = {
  categories: { hvac, plumbing, electrical },
  tools,
  genericTrade: { singular: "contratista", plural: "contratistas" },
  genericSafety: {
    shutOff: "Corte la electricidad, el agua o el gas del equipo antes de empezar, y póngase su equipo de seguridad.",
    stopIf: "Pare y llame a un profesional con licencia si algo no le parece seguro.",
  },
  dangerLead:
    "Primero pare: este problema puede ser peligroso. Si hay humo, fuego, chispas, olor a gas, una alarma de monóxido de carbono o agua cerca de algo eléctrico, no haga ninguno de estos pasos: salga del área y llame al 911 o a la compañía de gas o de luz desde afuera.",
  upgradeTopics,
  upgrades,
};

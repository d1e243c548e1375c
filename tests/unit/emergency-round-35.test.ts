import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 35 (scored once on the rules and layer of 1d823c9, then tuned on), and every scored round read again for the
// largest families of false alarms left: the round's messages are not copied here; each idea the rules lacked is said
// another way, and the rules alone must bring the card or stay calm.

const hazards: [string, HazardId][] = [
  // A gas line broken or cracked ("se partió el tubito"), and the gas heard leaving; a broken gas line is not a flood.
  ["se quebró el tubito del gas de la secadora y se oye salir el gas", "gas"],
  ["se reventó la línea del gas del asador", "gas"],
  // The Caribbean "¡ño!" is not "no": it denies nothing.
  ["ño, se reventó el tubo del agua debajo del fregadero", "flooding"],
  // The pipe in "el tubo del agua" is still a pipe.
  ["se rompió el tubo del agua de la lavadora y está saliendo por todo el piso", "flooding"],
  // The room after the verb ("se llenó de agua el sótano"), rain that got into the basement, a burst inside a wall.
  ["se llenó de agua el sótano con el aguacero", "flooding"],
  ["la lluvia se metió al garage y sigue entrando", "flooding"],
  ["sale agua por el apagador, algo se reventó dentro de la pared", "flooding"],
  // The edge of an outlet scorched ("se quemó la orilla"), not a bulb burned out.
  ["se le quemó el borde al contacto de la cocina", "hot-electrical"],
  // Several people feeling unwell near a generator ("nos estamos sintiendo mal").
  ["la planta eléctrica está al lado de la puerta y nos estamos sintiendo mal", "co"],
  // A car burning against the house.
  ["la troca del vecino is burning right next to our garage", "fire"],
];

const lookAlikes = [
  // A fire on TV or heard on the radio, and its smoke; a fire many miles off.
  "saw the wildfire on tv, will the smoke reach us tomorrow",
  "dijeron en la radio que hay un incendio en el monte, estamos a 40 millas",
  // "If it ever floods", "might flood if the river rises".
  "what do I do with the washer if the basement ever floods",
  "the creek might flood if it keeps raining, should we move the car",
  // A burner's whiff for a second that then catches.
  "huele poquito a gas un segundito y luego ya agarra la lumbre, normal?",
  // Tempers, weddings and hearts.
  "mi abuelita anda echando chispas porque no le contestan el teléfono",
  "mi jefe está echando candela con todos hoy",
  "se me inundó el corazón cuando nació mi nieta",
  "there were sparks at the wedding between my cousin and the best man",
  // A parking lot, and sparklers or fireworks.
  "is it ok to set off fireworks in the parking lot of our building",
  "vamos a prender fuegos artificiales en la calle el año nuevo",
  // Non-electric wires: a clothesline, barbed wire, an antenna's cable, a guy wire flapping.
  "la tormenta tumbó el tendedero y el alambre de la ropa está en el piso",
  "the antenna fell off the roof and its cable is hanging by the door",
  "the guy wire on the pole is flapping in the wind",
  // A CO alarm set off for a drill, or by a battery, now over.
  "the co alarm at school went off for a drill today, is that normal",
  "la alarma de co sonó anoche pero era la pila, ya la cambié",
  // Sparks by design or by a known cause: steel wool, a car battery's terminals, metal in the microwave, a drill's
  // motor, a forge, a toy; static from rubbing feet on a carpet.
  "my son wants to light steel wool with a 9 volt for a science video",
  "when I hooked up the car battery the terminals made a spark, car starts fine",
  "se me olvidó una cuchara en el microondas e hizo chispas, ya la saqué",
  "my old drill throws little sparks inside the motor when it runs",
  "los niños frotan los pies en la alfombra y se dan chispas",
  // Stories: roasting chile, smoking a brisket, the grill named as the smoke's cause, burnt bacon, candles.
  "roasting green chile in the yard and the smoke blew into the house",
  "we smoked a brisket all day and the yard is full of smoke",
  "hay humito en la cocina pero es la parrilla de afuera",
  "sonó la alarma de humo porque se me quemó el tocino",
  "the smoke alarm went off from the candles at dinner",
  // A home with no gas at all; a harmless cause of a headache; a CO reading of zero.
  "huele a huevo podrido en el lavamanos pero la casa es toda eléctrica",
  "mi suegro está mareado por la pastilla nueva, el detector marca cero",
  // Water already dried up; why wires heat; how far an outlet goes from water.
  "el perro tiró su agua cerca de la regleta pero ya sequé todo",
  "por que los cables se calientan? es para la tarea",
  "how far does the outlet need to be from the laundry sink",
  // The lines said to be fine after a storm, a line crew at work.
  "after the storm the lines on our street are fine, just the power went out",
  "a line crew is working on the pole outside, will they cut our power",
];

describe("triage after round 35", () => {
  itReadsTheTable(hazards, lookAlikes);
});

import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 29 (scored once on the rules and layer of 1e6cee9, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card or stay calm.

const hazards: [string, HazardId][] = [
  // Spanish through English autocorrect or dictation: "fue go", "que mado", "aqua", "calendar door".
  ["ayuda hay fue go en el cuarto de atrás", "fire"],
  ["huele a que Mado en el cuarto de los niños", "fire"],
  ["el aqua está cayendo encima del foco del pasillo", "water-electrical"],
  ["el calendar door está en el aqua del piso y sigue conectado", "water-electrical"],
  // A combination alarm that speaks ("está diciendo carbon monoxide"), not a reading.
  ["el detector de humo y monóxido está diciendo en inglés carbon monoxide, pero no sale humo de ningún lado", "co"],
  // After a storm, whom to call about a line lying in the yard is the downed line's own question.
  ["after the storm there's a power line in our yard, who do we call?", "downed-line"],
  // The service line torn off the house.
  ["el cable negro que llega a la casa quedó arrancado de la pared", "downed-line"],
  // A creek that rose outside, and water coming in under the door now, with "no sé si" a doubt, not a condition.
  ["el río de atrás creció y ya el agua está entrando por debajo de la puerta y no sé si salir", "flooding"],
  // Turned off, and the smell still there ("de adelante" stays as typed, not "aislante").
  ["el calentón no prende la lumbre de adelante y se queda saliendo el gas huele fuerte ya lo apagué pero sigue el olor", "gas"],
  // An outlet or cord on fire is overheating as well.
  ["hay fuego saliendo del enchufe de la cocina", "hot-electrical"],
  // "El agua sube" at the end of what has come in; "beismen" and the traila are the home; water inside with the power
  // said to be on.
  ["tenemos agua en el cuarto de los niños y el agua sube", "flooding"],
  ["la traila se está llenando de agua por el arroyo", "flooding"],
  ["hay agua en el sótano y la luz está prendida todavía", "water-electrical"],
  // Kinds the layer brought on its own before retraining on round 29, which the rules now read: water named, then
  // falling through a light; "cuando llueve ... chispas" while it is raining now.
  ["agua por todos lados!! se rompió el tubo de arriba y está cayendo por la lámpara", "water-electrical"],
  ["cuando llueve el contacto de afuera echa chispas y ahorita está lloviendo otra vez", "water-electrical"],
];

const lookAlikes = [
  // The water that rises in a slow tub while showering.
  "the tub drains slow, el agua sube to my ankles while I shower, clogged?",
  // Fixed, then the next topic: "now" and "again" asked about are not the hazard going on.
  "the plumber fixed the pipe that burst in January, how do I keep it from happening again?",
  "el técnico arregló la fuga de gas ayer y todo bien, should I get it inspected again?",
];

describe("triage after round 29", () => {
  itReadsTheTable(hazards, lookAlikes);
});

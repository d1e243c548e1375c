// The one rule table of emergency triage: for each hazard, what in a clause makes it an emergency now, and what
// makes it only an equipment question or a past event (a calm note, not the card). Rules read concepts, never words:
// each language brings its words in lib/emergency/words/<locale>.ts, and every message is read with all of them.
import { denialTest, hasAny, indexesOf, is, type Clause } from "./clauses";
import { HAZARDS, type HazardId } from "./hazards";
import { HAZARD_WORDS } from "./words";
import type { Concept } from "./words/types";

/** A clause's verdict for one hazard: the card, a calm note, or nothing. */
export type Verdict = "card" | "note" | undefined;

export interface RuleReading {
  clause: Clause;
  /** The clause before it, for a clause that goes on about the same thing ("the switch is warm, actually pretty hot"). */
  previous?: Clause;
  /** Every clause of the message, for rules that join two parts ("headache... the furnace is on"). */
  all: Clause[];
}

/** The tests a rule makes on a clause, given which words may sit between a negation and what it denies. */
export function clauseTests(denialGap: ReadonlySet<string>) {
  const isDenied = denialTest(denialGap);

  /** A word of the concept, not denied (and not one `exclude` rules out). */
  const single = (clause: Clause, concept: Concept, exclude: (index: number) => boolean = () => false): boolean =>
    indexesOf(clause, concept).some((index) => !exclude(index) && !isDenied(clause, index, index));

  /**
   * Two concepts in the same clause, in either order, not denied. With `tight`, only filler words may sit between
   * them ("panel is very hot", not "breaker trips when it's hot"); with `unless`, no word of that concept may
   * come before the later of the two ("how hot is too hot for an outlet", "trips when it's hot"; a condition after both is fine).
   */
  function near(clause: Clause, a: Concept, b: Concept, tight = false, unless?: Concept): boolean {
    for (const i of indexesOf(clause, a)) {
      for (const j of indexesOf(clause, b)) {
        if (i === j) continue;
        const [start, end] = i < j ? [i, j] : [j, i];
        if (tight && clause.words.slice(start + 1, end).some((_, offset) => !is(clause, start + 1 + offset, "filler"))) continue;
        if (unless && clause.words.slice(0, end).some((_, index) => is(clause, index, unless))) continue;
        if (!isDenied(clause, start, end)) return true;
      }
    }
    return false;
  }

  return { single, near };
}

type Tests = ReturnType<typeof clauseTests>;

/** A concept anywhere in the message. */
const anywhere = (all: Clause[], concept: Concept) => all.some((clause) => hasAny(clause, concept));

/** A flame that has left its appliance ("flames coming out of the furnace"), never an "is this normal?" question. */
const flameOutOfPlace = (c: Clause) =>
  hasAny(c, "outOfPlace") ||
  hasAny(c, "smoke") ||
  hasAny(c, "gush") ||
  hasAny(c, "outdoors") ||
  // Fire that came out of something ("ya salió fuego chiquito" from a bike battery's cable, round 38's retraining).
  hasAny(c, "spread") ||
  !(hasAny(c, "fuel") || hasAny(c, "flameLook"));

/** A person shocked or zapped is not a line arcing ("birds sitting on power lines without getting shocked"). */
const SHOCK_WORD = /^(?:shock|zap|electrocut|toque|choque|descarga)/;
/** Plastic, in English or Spanish: what an electrical burning smells of. */
const PLASTIC_WORD = /^(?:plastic|plastico)/;

export function hazardRules({ single, near }: Tests): Record<HazardId, (reading: RuleReading) => Verdict> {
  /**
   * An alarm sounding in this clause, not denied ("has never gone off", "nunca ha sonado"), or an alarm that will not
   * stop ("el detector de gas no para"), unless the homeowner just pressed its test button.
   */
  const soundingNow = (c: Clause, all: Clause[]) =>
    (single(c, "sounding") || (hasAny(c, "alarm") && single(c, "nonstop"))) && !anywhere(all, "testPress") && !soundedAndExplained(c, all);
  /**
   * An alarm that went off at a time named as past ("last night", "yesterday"), nothing going off since, no one ill, and
   * its harmless cause or a check named ("la alarma de CO was going off last night but it was the battery", "went off
   * yesterday when the installer tested it", round 35): an equipment question now.
   */
  const soundedAndExplained = (c: Clause, all: Clause[]) =>
    hasAny(c, "pastTime") &&
    !hasAny(c, "present") &&
    !hasAny(c, "goingOn") &&
    !single(c, "nonstop") &&
    (anywhere(all, "explained") || anywhere(all, "resolved") || hasAny(c, "checked")) &&
    !anywhere(all, "symptom") &&
    all.every((other) => !hasAny(other, "sounding") || hasAny(other, "pastTime"));
  /** An alarm said not to sound ("has never gone off", "jamás ha sonado"): whether it works is an equipment question. */
  const neverSounded = (c: Clause) => hasAny(c, "sounding") && !single(c, "sounding");
  /**
   * An equipment question (buying, installing, testing, batteries, placement, maintenance, "is this normal?", its
   * price: "cuánto cuesta un detector de monóxido", every scored round read again after round 38), a
   * chirp once a minute or so (a low battery), or an alarm said never to sound, with no alarm sounding anywhere in
   * the message ("it chirps once a minute. does it need a battery?").
   */
  const askingAboutEquipment = (all: Clause[]) =>
    (anywhere(all, "equipment") || anywhere(all, "testPress") || anywhere(all, "periodic") || anywhere(all, "priceQuestion") || all.some(neverSounded)) &&
    !all.some((clause) => soundingNow(clause, all));
  /** Cooking gone wrong, not denied ("nobody is cooking"): the burnt smell of dinner, not of wiring. */
  const cooking = (all: Clause[]) => all.some((clause) => single(clause, "burntFood"));
  /**
   * Something said now, but not the "again" of food burnt again ("burnt the tortillas again", "se me quemó el arroz otra
   * vez"): that is how often it happens, not a fire going on (round 32).
   */
  const presentBesidesFood = (all: Clause[]) =>
    all.some((clause) =>
      clause.words.some(
        (_, index) =>
          is(clause, index, "present") && !(is(clause, index, "goingOn") && indexesOf(clause, "burntFood").some((food) => index > food && index - food <= 3)),
      ),
    );
  /**
   * A harmless cause named for the sign ("jk it's the garlic", "i think it's allergies", "the gas company said no
   * leak"), with nothing saying a hazard is here now ("now", "still") and no alarm going off.
   */
  const explained = (all: Clause[]) => anywhere(all, "explained") && !anywhere(all, "present") && !all.some((clause) => soundingNow(clause, all));
  /** Heat and a device: side by side, or anywhere in a clause that does not make it a condition ("trips when it's hot"). */
  const hotNear = (c: Clause, heat: Concept, device: Concept) => near(c, heat, device, true) || (near(c, heat, device) && !hasAny(c, "condition"));
  /** A device hot, with no condition between them: "the dimmer is hot as a stove ... when the lights are on", not "trips when it's hot". */
  const hotDevice = (c: Clause) => hotNear(c, "hot", "device") || near(c, "hot", "device", false, "condition");
  /** The normal smell of a new appliance's first use or a season's first heat, asked about ("is that normal?"). */
  const firstUseQuestion = (all: Clause[]) =>
    anywhere(all, "firstUse") && (anywhere(all, "normalQuestion") || (anywhere(all, "question") && anywhere(all, "newItem"))) && !anywhere(all, "present");
  const preventingFires = (c: Clause, all: Clause[]) => {
    const fires = indexesOf(c, "fire");
    const last = fires[fires.length - 1];
    return (
      fires.length > 0 &&
      indexesOf(c, "prevention").some((index) => index < fires[0]) &&
      c.words
        .slice(last + 1)
        .every((_, offset) => ["filler", "question", "appliance", "fuel"].some((concept) => is(c, last + 1 + offset, concept as Concept))) &&
      !anywhere(all, "present") &&
      !anywhere(all, "smoke") &&
      !anywhere(all, "gush") &&
      !anywhere(all, "sounding")
    );
  };
  /** Replacing a scorched or sparking device with its power off at the breaker: a how-to question, nothing live. */
  const replacingWithPowerOff = (all: Clause[]) => anywhere(all, "powerOff") && anywhere(all, "equipment");
  /** Water moving out of its place into a part of the home named after the verb ("se salió al pasillo"). */
  const spreadsIntoRoom = (c: Clause) =>
    indexesOf(c, "spread").some(
      (verb) =>
        single(c, "spread", (index) => index !== verb) &&
        c.words.slice(verb + 1).some((_, offset) => is(c, verb + 1 + offset, "room") || is(c, verb + 1 + offset, "indoors")),
    ) &&
    !(["device", "light", "panel", "wire", "powerline", "smokeAlarm", "appliance", "smoke", "fire", "spark"] as const).some((concept) => hasAny(c, concept));
  /**
   * A gas line, the pipe named right beside its gas ("gas line", "el tubo del gas"): not a water pipe, nor the water
   * heater (a pipe and a fuel appliance at once: "se reventó el tanque del calentador de agua" is a flood).
   */
  const gasPipe = (c: Clause) =>
    indexesOf(c, "gas").some((gas) =>
      indexesOf(c, "pipe").some((pipe) => {
        if (is(c, pipe, "fuel") || pipe === gas) return false;
        const [start, end] = gas < pipe ? [gas, pipe] : [pipe, gas];
        return c.words.slice(start + 1, end).every((_, offset) => is(c, start + 1 + offset, "filler"));
      }),
    );
  /** Water told as happening: not "when it rains" in its clause, nor a question about preventing it or a "what if". */
  const toldAsNow = (c: Clause, all: Clause[]) => !hasAny(c, "condition") && !anywhere(all, "prevention") && !anywhere(all, "hypothetical");
  /** A line down, not only touching something: "touching the branches, who trims them?" is a note's question. */
  const downedNotTouching = (c: Clause) => indexesOf(c, "downed").some((index) => !is(c, index, "touch"));
  /**
   * The utility's transformer blown, on fire, smoking or sparking, in its clause or the next ("el transformador del poste
   * explotó y está echando chispas", "the transformer on the pole is on fire"): the utility's hazard, with its lines.
   */
  const transformerFailing = (c: Clause, all: Clause[]): boolean => {
    if (!hasAny(c, "transformer")) return false;
    const at = all.indexOf(c);
    return all.slice(at, at + 2).some((clause) => (["fire", "smoke", "spark", "burst", "arcBang"] as const).some((sign) => single(clause, sign)));
  };
  /** A line down: the downed-line card's test, also read by water-electrical for a line lying in water. */
  const downedLine = (c: Clause, all: Clause[]): boolean =>
    transformerFailing(c, all) ||
    // Only touching the branches, asked who trims them or whom to call, is a note's question.
    (near(c, "powerline", "downed") && (downedNotTouching(c) || (!anywhere(all, "prevention") && !anywhere(all, "lineQuestion")))) ||
    // The utility's line itself sparking ("el cable del poste está echando chispas y hace como explosiones", round 34): the
    // line down's card, with its advice to keep away and call the utility; not asked about or told from elsewhere.
    (hasAny(c, "powerline") &&
      c.words.some((word, index) => is(c, index, "spark") && !SHOCK_WORD.test(word)) &&
      single(c, "spark") &&
      !anywhere(all, "lineQuestion") &&
      !anywhere(all, "hypothetical") &&
      !anywhere(all, "reported") &&
      !anywhere(all, "schoolwork")) ||
    // A wire lying on the ground and sparking ("un cable en el suelo echando chispas"): a line down, whatever its name.
    (near(c, "wire", "ground") && single(c, "spark") && !hasAny(c, "pipe")) ||
    // A power line in the yard or on the car is down, unless the question is about trimming trees near it.
    // Not when the lines are said to be up ("swinging in the wind, all still up") or asked about ("how high must they be").
    // After a storm, whom to call about a line lying in the yard is the downed line's own question (round 29).
    (near(c, "powerline", "outdoors") &&
      !anywhere(all, "prevention") &&
      !anywhere(all, "upright") &&
      (!anywhere(all, "lineQuestion") || (anywhere(all, "storm") && !anywhere(all, "hypothetical")))) ||
    // A wire in the yard in one part, down from the pole in another ("hay un cable en el zacate y zumba, se cayó del poste").
    (near(c, "wire", "outdoors") &&
      !hasAny(c, "pipe") &&
      !anywhere(all, "upright") &&
      all.some((other) => other !== c && single(other, "downed") && hasAny(other, "outdoors") && !hasAny(other, "pipe"))) ||
    // The outdoors may be in the next part of the sentence ("el cable esta bien bajito, casi tocando el suelo").
    (near(c, "wire", "downed") &&
      (hasAny(c, "outdoors") || all.some((other) => hasAny(other, "downed") && hasAny(other, "outdoors") && !hasAny(other, "pipe"))) &&
      !hasAny(c, "pipe") &&
      (downedNotTouching(c) || !anywhere(all, "prevention"))) ||
    // A wire in the yard or the road after the wind, or with the lights half out ("a black wire on the lawn since the
    // wind"), or with sparks anywhere in the message ("wire on the road, sparks coming off it").
    (near(c, "wire", "outdoors") &&
      !hasAny(c, "pipe") &&
      !anywhere(all, "upright") &&
      !anywhere(all, "prevention") &&
      !anywhere(all, "lineQuestion") &&
      !anywhere(all, "hypothetical") &&
      (anywhere(all, "storm") || hasAny(c, "noise") || (all.some((clause) => single(clause, "spark")) && !all.some((clause) => single(clause, "static"))))) ||
    // Torn down in one part, lying outdoors in the next ("arrancó los cables, están en el zacate").
    (near(c, "wire", "downed") &&
      downedNotTouching(c) &&
      !hasAny(c, "pipe") &&
      !anywhere(all, "prevention") &&
      !anywhere(all, "upright") &&
      all.some((other) => other !== c && hasAny(other, "outdoors") && !hasAny(other, "pipe") && !hasAny(other, "indoors")));
  /**
   * A spark told as a single event or as over, with nothing going on ("again", "still", "keeps", "sigue"), no symptom,
   * no alarm, and nothing after it: no smoke, fire, burning, heat, water on power or a line down.
   */
  const sparkOnceOver = (all: Clause[]) =>
    anywhere(all, "onceOnly") &&
    !anywhere(all, "goingOn") &&
    !(["symptom", "sounding", "smoke", "fire", "burn", "hot", "powerline"] as const).some((concept) => all.some((clause) => single(clause, concept))) &&
    !waterOnPower(all);
  /** Water that has reached something electrical, in some part of the message. */
  const waterOnPower = (all: Clause[]) =>
    all.some((clause) => (["device", "panel", "light"] as const).some((thing) => near(clause, "water", thing))) && !anywhere(all, "prevention");
  /** A scorch mark: a word both burnt and hot ("a black scorch mark on it now", "ya tiene una mancha negra", round 38), not denied. */
  const scorched = (c: Clause) => single(c, "burn", (index) => !is(c, index, "hot"));
  /** A smell of rotten eggs or sulfur in the clause. */
  const eggSmell = (c: Clause) => single(c, "rottenEgg") || near(c, "sulfur", "smell");
  /** A smell of gas, rotten eggs or sulfur in the clause: what a note may explain away. */
  const gasOrEggSmell = (c: Clause) => near(c, "gas", "smell") || eggSmell(c);
  return {
    gas: ({ clause: c, all }) => {
      // A smell of gas or eggs in a home said to have no gas ("mi casa es toda eléctrica, huele a huevo podrido en el
      // desagüe"): a drain's or the water's, a note. Not with a hiss, a meter, a tank or anyone ill.
      if (
        anywhere(all, "allElectric") &&
        gasOrEggSmell(c) &&
        !(["hiss", "symptom", "leak", "pipe", "sounding"] as const).some((concept) => anywhere(all, concept))
      )
        return "note";
      if (explained(all) && gasOrEggSmell(c)) return "note";
      // A whiff of gas for a second as the burner or the grill lights, and gone (round 30): how a burner lights. Not
      // when the flame does not catch, the smell stays, or anything else is wrong.
      if (
        near(c, "gas", "smell") &&
        anywhere(all, "briefWhiff") &&
        !(["unlit", "goingOn", "symptom", "sounding", "hiss", "leak"] as const).some((concept) => anywhere(all, concept))
      )
        return "note";
      // "The gas fireplace smells a bit smoky the first time we light it, normal?": a smoky smell, not gas.
      const smokyFirstUse = (hasAny(c, "smoke") || hasAny(c, "burn")) && firstUseQuestion(all);
      // Only the hot water smelling of eggs ("solo de la llave caliente"): the water heater's anode, a note.
      if (eggSmell(c) && anywhere(all, "hotWaterOnly") && !anywhere(all, "gas")) return "note";
      if ((near(c, "gas", "smell") && !smokyFirstUse) || near(c, "gas", "leak") || single(c, "rottenEgg")) return "card";
      // A smell like eggs, sulfur or a struck match, unless eggs are what is cooking.
      if (near(c, "sulfur", "smell") && !cooking(all)) return "card";
      if (near(c, "gas", "alarm") && soundingNow(c, all)) return "card";
      // Bubbles over a gas line, in a puddle or in the mud ("bubbles coming up in the puddle over the gas service").
      if (near(c, "gas", "bubbles") && anywhere(all, "outdoors") && !cooking(all)) return "card";
      // A gas line broken or cracked ("se partió el tubito del gas detrás del fogón", round 35), not a "what if".
      if (near(c, "pipe", "burst") && gasPipe(c) && !anywhere(all, "hypothetical") && !anywhere(all, "prevention") && !anywhere(all, "resolved")) return "card";
      // Gas coming out of its tank or hose ("el cilindro de gas se esta saliendo"), not a question about where it goes.
      if (near(c, "gas", "flow") && !anywhere(all, "question") && !askingAboutEquipment(all)) return "card";
      // A hiss from a gas appliance or its connector ("unscrewed the flex connector and it started hissing"), or from the
      // gas tank or line named in another part ("the storm tipped the propane tank over, there's a hiss from the top").
      if (near(c, "fuel", "hiss") || (single(c, "hiss") && all.some((clause) => near(clause, "gas", "pipe"))))
        return anywhere(all, "normalQuestion") && !anywhere(all, "present") ? "note" : "card";
      return undefined;
    },

    co: ({ clause: c, all }) => {
      // Someone ill in a home said to have no gas, with no engine, generator or alarm going off: a note.
      if (
        anywhere(all, "allElectric") &&
        (single(c, "symptom") || hasAny(c, "co")) &&
        !anywhere(all, "generator") &&
        !all.some((clause) => single(clause, "fuel")) &&
        !all.some((clause) => soundingNow(clause, all))
      )
        return "note";
      // Symptoms with their cause named ("mareada pero es la presion"), nothing sounding: a question, not CO.
      // Only one person's symptoms: several people ill at once ("she's dizzy but it's her blood pressure, and my husband
      // is dizzy too") is CO's own sign, whatever cause is named for one of them.
      const illClauses = all.filter((clause) => single(clause, "symptom")).length;
      if (
        explained(all) &&
        illClauses <= 1 &&
        !(near(c, "co", "sounding") && soundingNow(c, all)) &&
        !near(c, "generator", "indoors") &&
        (single(c, "symptom") || hasAny(c, "co"))
      )
        return "note";
      if (near(c, "co", "symptom") || near(c, "co", "leak")) return "card";
      // A generator or an engine indoors, unless asked about for the next storm ("can I put the generator in the garage?").
      if (near(c, "generator", "indoors")) {
        const planning = anywhere(all, "hypothetical") && anywhere(all, "question") && !anywhere(all, "symptom") && !anywhere(all, "present");
        return planning ? "note" : "card";
      }
      // Symptoms with something going off anywhere in the message ("it's doing 4 beeps over and over and my head hurts").
      if (single(c, "symptom") && all.some((clause) => soundingNow(clause, all))) return "card";
      // An alarm of no named kind going off where a fuel-burning appliance is, with no smoke and no cooking.
      if (
        single(c, "alarm") &&
        soundingNow(c, all) &&
        all.some((clause) => single(clause, "fuel")) &&
        !anywhere(all, "smokeAlarm") &&
        !anywhere(all, "smoke") &&
        !cooking(all)
      )
        return "card";
      // Symptoms anywhere in the message with a fuel-burning appliance anywhere in it.
      // Symptoms anywhere in the message with a fuel-burning appliance or CO itself anywhere in it ("do I need a CO
      // detector? my husband is dizzy").
      // A smell of gas or rotten eggs with someone ill ("smells like rotten eggs and my 2 year old is acting sleepy",
      // round 34's retraining): a gas appliance burning badly may be making CO as well.
      if (single(c, "symptom") && all.some((clause) => single(clause, "fuel") || hasAny(clause, "co") || single(clause, "rottenEgg"))) return "card";
      if ((near(c, "co", "sounding") || near(c, "co", "alarm")) && soundingNow(c, all)) return "card";
      // CO named in one clause, an alarm going off in another ("nest protect says emergency, there is CO in the basement").
      if (single(c, "co") && anywhere(all, "alarm") && all.some((clause) => soundingNow(clause, all))) return "card";
      // An alarm that goes off wherever it is moved ("it went off in the bedroom too"), with no smoke and no cooking: it
      // is reading the air, not broken.
      if (hasAny(c, "roaming") && soundingNow(c, all) && !anywhere(all, "smokeAlarm") && !anywhere(all, "smoke") && !cooking(all)) return "card";
      // Symptoms named that lift outside the house ("headaches that go away when we're at work"); "we feel better at
      // work" alone names none.
      if (single(c, "symptom", (index) => is(c, index, "roaming")) && anywhere(all, "roaming")) return "card";
      if (near(c, "co", "alarm")) return askingAboutEquipment(all) ? "note" : "card";
      if (single(c, "co") && askingAboutEquipment(all)) return "note";
      return undefined;
    },

    fire: ({ clause: c, all }) => {
      // The smell left after a fire that is out, or after cooking: how to get it out is not an emergency.
      if (single(c, "smoke")) {
        if (hasAny(c, "cleanup") || firstUseQuestion(all)) return "note";
        // The smoke smell left in the curtains after a fire that is past ("last year we had a kitchen fire, it's fixed").
        // Not smoke coming out of something ("last week a guy fixed the fan ... now there's smoke coming out of the vent").
        if (
          near(c, "smoke", "smell") &&
          !hasAny(c, "outOfPlace") &&
          all.some((other) => other !== c && (hasAny(other, "longAgo") || hasAny(other, "resolved")))
        )
          return "note";
        // Smoke rolling out of a vent, a fan or an outlet is not dinner's, whatever is cooking.
        const fromElsewhere = hasAny(c, "outOfPlace") || hasAny(c, "device") || hasAny(c, "light");
        // Smoke everywhere outdoors from a smoker or a grill (round 35's look at every scored round) is still the food's;
        // everywhere in the house is not.
        const smokeOutdoorsOnly = hasAny(c, "outdoors") && !hasAny(c, "indoors") && !hasAny(c, "room");
        const cookingSmoke = cooking(all) && !presentBesidesFood(all) && (!hasAny(c, "gush") || smokeOutdoorsOnly) && !single(c, "fire") && !fromElsewhere;
        // The smoke of a fire made on purpose outdoors (a neighbour's bonfire, burning leaves, fireworks) drifting in at
        // a window, read again in every scored round: not the home's fire, unless a fire is named beside it, anyone is
        // ill, an alarm goes off, or the smoke comes out of something of the home.
        const openFireSmoke =
          anywhere(all, "openFire") &&
          !fromElsewhere &&
          !near(c, "burn", "smell") &&
          !all.some((clause) => single(clause, "fire") && !hasAny(clause, "openFire")) &&
          // Nor the fire itself reaching or spreading to something ("the brush fire esta llegando a la cerca").
          !all.some((clause) => hasAny(clause, "openFire") && (hasAny(clause, "reach") || hasAny(clause, "spread"))) &&
          !anywhere(all, "symptom") &&
          !anywhere(all, "smokeAlarm") &&
          !all.some((clause) => soundingNow(clause, all));
        return cookingSmoke || openFireSmoke ? "note" : "card";
      }
      // "How do I clean the dryer vent to prevent fires?": fires in general, named last after a word of prevention, with
      // nothing burning or smoking now; only the appliance may follow ("prevent the fire from spreading" stays the card).
      if (single(c, "fire") && preventingFires(c, all)) return "note";
      // Crackling inside a wall with a smell or smoke anywhere in the message: the fire is in the wall.
      if (hasAny(c, "inWall") && all.some((clause) => single(clause, "smell") || single(clause, "smoke") || single(clause, "burn"))) return "card";
      if (single(c, "fire")) {
        // A burner's or a pilot's flame named in another part ("pilot light ... is lit and blue, flame looks steady. is
        // a little yellow at the tip normal?", round 36) is the same flame.
        // So is a burner named by its igniter beside a fuel appliance ("the burner on my stove clicks a few times before
        // it lights, then the flame is fine", round 38; a kid's lighter is no burner).
        const burnerNamed =
          (anywhere(all, "burnerFlame") || (anywhere(all, "igniter") && anywhere(all, "fuel"))) &&
          !hasAny(c, "outOfPlace") &&
          !hasAny(c, "smoke") &&
          !hasAny(c, "gush") &&
          !hasAny(c, "outdoors");
        return askingAboutEquipment(all) && (!flameOutOfPlace(c) || burnerNamed) ? "note" : "card";
      }
      if (near(c, "burn", "burnable")) return firstUseQuestion(all) ? "note" : "card";
      if (near(c, "burn", "smell")) return cooking(all) || firstUseQuestion(all) ? "note" : "card";
      // "Is a blue pilot flame normal?": how a burner's own flame looks.
      if (hasAny(c, "burnerFlame") && (anywhere(all, "normalQuestion") || askingAboutEquipment(all))) return "note";
      if (single(c, "smokeAlarm")) {
        // "It's going off and it's not cooking": only a denial of the sounding itself calms it.
        // Nor a chirp for a low battery, with smoke and fire said to be absent and named nowhere else ("está chillando pero
        // es que la batería ya está baja, no hay humo ni nada", round 33).
        const denied = (clause: Clause, sign: Concept) => hasAny(clause, sign) && !single(clause, sign);
        const lowBattery =
          anywhere(all, "periodic") &&
          all.some((clause) => denied(clause, "smoke") || denied(clause, "fire")) &&
          !all.some((clause) => single(clause, "smoke") || single(clause, "fire"));
        // Nor steam named as what sets it off ("keeps going off when someone takes a hot shower", round 38), with no smoke,
        // fire or burning named.
        const steamOnly = anywhere(all, "steam") && !all.some((clause) => single(clause, "smoke") || single(clause, "fire") || single(clause, "burn"));
        if (soundingNow(c, all)) return cooking(all) || lowBattery || steamOnly ? "note" : "card";
        return "note";
      }
      return undefined;
    },

    "water-electrical": ({ clause: c, previous, all }) => {
      // "Got splashed near the outdoor outlet, everything's fine, should I get a cover?": the cause named, nothing now.
      if (
        explained(all) &&
        !all.some((clause) => single(clause, "flow") && !hasAny(clause, "condition")) &&
        !anywhere(all, "gush") &&
        (single(c, "water") || single(c, "flood"))
      )
        return "note";
      if (near(c, "water", "device") || near(c, "water", "panel") || near(c, "water", "light") || near(c, "water", "smokeAlarm")) {
        // "Outlets in a basement prone to dampness": a question about a place that gets wet, nothing wet now.
        return anywhere(all, "prevention") && anywhere(all, "question") && !anywhere(all, "present") && !anywhere(all, "flow") ? "note" : "card";
      }
      // Water that has reached a device, said in another part of the message ("a big puddle, and it's reached the outlet").
      if (hasAny(c, "reach") && single(c, "device") && anywhere(all, "water")) return "card";
      // Water on the move in one part, touching a plug or an outlet in the next ("water is spreading everywhere, ya está
      // tocando el freezer plug y el outlet").
      if (
        hasAny(c, "touch") &&
        single(c, "device") &&
        previous !== undefined &&
        hasAny(previous, "water") &&
        (["gush", "flow", "spread"] as const).some((moving) => hasAny(previous, moving)) &&
        !hasAny(c, "condition")
      )
        return "card";
      // A flooded room with the power (or anything electrical) on, in any part of the message.
      // A flooded room with the power (or anything electrical) on, or appliances still plugged in, in any part of the message.
      if (single(c, "flood") && all.some((clause) => single(clause, "power") || single(clause, "device") || single(clause, "plugged"))) return "card";
      // Water inside the home with the power said to be on ("agua en el basement con la luz prendida", "the power
      // still on"), told as now (round 29).
      if (
        single(c, "water") &&
        hasAny(c, "indoors") &&
        all.some((clause) => near(clause, "power", "plugged") || (single(clause, "power") && single(clause, "goingOn"))) &&
        toldAsNow(c, all) &&
        !isPast(c)
      )
        return "card";
      // Water named in one part, falling through a light, a device or the panel in the next ("water everywhere!!! ... está
      // cayendo por el ceiling fan"; round 14's, which the layer stopped bringing at round 29).
      if (
        previous !== undefined &&
        hasAny(previous, "water") &&
        (single(c, "flow") || single(c, "gush")) &&
        (["light", "panel", "device"] as const).some((thing) => hasAny(c, thing)) &&
        !hasAny(c, "condition") &&
        !anywhere(all, "prevention")
      )
        return "card";
      // A shock or a spark from a device, and in the next part the device is wet ("me dio un shock el switch, está mojado").
      if (single(c, "water") && previous && hasAny(previous, "device") && single(previous, "spark")) return "card";
      // Water on an appliance that is plugged in ("le cae agua al refri desde el techo, esta enchufado").
      if (single(c, "water") && anywhere(all, "appliance") && all.some((clause) => single(clause, "plugged"))) return "card";
      // A line down and lying in water, a puddle or a creek, named in that part or the one before ("a cable laying in the
      // flood water", "el cable caído ... está tocando un charco grande"): the water around it is live.
      const line = (clause: Clause | undefined) => clause !== undefined && (hasAny(clause, "wire") || hasAny(clause, "powerline"));
      if ((line(c) || line(previous)) && (single(c, "water") || single(c, "flood")) && all.some((clause) => downedLine(clause, all))) return "card";
      return undefined;
    },

    "downed-line": ({ clause: c, all }) => (downedLine(c, all) ? "card" : undefined),

    // A stove or grill igniter sparks by design; an outlet or cord beside it does not.
    sparking: ({ clause: c, all }) => {
      if (all.some((clause) => single(clause, "static")) || replacingWithPowerOff(all)) return undefined;
      // Flames coming out of an outlet or a plug ("ESTA SALIENDO FUEGO DEL ENCHUFE"): it is arcing.
      if (single(c, "fire") && hasAny(c, "burnDevice") && hasAny(c, "flow") && !hasAny(c, "condition")) return "card";
      // Crackling, sizzling or a "zzzt" where water has reached something electrical: an arc.
      if (single(c, "arcNoise") && waterOnPower(all) && !hasAny(c, "condition")) return "card";
      // An outlet, the panel or an appliance that bangs ("el enchufe sigue tronando", "truena como pop pop").
      if (single(c, "arcBang") && (["device", "panel", "light", "appliance"] as const).some((thing) => hasAny(c, thing)) && !hasAny(c, "condition"))
        return "card";
      if (!single(c, "spark")) return undefined;
      if (anywhere(all, "igniter") && !hasAny(c, "device")) return undefined;
      // So does a grinder, a bug zapper or an electric fence: a calm note, which the layer overturns only when near-sure.
      if (anywhere(all, "sparkTool") && !hasAny(c, "device")) return "note";
      // One spark, told as a single event or as over ("my charger sparked once when I plugged it in", "salió una chispa,
      // ya lo desconecté"), with nothing said to go on or to follow it: a note to have it checked.
      if (sparkOnceOver(all)) return "note";
      // "Which breaker is for arcing?", "is it normal for the plug to spark when I pull it?": a note to have it checked.
      // Not with a crack or a bang in its clause ("a bright flash and a loud crack ... is it safe?"): that is an arc (round 30's
      // retraining).
      // Nor a breaker or a device sparking where the panel is named, asked "eso es normal?" (round 15's breaker seen through
      // the panel's gaps; not "the quote for the new panel gave me a shock lol, is that normal?").
      const atThePanel = anywhere(all, "panel") && c.words.some((_, index) => is(c, index, "device") && !is(c, index, "panel"));
      return anywhere(all, "normalQuestion") && !anywhere(all, "present") && !hasAny(c, "burst") && !atThePanel ? "note" : "card";
    },

    "hot-electrical": ({ clause: c, previous, all }) =>
      !replacingWithPowerOff(all) &&
      (hotDevice(c) ||
        // A burnt smell or smoke from a light fixture, or a burnt smell in the wall: the wiring behind it.
        ((near(c, "burn", "smell") || single(c, "smoke")) && hasAny(c, "light")) ||
        // An appliance smoking with a smell of burnt plastic ("fridge in the garage is smoking from the back, smells like
        // burnt plastic", round 34's retraining): its wiring or motor is burning.
        (single(c, "smoke") &&
          hasAny(c, "appliance") &&
          !cooking(all) &&
          all.some((clause) => near(clause, "burn", "smell") && clause.words.some((word) => PLASTIC_WORD.test(word)))) ||
        // Smoke from an outlet, a switch or a cord, or one on fire ("el cargador se prendió en fuego"): the device is
        // overheating.
        (single(c, "smoke") && hasAny(c, "burnDevice") && !hasAny(c, "cleanup")) ||
        (single(c, "fire") &&
          hasAny(c, "burnDevice") &&
          !hasAny(c, "condition") &&
          !hasAny(c, "cleanup") &&
          !explained(all) &&
          !anywhere(all, "insured") &&
          !anywhere(all, "priceQuestion")) ||
        (near(c, "burn", "smell") && hasAny(c, "wall")) ||
        (single(c, "hot") &&
          !hasAny(c, "device") &&
          !hasAny(c, "condition") &&
          previous !== undefined &&
          hasAny(previous, "device") &&
          !hasAny(previous, "condition")) ||
        // "Warm, not hot": how a working cord feels.
        (hotNear(c, "warm", "warmDevice") && !anywhere(all, "mild")) ||
        // Any device warm and making a noise ("el switch esta calientito y hace ruido").
        (near(c, "warm", "device") && hasAny(c, "noise")) ||
        hotNear(c, "burn", "burnDevice") ||
        (near(c, "burn", "smell") && hasAny(c, "burnDevice")) ||
        near(c, "oddSmell", "device") ||
        // A burning or odd smell in one part of the message, traced to a device in another ("... traced it to the outlet").
        (single(c, "device") && hasAny(c, "source") && all.some((other) => near(other, "burn", "smell") || single(other, "oddSmell"))) ||
        (near(c, "power", "smell") && hasAny(c, "device")) ||
        // A burning smell named electrical ("huele a quemado eléctrico", "an electrical burning smell", round 35).
        (near(c, "burn", "power", true) && near(c, "burn", "smell")) ||
        // Sparks from a device, a light or an appliance, with a burnt smell in the message ("the plug is sparking ... y huele
        // a quemado"): it is overheating as well.
        // The device may be named in the clause before ("se botó el breca, echó chispas y now it smells like burnt plastic").
        (single(c, "spark") &&
          (["device", "light", "appliance"] as const).some((thing) => hasAny(c, thing) || (previous !== undefined && hasAny(previous, thing))) &&
          all.some((clause) => near(clause, "burn", "smell") || scorched(clause)) &&
          !cooking(all)))
        ? "card"
        : undefined,

    flooding: ({ clause: c, previous, all }) => {
      // "The neighbourhood flooded but our house stayed dry": the flood is named, not here.
      if (
        single(c, "flood") &&
        anywhere(all, "explained") &&
        (!hasAny(c, "present") || hasAny(c, "paperwork")) &&
        !anywhere(all, "gush") &&
        !anywhere(all, "flow")
      )
        return "note";
      if ((near(c, "pipe", "burst") && !gasPipe(c)) || single(c, "flood") || near(c, "water", "gush")) return "card";
      // Something burst inside a wall, with water coming out somewhere ("está saliendo agua del enchufe, se reventó algo
      // adentro de la pared", round 35): a pipe in the wall.
      if (single(c, "burst") && hasAny(c, "wall") && !gasPipe(c) && anywhere(all, "water") && toldAsNow(c, all) && !isPast(c) && !anywhere(all, "gas"))
        return "card";
      // Water pouring out of a ceiling light or fan: it is coming through the ceiling.
      if (near(c, "water", "light") && (single(c, "flow") || single(c, "gush")) && !hasAny(c, "condition") && !anywhere(all, "prevention")) return "card";
      // Water coming in under a door now, not "when it rains", not "got under the door" and not a question about sealing it.
      if (single(c, "seep") && (single(c, "flow") || hasAny(c, "gush") || hasAny(c, "present")) && toldAsNow(c, all)) return "card";
      // Water told by where it has reached, now: out of its place and into another part of the home ("ya está
      // pasando al pasillo", "se está virando por el piso", "se está metiendo a la casa"), not "when it rains"; the room
      // after the verb, and nothing electrical or burning in the clause (water into a light or an outlet is the
      // water-electrical card, a line into the house the downed line's).
      if (spreadsIntoRoom(c) && anywhere(all, "water") && toldAsNow(c, all) && !anywhere(all, "gas")) return "card";
      // Water risen to the outlets, the panel or a room, now ("el agua ya llegó a los outlets del basement", "standing
      // water up to the furnace power box"): not "when it rains", nor told as over.
      if (near(c, "water", "reach") && (["device", "panel", "indoors", "room"] as const).some((place) => hasAny(c, place)) && toldAsNow(c, all) && !isPast(c))
        return "card";
      // A tank or a fitting emptying itself ("the water heater se está vaciando en el piso").
      if (near(c, "pipe", "gush") && !anywhere(all, "gas")) return "card";
      // Water coming through (or bringing down) the ceiling, not a stain or a drip, nor "when it rains".
      if (near(c, "water", "ceiling") && single(c, "flow") && !hasAny(c, "condition")) return "card";
      // The same, said in two parts: "water is getting in through the ceiling, it falls in a stream".
      const inThroughCeiling = (p: Clause) => near(p, "water", "ceiling") && !hasAny(p, "condition");
      if (previous && inThroughCeiling(previous) && (single(c, "gush") || single(c, "flow")) && !hasAny(c, "condition")) return "card";
      // Water that overflowed and keeps coming, now ("se rebalsó y el agua sigue saliendo y saliendo aunque le bajé la
      // llave", round 27): it will not stop.
      if (near(c, "water", "spread") && single(c, "goingOn") && (single(c, "flow") || single(c, "gush")) && toldAsNow(c, all) && !isPast(c)) return "card";
      // Pipes frozen now; a question about keeping them from freezing is a note.
      if (near(c, "pipe", "frozen")) return hasAny(c, "prevention") ? "note" : "card";
      return undefined;
    },
  };
}

/**
 * A clause about an earlier season, a hazard already fixed, or a "what do I do if..." question, with nothing saying
 * it is happening now: the calm note answers it.
 */
export const isPast = (c: Clause) =>
  (hasAny(c, "longAgo") || hasAny(c, "resolved") || hasAny(c, "hypothetical")) && !hasAny(c, "present") && !hasAny(c, "symptom");

const anyClause = (clauses: Clause[], concept: Concept) => clauses.some((clause) => hasAny(clause, concept));

/** A clause saying a professional came and fixed or checked it ("FPL reconnected it", "vino el electricista, cambió el breaker"), or that all came out clear. */
const checkedClause = (c: Clause) =>
  (hasAny(c, "professional") && hasAny(c, "checked")) ||
  hasAny(c, "resolved") ||
  (hasAny(c, "professional") && hasAny(c, "over")) ||
  // Someone not named as a trade who came and fixed it ("ya vino Edenorte y lo arregló", "the co-op came out and fixed it").
  indexesOf(c, "checked").length >= 2;

/**
 * The message-level guard for an event that is over: told in the past ("last night", "el sábado", "after the storm")
 * and checked since by a professional or the utility, or a past event named only to ask about insurance, disclosure or
 * rent. For each clause, whether its card is calmed: a clause up to the last word of the check, or a question about
 * the aftermath after it ("what do we do about the smoke smell"), unless it says the hazard is here now ("now it's
 * sparking again") or names a symptom. Order matters: a hazard told after the check, not as a question, keeps its card.
 */
const lastIndex = (c: Clause, concepts: Concept[]) => Math.max(-1, ...concepts.flatMap((concept) => indexesOf(c, concept)));

/**
 * A hazard going on after the check in the check's own clause ("plumber fixed it last week and water is pouring out
 * of it", "the tech fixed the furnace and the co alarm is going off"): here now, whatever the clause says before.
 */
export const goingOnAfterCheck = (c: Clause) => checkedClause(c) && lastIndex(c, ["gush", "sounding"]) > lastIndex(c, ["checked", "resolved", "over"]);

export function overAndChecked(clauses: Clause[]): (index: number) => boolean {
  const past = anyClause(clauses, "pastTime") || anyClause(clauses, "longAgo");
  if (!past) return () => false;
  const checks = clauses.flatMap((clause, index) => (checkedClause(clause) ? [index] : []));
  const paperworkOnly = anyClause(clauses, "paperwork") && !anyClause(clauses, "present") && !anyClause(clauses, "symptom");
  if (checks.length === 0 && !paperworkOnly) return () => false;
  const lastCheck = checks.length > 0 ? checks[checks.length - 1] : -1;
  // A symptom keeps the card unless it is told as over in its own clause ("el lunes nos dolía la cabeza").
  const pastSymptom = (c: Clause) => (hasAny(c, "pastTime") || hasAny(c, "longAgo")) && hasAny(c, "pastState");
  // In the check's own clause, a hazard going on after the check ("plumber fixed it last week and water is pouring
  // out") is here now.
  const here = (c: Clause) => hasAny(c, "present") || (hasAny(c, "symptom") && !pastSymptom(c)) || goingOnAfterCheck(c);
  return (index) => {
    const clause = clauses[index];
    if (here(clause) && (index >= lastCheck || hasAny(clause, "symptom"))) return false;
    if (paperworkOnly) return true;
    return index <= lastCheck ? !here(clause) || index < lastCheck : is(clause, 0, "question");
  };
}

/**
 * Something said now that no calming context may overrule: "now", "still", "again", a symptom, an alarm going off.
 * ("My co alarm is going off, should I replace the batteries?" keeps its card, whatever the classifier says.)
 */
export const hereAndNow = (clauses: Clause[]) => (["present", "symptom", "sounding"] as const).some((concept) => anyClause(clauses, concept));

/**
 * A context the rules can name that makes any hazard word likely to be talk, not an emergency: a "what if" or planning
 * (hypothetical), schoolwork ("my daughter's homework asks what carbon monoxide is"), a price asked ("cuánto cobra un
 * plomero por un tubo reventado"), a dream told, insurance or an inspection report ("the inspection report mentions
 * evidence of past arcing") when nothing in it moves or goes on ("my insurance agent is here and water is pouring
 * through the ceiling" is not calmed), or a harmless cause named (ONE_KIND_CALMING, below, calms one kind each). Alone it calms nothing:
 * the statistical layer must also find no support for the card (triage.ts, combineLayers). Prevention, cooking, cleanup,
 * a first use and "fixed" or "over" were tried and left out: on the cross-validated corpus or the team's tests each
 * also calmed real hazards ("bubbles that keep growing", "my first time in this house ... smoke from the panel",
 * "plumber said it was fine but water is pouring from the ceiling").
 */
export const calmingContext = (clauses: Clause[]) =>
  (["hypothetical", "explained"] as const).some((concept) => anyClause(clauses, concept)) ||
  ((["schoolwork", "priceQuestion", "dream", "insured"] as const).some((concept) => anyClause(clauses, concept)) &&
    !(["flow", "gush", "spread", "goingOn"] as const).some((concept) => anyClause(clauses, concept)));

/**
 * Contexts that calm one kind of card alone, never a hazard told beside them: a question about the power lines (the
 * downed line), an igniter (it sparks by design; never gas: an igniter clicking with a smell of gas is unlit gas
 * flowing, "i can smell gas really bad ... the igniter keeps clicking" in round 14, which the first form of the
 * demotion calmed), and a fire made on purpose outdoors or far away (smoke in the message may well be its smoke).
 */
const ONE_KIND_CALMING: Partial<Record<HazardId, Concept>> = { "downed-line": "lineQuestion", sparking: "igniter", fire: "openFire" };

/** Whether the message names the context that may calm this one kind (ONE_KIND_CALMING). */
export const calmsOneKind = (kind: HazardId, clauses: Clause[]) => {
  const concept = ONE_KIND_CALMING[kind];
  return concept !== undefined && anyClause(clauses, concept);
};

export interface RuleResult {
  /** Hazards for the card, most urgent first. */
  cards: HazardId[];
  /** Hazards mentioned only as an equipment question or a past event: a calm one-line note each. */
  notes: HazardId[];
}

/** Words that name a hazard's sign: the ones a figure of speech borrows. */
const SIGN_CONCEPTS: readonly Concept[] = ["fire", "smoke", "burn", "flood", "spark", "gush", "hot"];
/**
 * What makes a clause literal, whatever figure it holds: a device, an appliance, a light, the panel, a pipe or a
 * line (a phone is none: "the phone is on fire" has no figure, "the charger is on fire" no calm), a smell, gas, CO,
 * water or a second sign.
 */
const LITERAL_CONCEPTS: readonly Concept[] = [
  ...SIGN_CONCEPTS,
  "device",
  "appliance",
  "burnDevice",
  "warmDevice",
  "light",
  "panel",
  "pipe",
  "powerline",
  "wire",
  "smell",
  "gas",
  "co",
  "water",
  "smokeAlarm",
  "outOfPlace",
];
/** How far a figure may sit from the sign it borrows ("my phone is literally on fire with messages"). */
const FIGURE_REACH = 4;

/**
 * A clause whose one hazard sign is a figure of speech: a team, a song, a budget, a win or an angry boss within a
 * few words of it ("my kid's team is on fire", "burned through my budget", "mi jefe está que echa humo"; before the sign,
 * only filler between: "the team room is on fire" is a room), or what fills a phone or a room right after it ("on fire with messages", "una inundación de juguetes"), and nothing
 * literal beside it. A message that names a symptom or an alarm going off is never a figure.
 */
export const figurativeUse = (c: Clause, all: Clause[]) => {
  const signs = c.words.flatMap((_, index) => (LITERAL_CONCEPTS.some((concept) => is(c, index, concept)) ? [index] : []));
  if (signs.length !== 1 || !SIGN_CONCEPTS.some((concept) => is(c, signs[0], concept))) return false;
  if (anyClause(all, "symptom") || anyClause(all, "sounding")) return false;
  const sign = signs[0];
  // A joke or a person's temper is never a figure in a clause that names a place or a fuel appliance.
  if (!PLACES_AND_FUEL.some((concept) => hasAny(c, concept)) && (jokedAside(c, sign, all) || personFigure(c, sign))) return true;
  // Before the sign, only filler between them ("the team is on fire"): "the team room is on fire" is a room.
  const subjectOfSign = (index: number) => index > sign || c.words.slice(index + 1, sign).every((_, offset) => is(c, index + 1 + offset, "filler"));
  return (
    indexesOf(c, "figurative").some((index) => Math.abs(index - sign) <= FIGURE_REACH && subjectOfSign(index)) ||
    indexesOf(c, "figurativeFill").some((index) => index > sign && index - sign <= FIGURE_REACH)
  );
};

/** The signs a person is said to give off when angry or lively: sparks and smoke ("echando chispas", "echa humo"). */
const TEMPER_SIGNS: readonly Concept[] = ["spark", "smoke"];
/**
 * A person said to spark or smoke, a few words before the sign with nothing seen between ("mi jefe anda echando
 * chispas", "ese muchacho tiene chispa", "my wife was sparking"; figurativeUse first rules out a place or an appliance).
 * Not fire: a person on fire is a fire.
 */
function personFigure(c: Clause, sign: number): boolean {
  // A person who got a shock is shocked, not angry ("my mom got a shock from the washing machine", round 36).
  if (!TEMPER_SIGNS.some((concept) => is(c, sign, concept)) || SHOCK_WORD.test(c.words[sign])) return false;
  return indexesOf(c, "person").some(
    (index) => index < sign && sign - index <= PERSON_REACH && c.words.slice(index + 1, sign).every((_, offset) => !is(c, index + 1 + offset, "perceive")),
  );
}
/** How far before its sign a person may be named ("mi jefe anda echando chispas": three words). */
const PERSON_REACH = 4;

/** A place in or at the home, or a fuel appliance: "the garage is on fire lol anyway what do i do" is a fire. */
const PLACES_AND_FUEL: readonly Concept[] = ["indoors", "room", "outdoors", "fuel", "appliance", "burnable"];
/** Every language's most common words: never what a figure is said of. */
const COMMON_WORDS = new Set(Object.values(HAZARD_WORDS).flatMap((words) => words.functionWords));
/** How many clauses after the joke the change of subject may come ("... is fire lol. Probably stress. Real question:"). */
const SHIFT_REACH = 2;

/**
 * A sign laughed at and left: laughter after it, in its clause or the next ("work is a dumpster fire lol", "esa
 * bachata ta en fuego mi pana jaja"), then a change of subject ("anyway", "real question", "ya en serio", "oye").
 * Laughter alone is not enough: a homeowner may laugh out of nerves at a real spark ("the outlet sparked lol what do
 * i do"), and such a clause names a device, so it is never a lone sign (figurativeUse), nor a place or a fuel
 * appliance (figurativeUse rules those out first).
 */
function jokedAside(c: Clause, sign: number, all: Clause[]): boolean {
  // Something the figure is said of, before the sign: a word of four letters or more that no list knows and no
  // language uses everywhere ("esa bachata ta en fuego", "work is a dumpster fire"), or a figure's own word. "There
  // are sparks lol anyway" and "omg sparks lol" have none, and keep their card.
  const subject = c.words
    .slice(0, sign)
    .some((word, index) => (c.concepts[index].size === 0 && word.length >= 4 && !COMMON_WORDS.has(word)) || is(c, index, "figurative"));
  if (!subject) return false;
  const at = all.indexOf(c);
  for (let index = at; index <= Math.min(at + 1, all.length - 1); index += 1) {
    const clause = all[index];
    const laughs = indexesOf(clause, "joke").filter((position) => index > at || position > sign);
    if (laughs.length === 0) continue;
    const shiftHere = indexesOf(clause, "topicShift").some((position) => position > laughs[0]);
    return shiftHere || all.slice(index + 1, index + 1 + SHIFT_REACH).some((later) => hasAny(later, "topicShift"));
  }
  return false;
}

/** Words that point back to something said before: "I smell it", "lo estoy oliendo", "eso está pasando". */
const POINTS_BACK = new Set(["it", "lo", "eso"]);
/** Concepts too common to tie two parts of a message together. */
const LOOSE_CONCEPTS = new Set<Concept>(["filler", "question", "present", "hypothetical", "goingOn"]);
const sharesConcept = (a: Clause, b: Clause) => {
  const seen = new Set(b.concepts.flatMap((concepts) => [...concepts]));
  return a.concepts.some((concepts) => [...concepts].some((concept) => !LOOSE_CONCEPTS.has(concept) && seen.has(concept)));
};

/** What a list item may name: a thing, never a sign or anything said of it. */
const LIST_ITEM_CONCEPTS = new Set<Concept>(["filler", "question", "fuel", "appliance", "light", "indoors", "room", "power", "burnable"]);
/** A clause of at most three words that only names things ("la computadora", "the space heater"). */
const listItem = (clause: Clause) =>
  clause.words.length <= 3 && clause.concepts.every((concepts) => [...concepts].every((concept) => LIST_ITEM_CONCEPTS.has(concept)));

/** Apply the table to a message's clauses. */
export function applyRules(rules: Record<HazardId, (reading: RuleReading) => Verdict>, clauses: Clause[]): RuleResult {
  const cards: HazardId[] = [];
  const notes: HazardId[] = [];
  // The clause before, skipping asides with no concept at all ("the switch is warm, well, really hot") and the short
  // items of a list, things named and nothing said of them ("una regleta donde conecto todo, la computadora, el
  // calefactor... y ahora está bien caliente": the strip is hot, round 14).
  const meaningful = (clause: Clause) =>
    clause.concepts.some((concepts) => [...concepts].some((concept) => concept !== "filler" && concept !== "question")) && !listItem(clause);
  const previousOf = (index: number) => clauses.slice(0, index).findLast(meaningful);
  // Said to be over in a later part ("... turned out it was the trash, it's gone now"), with nothing present and no symptom.
  // A symptom told in a season long gone is over too ("Last winter we got sick from the generator in the garage but
  // we're all fine now", round 38); one told without it keeps the card.
  const overLater = (index: number) =>
    clauses.slice(index + 1).some((clause) => hasAny(clause, "over")) && clauses.every((clause) => !hasAny(clause, "symptom") || hasAny(clause, "longAgo"));
  const checked = overAndChecked(clauses);
  // A hazard seen in the news or a show, told from somewhere else, calms its clause only when the message says nothing
  // is happening now, names no symptom and no alarm going off, and is not about our street ("the news says there's a
  // gas leak on our street" keeps its card). The same for every clause and hazard, so read once.
  const reportsCalm = !(["present", "symptom", "sounding", "nearby"] as const).some((concept) => anyClause(clauses, concept));
  const reportedElsewhere = (clause: Clause) => reportsCalm && hasAny(clause, "reported");
  // The fire or the smoke of a fire reported from somewhere else or told as far away, in another part ("we saw the fire
  // on the news out by Red Rock, should we worry about the smoke", "el cerro se está quemando ... está como a 30
  // millas", round 35): calmed with the report, unless it is in or from something of the home.
  const reportedFire =
    reportsCalm && clauses.some((clause) => hasAny(clause, "reported") && (["fire", "smoke", "openFire"] as const).some((sign) => hasAny(clause, sign)));
  const smokeOfReport = (clause: Clause) =>
    reportedFire &&
    (hasAny(clause, "smoke") || hasAny(clause, "fire")) &&
    !(["indoors", "room", "device", "light", "appliance", "outOfPlace", "smokeAlarm", "burn", "wall", "burnable", "nearby"] as const).some((concept) =>
      hasAny(clause, concept),
    );
  // "What should I do if I smell gas? I smell it right now", "¿qué hago si huele a gas? ahorita lo estoy oliendo": the
  // "what if" (or the news) comes true in a later part that says now and points back to it (a pronoun, or the same
  // sense or thing).
  // A hazard said to be dealt with goes on in the same way when a later part says it still does and names the same
  // sign ("ya la apagué pero sigue el olor", round 29); "now" alone is the next topic ("fixed it, now I want more outlets").
  const comesTrueLater = (index: number) => {
    const later = clauses.slice(index + 1);
    if (hasAny(clauses[index], "hypothetical") || hasAny(clauses[index], "reported"))
      return later.some((clause) => hasAny(clause, "present") && (clause.words.some((word) => POINTS_BACK.has(word)) || sharesConcept(clause, clauses[index])));
    return (
      hasAny(clauses[index], "resolved") &&
      later.some((clause) => hasAny(clause, "goingOn") && !hasAny(clause, "question") && !hasAny(clause, "condition") && sharesConcept(clause, clauses[index]))
    );
  };
  for (const hazard of HAZARDS) {
    let verdict: Verdict;
    for (const [index, clause] of clauses.entries()) {
      const found = rules[hazard]({ clause, previous: previousOf(index), all: clauses });
      const calmed =
        found === "card" &&
        !goingOnAfterCheck(clause) &&
        !comesTrueLater(index) &&
        (isPast(clause) ||
          reportedElsewhere(clause) ||
          (hazard === "fire" && smokeOfReport(clause)) ||
          figurativeUse(clause, clauses) ||
          checked(index) ||
          (overLater(index) && !clauses.some((other) => hasAny(other, "present"))))
          ? "note"
          : found;
      if (calmed === "card") {
        verdict = "card";
        break;
      }
      verdict ??= calmed;
    }
    if (verdict === "card") cards.push(hazard);
    else if (verdict === "note") notes.push(hazard);
  }
  return { cards, notes };
}

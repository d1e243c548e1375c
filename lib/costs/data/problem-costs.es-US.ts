// The cost block's own words in Spanish (es-US): each problem's "what moves the price" and "what we could not
// check" lines, in the same order as lib/costs/data/problem-costs.ts. Keyed by "category/problem"; the parity test
// (tests/unit/costs-i18n.test.ts) fails when an entry or a line is missing here, so a data edit cannot leave a
// Spanish page half in English.

export const problemCostTextEs: Record<string, { drivers: string[]; missing: string[] }> = {
  "plumbing/clogged-drain": {
    drivers: [
      "Dónde está el atasco: el ramal de un lavabo o una tina o la línea principal",
      "Sonda o limpieza con agua a presión (hidrojet) de la línea principal",
      "Visitas de noche, en fin de semana o de emergencia",
    ],
    missing: [
      "Solo se pudo leer una página aceptable, y da una sola cifra para destapar el desagüe de una tina, no un rango ni un desglose de mano de obra y piezas; la línea principal cuesta más y no se leyó ninguna cifra para ella.",
      "La cifra para hacerlo usted mismo de esa misma página ($28) compra un desatascador, un destapacaños químico y una sonda de mano, un juego distinto del de los pasos de la guía, así que no se muestra un rango para hacerlo usted mismo.",
    ],
  },
  "plumbing/leaky-faucet": {
    drivers: [
      "Tipo de llave: las arandelas y juntas tóricas son baratas, los cartuchos de marca cuestan más",
      "Un cargo por visita, a veces descontado de la reparación",
      "Cobro por hora; la mayoría de las reparaciones de llaves son trabajos cortos",
    ],
    missing: [
      "Aquí no se pudo leer ninguna página aceptable con un precio de un plomero para reparar una llave: las páginas encontradas estaban escritas por máquina, eran blogs de cocina o el blog de un fabricante de llaves que mezcla precios de hágalo usted mismo y profesionales, así que no se muestra un rango.",
    ],
  },
  "plumbing/running-toilet": {
    drivers: [
      "Qué pieza falló: el sello (flapper), la válvula de llenado o toda la válvula de descarga",
      "Piezas genéricas o de la marca del inodoro (OEM)",
      "Tarifa fija o cobro por hora",
    ],
    missing: [
      "Aquí no se pudo leer ninguna página aceptable con el precio de un plomero para reemplazar el sello, la válvula de llenado o toda la válvula de descarga, ni con un precio de las piezas (AlertPlumber y ExplainThat, usadas antes, se retiraron: docs/costs.md), así que no se muestra un rango.",
    ],
  },
  "plumbing/low-water-pressure": {
    drivers: [
      "La visita de un plomero para encontrar la causa, con la reparación cotizada después",
      "Si es un solo grifo (un aireador tapado) o toda la casa",
      "Una válvula reductora de presión dañada, y qué tan difícil es llegar a ella",
      "Una fuga o tuberías viejas y corroídas que se encuentren en el camino",
    ],
    missing: [
      "Aquí no se pudo leer ninguna página aceptable con un precio para reemplazar una válvula reductora de presión ni para la visita de un plomero (las páginas encontradas estaban escritas por máquina o no mostraban cifras en lo que se pudo leer), así que no se muestra un rango profesional.",
      "No se leyó un precio de tienda para los pasos de la guía (limpiar aireadores y revisar válvulas), así que no se muestra un rango para hacerlo usted mismo.",
    ],
  },
  "plumbing/water-heater-issues": {
    drivers: [
      "Calentador de gas o eléctrico: un termopar es más barato que una válvula de control de gas",
      "Resistencia, termostato o válvula de alivio",
      "Un tanque con fuga no se puede reparar y significa un calentador nuevo",
    ],
    missing: [
      "El rango es para reemplazar una pieza de un calentador eléctrico (una resistencia, un termostato o una varilla de ánodo); no se pudo leer ninguna página aceptable con el precio del termopar o la válvula de control de un calentador de gas.",
      "Las piezas son los dos precios de pieza que indican las páginas (una resistencia hasta $20, una varilla de ánodo $20–$50); la mano de obra es el total menos esas piezas.",
    ],
  },
  "plumbing/pipe-noise": {
    drivers: [
      "Amortiguadores de golpe de ariete en un aparato o en varios grifos",
      "Una válvula reductora de presión que falla detrás del ruido",
      "Tuberías detrás de paredes terminadas",
      "Recargos fuera de horario",
    ],
    missing: [
      "Solo se pudo leer una página aceptable, y da una sola cifra, no un rango: amortiguadores instalados en una lavadora.",
      "La mano de obra es el total de la página menos el precio de los amortiguadores que indica.",
    ],
  },
  "plumbing/sewer-smell": {
    drivers: [
      "Un sifón seco (se arregla gratis) o un sifón agrietado (el rango mostrado) o un problema de ventilación o de la línea de alcantarillado",
      "Juegos de sifón de plástico o de cromo o latón",
      "Un cargo por visita y el cobro por hora",
    ],
    missing: [
      "El rango profesional es para reemplazar el sifón (P-trap) de un lavabo; una ventilación tapada o una línea de alcantarillado agrietada cuestan más, y no se leyó ninguna cifra para eso.",
      "El total del plomero no tiene un desglose publicado: las piezas son el precio de materiales de la página y la mano de obra es el total menos esas piezas.",
    ],
  },
  "plumbing/frozen-pipes": {
    drivers: [
      "Una tubería accesible (el rango mostrado) o una dentro de una pared o bajo una losa",
      "Cargos por llamadas de emergencia: CostHelper calcula $300–$600 por una reparación puntual de emergencia",
      "Los daños por agua son aparte y pueden costar mucho más que la tubería",
    ],
    missing: [
      "Las fuentes dan totales para reparar una tubería reventada, no un desglose de mano de obra y piezas, así que no se muestra.",
      "No se pudo leer ninguna página aceptable con un precio para descongelar una tubería que no ha reventado.",
    ],
  },
  "plumbing/garbage-disposal": {
    drivers: [
      "Un atasco o reinicio o un motor o impulsor nuevo",
      "Si reemplazar la unidad cuesta menos que repararla",
      "El acceso debajo del fregadero",
      "Servicio fuera de horario",
    ],
    missing: [
      "Aquí no se pudo leer ninguna página aceptable con un precio para reparar un triturador de basura: Just The Fix, usada antes, se retiró por estar escrita por máquina (docs/costs.md), así que no se muestra un rango.",
      "No se pudo leer un precio para hacerlo usted mismo en una página aceptable (el que se mostraba antes era de EngineerFix, ya retirado).",
    ],
  },
  "plumbing/slow-draining": {
    drivers: [
      "Qué tan profunda es la acumulación: el tapón o el ramal",
      "Si varios desagües están lentos (un problema de la línea principal)",
      "Cargos por visita y visitas fuera de horario",
    ],
    missing: [
      "Solo se pudo leer una página aceptable, y da una sola cifra para destapar el desagüe de una tina, no un rango ni un desglose de mano de obra y piezas; una inspección con cámara o un trabajo en la línea principal cuestan más y no se leyó ninguna cifra para ellos.",
      "La cifra para hacerlo usted mismo de esa misma página ($28) compra un desatascador, un destapacaños químico y una sonda de mano, un juego distinto del de los pasos de la guía, así que no se muestra un rango para hacerlo usted mismo.",
    ],
  },
  "hvac/no-heat": {
    drivers: [
      "Sensor de llama o encendedor (el rango mostrado) o motor del ventilador o intercambiador de calor ($400 o más)",
      "Calefactor de gas, eléctrico o de petróleo",
      "Visitas de emergencia o fuera de horario",
    ],
    missing: [
      "Las fuentes dan totales por reparación, no un desglose de mano de obra y piezas, y no se leyó un precio de piezas en una página aceptable (los que se encontraron estaban en páginas cuyo editor no está verificado o no se puede identificar), así que no se calcula ninguno.",
    ],
  },
  "hvac/weak-airflow": {
    drivers: [
      "Cambiar el filtro, limpiar el ventilador ($100–$250) o un motor de ventilador nuevo ($250–$910)",
      "Ductos con fugas o aplastados",
      "El acceso a la unidad de tratamiento de aire",
    ],
    missing: [
      "El rango va de limpiar el ventilador a un motor de ventilador nuevo; solo el motor tiene un desglose publicado, así que el rango es un total sin desglose.",
    ],
  },
  "hvac/strange-noises": {
    drivers: [
      "Un panel suelto o basura o rodamientos del motor desgastados",
      "Un motor de ventilador nuevo (el rango mostrado), con o sin una rueda de ventilador nueva",
      "Las unidades en el ático o el techo toman más tiempo",
    ],
    missing: [
      "Los únicos precios leídos son para un motor de ventilador nuevo; los arreglos menores cuestan menos pero no se leyó ninguna cifra para ellos.",
      "No se leyó un precio de piezas para los pasos de la guía, así que no se muestra un rango para hacerlo usted mismo.",
    ],
  },
  "hvac/not-cooling": {
    drivers: [
      "Un capacitor o contactor ($90–$475) o una fuga de refrigerante",
      "Tipo de refrigerante: recargar los sistemas más viejos cuesta más",
      "Tarifas de $35–$200 la hora",
    ],
    missing: [
      "Los rangos de HomeAdvisor y de Modernize cubren todas las reparaciones comunes de aire acondicionado, no solo un equipo que deja de enfriar, y ninguno da un desglose de mano de obra y piezas.",
    ],
  },
  "hvac/thermostat-problems": {
    drivers: [
      "Termostato básico, programable o inteligente",
      "Falta del cable C, o cableado de bomba de calor o de varias etapas",
      "Tal vez solo necesite baterías nuevas",
    ],
    missing: [
      "El rango es reemplazar el termostato, de uno manual a uno inteligente; ThermostatFixer, citado antes, no se pudo leer aquí, así que se retiraron sus cifras.",
      "No se leyó un precio de tienda para las baterías que requieren los pasos de la guía, así que no se muestra un rango para hacerlo usted mismo.",
    ],
  },
  "hvac/uneven-heating": {
    drivers: [
      "Ajustar las compuertas usted mismo o sellar los ductos con un profesional",
      "El tamaño de la casa ($0.50–$1.50 por pie cuadrado para sellar)",
      "Método de sellado: manual o con aerosol",
    ],
    missing: [
      "El rango profesional es para sellar los ductos (Air Stars, que cita a Angi, y HomeGuide); ajustar una compuerta cuesta menos pero no se leyó ninguna cifra para eso.",
      "Las fuentes dan el total del sellado, no un desglose de mano de obra y piezas.",
      "Los pasos de la guía no necesitan piezas, así que no se muestra un rango para hacerlo usted mismo.",
    ],
  },
  "hvac/high-humidity": {
    drivers: [
      "El rango es la visita del técnico de climatización; destapar el desagüe u otros trabajos se cotizan después",
      "Si el aire acondicionado es demasiado grande o se enciende y apaga seguido",
      "Un deshumidificador portátil o una unidad para toda la casa en los ductos",
      "Destapar un desagüe de condensado bloqueado",
    ],
    missing: [
      "Aquí no se pudo leer ninguna página aceptable con un precio para un deshumidificador para toda la casa o para destapar un desagüe de condensado (las páginas encontradas no muestran cifras en lo que se pudo leer), así que solo se muestra la visita.",
    ],
  },
  "hvac/frequent-cycling": {
    drivers: [
      "Un filtro sucio o un sensor o una tarjeta de control que fallan",
      "Un sistema demasiado grande, que ninguna reparación arregla",
      "La ubicación del termostato",
    ],
    missing: ["La fuente da el total de la reparación, no su desglose de mano de obra y piezas."],
  },
  "hvac/frozen-coil": {
    drivers: [
      "El flujo de aire (filtro, ventilador) o una fuga de refrigerante",
      "Limpiar el serpentín (el rango mostrado) o reparar una fuga",
      "Los refrigerantes más viejos cuestan más",
    ],
    missing: ["La fuente da totales por reparación, no un desglose de mano de obra y piezas."],
  },
  "hvac/burning-smell": {
    drivers: [
      "El rango es la visita de diagnóstico; la reparación se cotiza cuando se encuentra la causa",
      "El polvo que se quema al primer encendido de la temporada no cuesta nada",
      "Un motor que se sobrecalienta o una falla de cableado cuestan más",
    ],
    missing: ["No se leyó ningún precio publicado para las reparaciones detrás de un olor a quemado; solo se muestra la visita."],
  },
  "electrical/power-outage": {
    drivers: [
      "El rango es la visita de un electricista; un apagón de la compañía de luz no le cuesta nada",
      "Las llamadas fuera de horario y de emergencia se cobran a 1.5–2 veces la tarifa normal",
      "Lo que el electricista encuentre en el panel o en la acometida",
    ],
    missing: ["Las reparaciones se cotizan después del diagnóstico; no se leyó ningún rango para ellas."],
  },
  "electrical/flickering-lights": {
    drivers: [
      "Un foco o una conexión de lámpara suelta o un neutro suelto o una falla en el panel",
      "Una lámpara o toda la casa",
      "Las llamadas fuera de horario se cobran a 1.5–2 veces la tarifa normal",
    ],
    missing: [
      "El rango es la visita que cubre el primer diagnóstico; no se leyó ningún precio para las reparaciones detrás del parpadeo.",
      "No se leyó un precio de tienda para focos de repuesto, así que no se muestra un rango para hacerlo usted mismo.",
    ],
  },
  "electrical/outlet-not-working": {
    drivers: [
      "Un GFCI o un interruptor disparado (sin costo) o un tomacorriente desgastado",
      "Tomacorriente estándar o GFCI, AFCI o con USB",
      "Un cargo mínimo por servicio",
    ],
    missing: [
      "Las piezas son un tomacorriente estándar de 120 voltios al precio que indica Fixr ($1–$5); la mano de obra es el total de Thumbtack menos ese precio.",
      "Los pasos de la guía (interruptores, reinicios, una prueba con una lámpara) no necesitan piezas, así que no se muestra un rango para hacerlo usted mismo.",
    ],
  },
  "electrical/circuit-breaker-trips": {
    drivers: [
      "Reemplazar un interruptor automático estándar (el rango mostrado) o interruptores AFCI/GFCI",
      "Un circuito sobrecargado que necesita un circuito nuevo",
      "El estado y la edad del panel",
    ],
    missing: ["Las piezas son el costo promedio nacional de materiales por interruptor que indica Porch ($10.61, mostrado como $11); la mano de obra es el total menos ese precio."],
  },
  "electrical/burning-smell": {
    drivers: [
      "El rango es la visita de un electricista; la reparación se cotiza cuando se encuentra la causa",
      "Las llamadas de emergencia y fuera de horario se cobran a 1.5–2 veces la tarifa normal",
      "Un tomacorriente chamuscado o cableado dañado dentro de las paredes",
    ],
    missing: ["No se leyó ningún precio publicado para las reparaciones detrás de un olor a quemado; solo se muestra la visita."],
  },
  "electrical/light-switch-issues": {
    drivers: [
      "Apagador sencillo o de tres vías, atenuador o inteligente",
      "Cableado o cajas viejas que hay que actualizar",
      "Las llamadas fuera de horario se cobran a 1.5–2 veces la tarifa normal",
    ],
    missing: [
      "Aquí no se pudo leer ninguna página aceptable con el precio de reemplazar solo un apagador (la que se citaba antes estaba en el sitio de una tienda sin relación), así que solo se muestra la visita del electricista.",
      "No se leyó un precio de tienda para focos para los pasos de la guía, así que no se muestra un rango para hacerlo usted mismo.",
    ],
  },
  "electrical/dimming-lights": {
    drivers: [
      "Un aparato grande que arranca o un circuito sobrecargado o una conexión suelta",
      "Un circuito o toda la casa (que puede ser la compañía de luz)",
      "Las llamadas fuera de horario se cobran a 1.5–2 veces la tarifa normal",
    ],
    missing: [
      "El rango es la visita que cubre el primer diagnóstico; no se leyó ningún precio para las reparaciones detrás de la baja de intensidad.",
      "No se leyó un precio de tienda para focos LED regulables, así que no se muestra un rango para hacerlo usted mismo.",
    ],
  },
  "electrical/sparking-outlets": {
    drivers: [
      "Reemplazar el tomacorriente (el rango mostrado) o reparar cableado dañado",
      "Tomacorrientes estándar o GFCI o AFCI",
      "Llamadas de emergencia y fuera de horario",
    ],
    missing: [
      "Las piezas son un tomacorriente estándar de 120 voltios al precio que indica Fixr ($1–$5); la mano de obra es el total de Thumbtack menos ese precio.",
    ],
  },
  "electrical/no-power-partial": {
    drivers: [
      "El rango es la visita de un electricista; un neutro perdido del lado de la compañía de luz le toca a ella arreglarlo",
      "Un interruptor automático dañado o una conexión suelta en el panel",
      "Las llamadas de emergencia y fuera de horario se cobran a 1.5–2 veces la tarifa normal",
    ],
    missing: ["Las reparaciones se cotizan después del diagnóstico; no se leyó ningún rango para ellas."],
  },
  "electrical/gfci-issues": {
    drivers: [
      "Reemplazar un tomacorriente existente por un GFCI (el precio mostrado) o buscar una falla a tierra en el circuito",
      "Tomacorrientes de interior o de exterior a prueba de intemperie",
      "Varios tomacorrientes en una sola visita cuestan menos cada uno",
    ],
    missing: [
      "Solo se pudo leer una página con el precio de reemplazar un tomacorriente existente, y da una sola cifra, no un rango.",
      "La mano de obra es el total de la página menos el precio del dispositivo.",
    ],
  },
};

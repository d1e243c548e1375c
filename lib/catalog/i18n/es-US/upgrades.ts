import type { UpgradeTopicId } from "../../types";
import type { UpgradeWords } from "../types";

export const upgradeTopics: Record<UpgradeTopicId, { title: string; description: string }> = {
  "energy-efficiency": {
    title: "Eficiencia energética",
    description: "Baje sus facturas de energía con equipos más eficientes y sistemas mejor sellados.",
  },
  "smart-technology": {
    title: "Tecnología inteligente",
    description: "Controles y sensores conectados que automatizan su casa y le avisan a tiempo.",
  },
  "safety-compliance": {
    title: "Seguridad y cumplimiento de códigos",
    description: "Proteja a su familia y ponga al día con el código actual los sistemas antiguos.",
  },
};

export const upgrades: Record<string, UpgradeWords> = {
  "cold-climate-heat-pump": {
    title: "Bomba de calor para clima frío",
    summary:
      "Una bomba de calor de aire ENERGY STAR para clima frío reemplaza un aire acondicionado viejo y calienta de forma eficiente muy por debajo del punto de congelación, muchas veces junto con un furnace (calefacción central) o en su lugar.",
    benefits: [
      "Da de dos a tres unidades de calor por cada unidad de electricidad, mucho más que la calefacción eléctrica de resistencia",
      "Calefacción y aire acondicionado en un solo sistema",
      "El compresor de velocidad variable mantiene la temperatura pareja y sin ruido",
    ],
    payback:
      "5–15 años, según el combustible que reemplaza, su clima y las tarifas locales (más tiempo frente al gas natural barato); los reembolsos de las compañías de servicios lo acortan",
    safetyNotes:
      "El trabajo con refrigerante requiere un técnico certificado según la EPA 608, y el circuito nuevo y el permiso requieren un instalador con licencia. Pida un cálculo de carga Manual J para que el sistema tenga el tamaño correcto.",
  },
  "duct-sealing": {
    title: "Sellado y aislamiento de ductos",
    summary:
      "Sellar las uniones de los ductos que tienen fugas con masilla o con un sellador inyectado, y aislar los ductos que pasan por el ático y el espacio bajo la casa.",
    benefits: [
      "Los sistemas de ductos típicos pierden entre un 20 y un 30 por ciento del aire que mueven por fugas, agujeros y malas conexiones",
      "Empareja la temperatura de los cuartos y mejora el flujo de aire",
      "Mantiene el polvo del ático y el aire del espacio bajo la casa fuera de las áreas donde vive",
    ],
    payback:
      "Unos 6–15 años o más con ahorros en calefacción y aire de hasta un 20 por ciento (más o menos $100–$180 al año en una factura típica); antes si los ductos están en el ático en un clima muy caliente o muy frío",
    safetyNotes:
      "Pida una prueba de seguridad de combustión (de contratiro) después si tiene un furnace (calefacción central) o un calentador de agua de gas o de diésel. El aislante o la cinta viejos de los ductos en casas de antes de 1980 pueden tener asbesto y no se deben tocar.",
  },
  "energy-recovery-ventilator": {
    title: "Ventilador de recuperación de energía (ERV)",
    summary: "Una unidad de ventilación balanceada que mete aire fresco de afuera y aprovecha el calor y la humedad del aire viciado que saca.",
    benefits: [
      "Aire fresco para casas bien selladas sin gastar mucha más energía",
      "Recupera la mayor parte del calor y la humedad del aire que sale",
      "Reduce los contaminantes, los olores y el exceso de humedad adentro",
    ],
    safetyNotes:
      "Las campanas de entrada y de salida deben quedar bien lejos de las salidas de la secadora, de las chimeneas y de los medidores de gas. Las tasas de ventilación deben seguir la norma ASHRAE 62.2 y el código local.",
  },
  "smart-thermostat": {
    title: "Termostato inteligente",
    summary: "Un termostato con Wi-Fi que aprende su horario, se ajusta cuando usted no está y le deja controlar la calefacción y el aire desde su teléfono.",
    benefits: [
      "Los modelos con certificación ENERGY STAR ahorran como un 8 por ciento en calefacción y aire, unos $50 al año en una casa típica",
      "Control a distancia y alertas por temperaturas extremas o fallas del sistema",
      "Informes de energía y recordatorios para cambiar el filtro",
    ],
    payback: "Unos 2½–7 años con los ahorros en calefacción y aire (unos $50 al año); antes con un reembolso de la compañía de luz o de gas",
    safetyNotes:
      "Corte la corriente del sistema de calefacción y aire en su breaker o interruptor de servicio antes de cambiar el termostato, y marque los cables primero. Muchos modelos necesitan un cable común (C); los termostatos de zócalo de voltaje de línea (120/240 V) los debe cambiar un electricista.",
  },
  "zoned-hvac": {
    title: "Calefacción y aire por zonas",
    summary:
      "Compuertas motorizadas en los ductos y un termostato en cada zona permiten que un solo sistema caliente y enfríe distintas partes de la casa a distintas temperaturas.",
    benefits: [
      "Arregla el segundo piso caliente y el sótano frío",
      "No gasta en calentar o enfriar cuartos que nadie usa",
      "Cada zona puede seguir su propio horario",
    ],
    payback: "5–10 años, sobre todo en casas grandes o de varios pisos",
    safetyNotes:
      "El sistema se debe diseñar para que las zonas cerradas no dejen al equipo sin flujo de aire, lo que puede congelar los serpentines o sobrecalentar un furnace. Funciona mejor con equipos de velocidad variable.",
  },
  "remote-room-sensors": {
    title: "Sensores remotos para cuartos",
    summary:
      "Sensores inalámbricos de temperatura y de presencia que permiten que un termostato inteligente compatible promedie o dé prioridad a los cuartos que usted de verdad usa.",
    benefits: [
      "Comodidad donde está la gente y no solo en el termostato del pasillo",
      "Muestra qué cuartos se quedan calientes o fríos",
      "Funciona con la mayoría de las marcas principales de termostatos inteligentes",
    ],
    safetyNotes:
      "Funcionan con baterías; mantenga los sensores lejos de ventanas soleadas, lámparas y rejillas de salida para que las lecturas sean correctas.",
  },
  "carbon-monoxide-alarms": {
    title: "Alarmas de monóxido de carbono",
    summary:
      "Alarmas de CO enchufables o con batería sellada en cada piso y afuera de cada área donde se duerme, obligatorias en la mayoría de los estados para casas con aparatos que queman combustible o con un garaje pegado a la casa.",
    benefits: [
      "Aviso a tiempo de un gas mortal que no tiene olor",
      "Cumple los requisitos del código estatal y local",
      "Los modelos combinados de humo y CO cubren los dos peligros",
    ],
    safetyNotes:
      "Siga la guía de colocación del fabricante y cambie las alarmas cada 7–10 años. Si suena una alarma, saque a todos afuera y llame al 911 o a los bomberos. Las alarmas conectadas a la instalación eléctrica e interconectadas las debe instalar un electricista.",
  },
  "combustion-safety-inspection": {
    title: "Inspección anual de seguridad de combustión",
    summary:
      "Una revisión anual del furnace (calefacción central) y de la caldera en la que un técnico prueba el intercambiador de calor, la presión del gas, el tiro de la chimenea y los niveles de monóxido de carbono.",
    benefits: [
      "Detecta intercambiadores de calor rajados y problemas de ventilación antes de que dejen escapar CO",
      "Mantiene el equipo eficiente y con su garantía",
      "Menos descomposturas en las semanas más frías",
    ],
    safetyNotes:
      "Solo un técnico de HVAC con licencia debe abrir aparatos de gas o ajustar quemadores. Pida por escrito las lecturas del analizador de combustión.",
  },
  "condensate-overflow-switch": {
    title: "Interruptor de seguridad contra el rebose del condensado",
    summary: "Un interruptor de flotador en la bandeja o en la línea del drenaje que apaga el aire acondicionado antes de que un drenaje tapado se desborde.",
    benefits: [
      "Evita daños por agua en techos y pisos por unidades en el ático o en un clóset",
      "Reduce el riesgo de moho",
      "Lo exige el código en muchas instalaciones en el ático o arriba del techo falso",
    ],
    safetyNotes:
      "El interruptor se debe conectar al circuito de control de bajo voltaje para que de verdad detenga el enfriamiento. Muchos códigos exigen una bandeja de drenaje secundaria o un corte por rebose donde una fuga dañaría el edificio.",
  },
  "heat-pump-water-heater": {
    title: "Calentador de agua con bomba de calor",
    summary: "Un calentador de agua que pasa el calor del aire de alrededor al tanque, y usa una fracción de la electricidad de un tanque eléctrico normal.",
    benefits: [
      "Usa entre un 60 y un 70 por ciento menos electricidad que un tanque eléctrico de resistencia",
      "Quita humedad y enfría el espacio donde está",
      "Muchas veces califica para reembolsos de las compañías de servicios",
    ],
    payback: "3–7 años cuando reemplaza un tanque eléctrico",
    safetyNotes:
      "La mayoría de los modelos necesitan un circuito dedicado de 240 voltios (ya existen modelos enchufables de 120 voltios), un drenaje de condensado y suficiente espacio de aire alrededor; enfría el cuarto donde está, así que evite un clóset pequeño sin ventilación. Casi siempre se necesita un permiso de plomería, y la válvula T&P y su tubo de descarga deben cumplir el código.",
  },
  "tankless-water-heater": {
    title: "Calentador de agua sin tanque",
    summary:
      "Una unidad de gas o eléctrica que se monta en la pared y calienta el agua solo cuando se abre una llave, así que nunca se le acaba y no hay un tanque perdiendo calor.",
    benefits: [
      "Agua caliente que no se acaba para regaderas una tras otra, hasta el caudal de la unidad en galones por minuto",
      "No pierde calor en espera como un tanque",
      "Libera espacio en el piso y dura unos 20 años",
    ],
    payback: "Muchas veces 10–20 años frente a un tanque de gas; se elige sobre todo por el agua caliente sin fin y el espacio",
    safetyNotes:
      "Las unidades de gas muchas veces necesitan una línea de gas más grande y ventilación nueva; las eléctricas necesitan circuitos nuevos de mucha capacidad y a veces una ampliación del servicio. Requiere permisos y un plomero o instalador de gas con licencia. En zonas de agua dura hay que quitarle el sarro al intercambiador de calor cada año.",
  },
  "watersense-fixtures": {
    title: "Accesorios de bajo consumo WaterSense",
    summary: "Regaderas, aireadores de grifo e inodoros de 1.28 galones con la etiqueta WaterSense de la EPA que usan menos agua sin funcionar peor.",
    benefits: [
      "Los productos con la etiqueta WaterSense usan por lo menos un 20 por ciento menos agua que los modelos normales",
      "Usar menos agua caliente quiere decir facturas más bajas para calentarla",
      "Muchas compañías de agua ofrecen reembolsos por inodoros",
    ],
    payback: "Menos de 1 año para regaderas y aireadores; 2–5 años para inodoros",
    safetyNotes:
      "Cierre la llave de paso del aparato antes de cambiar piezas. Los inodoros pesan y la porcelana se raja fácil, así que levántelos con ayuda y apriete con cuidado los tornillos de la base.",
  },
  "smart-leak-detectors": {
    title: "Detectores inteligentes de fugas de agua",
    summary:
      "Sensores con Wi-Fi y baterías que se ponen debajo de los lavabos y junto al calentador de agua, la lavadora y los inodoros, y le avisan a su teléfono en cuanto se mojan.",
    benefits: ["Detecta fugas lentas antes de que pudran los pisos o salga moho", "Le avisa aunque no esté en casa", "Algunas aseguradoras dan un descuento"],
    safetyNotes: "Ponga los sensores planos en el piso donde se juntaría el agua, y pruébelos y cámbieles las baterías cada año.",
  },
  "smart-shut-off-valve": {
    title: "Válvula inteligente de cierre para toda la casa",
    summary: "Una válvula motorizada en la línea principal del agua que vigila el flujo, detecta fugas y cierra el agua sola o desde su teléfono.",
    benefits: [
      "Detiene una tubería reventada en minutos, aunque usted no esté",
      "Detecta fugas pequeñas y escondidas al vigilar cómo fluye el agua",
      "Lleva la cuenta del agua que usa cada día",
    ],
    safetyNotes:
      "Cortar la línea principal requiere un plomero con licencia y muchas veces un permiso. Si los tubos metálicos del agua son parte de la conexión a tierra eléctrica, hay que poner un puente de unión a través de la válvula.",
  },
  "smart-recirculation-pump": {
    title: "Bomba inteligente de recirculación de agua caliente",
    summary:
      "Una bomba con temporizador, sensor de movimiento o control por app que lleva el agua caliente a los aparatos lejanos cuando la pide, para que no deje correr la llave mientras espera.",
    benefits: [
      "Agua caliente en la llave en segundos",
      "Ahorra miles de galones de agua al año",
      "El control bajo demanda evita que la bomba funcione todo el día",
    ],
    safetyNotes:
      "Necesita un tomacorriente cerca de la bomba; agregar uno es trabajo de un electricista. Revise que sea compatible con su calentador de agua, sobre todo si es sin tanque.",
  },
  "thermostatic-mixing-valve": {
    title: "Válvula mezcladora termostática antiquemaduras",
    summary:
      "Una válvula mezcladora principal ASSE 1017 en el calentador de agua, que permite que el tanque funcione a 140°F contra la Legionella mientras manda agua templada a la casa, más válvulas antiquemaduras ASSE 1016 o 1070 en las regaderas y las tinas, que son las que mantienen el agua del aparato por debajo de la temperatura que quema.",
    benefits: [
      "Protege a los niños y a los adultos mayores de las quemaduras",
      "Permite que el tanque funcione más caliente para controlar la Legionella mientras entrega agua segura",
      "Aumenta el agua caliente que se puede usar del mismo tanque",
    ],
    safetyNotes:
      "Ponga la temperatura de salida en 120°F o menos, porque los códigos de plomería limitan las salidas de tinas y regaderas a 120°F. Una válvula principal en el calentador por sí sola no protege contra quemaduras en el aparato: para eso se necesitan dispositivos ASSE 1016 o 1070. La instalación requiere soldar o usar conexiones a presión en la línea del agua caliente y la debe hacer un plomero con licencia.",
  },
  "thermal-expansion-tank": {
    title: "Tanque de expansión térmica",
    summary: "Un tanque pequeño presurizado en la entrada de agua fría del calentador que absorbe el volumen de más cuando el agua se calienta.",
    benefits: [
      "Evita que la válvula de alivio gotee y los picos de presión",
      "Alarga la vida del calentador de agua, las válvulas y los aparatos",
      "Lo exige el código donde una válvula de retención o una válvula reductora de presión cierra el sistema",
    ],
    safetyNotes:
      "El tanque se debe cargar a la misma presión del agua de la casa y debe quedar bien sostenido. Casi siempre se instala con un permiso cuando se cambia el calentador de agua.",
  },
  "backflow-prevention": {
    title: "Prevención del contraflujo",
    summary:
      "Un dispositivo antirretorno probado en las conexiones del riego, de la caldera o de los rociadores contra incendios, más rompedores de vacío en las llaves de manguera, para que el agua sucia no entre al agua potable.",
    benefits: [
      "Protege a su familia y a sus vecinos del agua contaminada",
      "Lo exigen la mayoría de las compañías de agua para los sistemas de riego",
      "Evita multas y avisos de corte del servicio",
    ],
    safetyNotes:
      "La mayoría de las compañías de agua exigen que lo instale y lo pruebe cada año un probador de contraflujo certificado. Los rompedores de vacío para llaves de manguera son fáciles de poner usted mismo.",
  },
  "led-lighting-retrofit": {
    title: "Cambio a iluminación LED",
    summary: "Cambiar los focos incandescentes, halógenos y fluorescentes compactos (CFL) por focos LED ENERGY STAR en toda la casa.",
    benefits: [
      "Usan por lo menos un 75 por ciento menos energía que los focos incandescentes",
      "Duran de 15 a 25 veces más",
      "No se calientan, lo que baja el riesgo de incendio y el trabajo del aire en verano",
    ],
    payback: "Menos de 1 año para las luces que se usan seguido",
    safetyNotes:
      "Apague las luces y deje enfriar los focos antes de cambiarlos. Use focos aptos para lámparas cerradas, lugares húmedos o dimmers donde haga falta, y nunca pase de los watts indicados para la lámpara. Lleve los CFL viejos a un centro de reciclaje: tienen mercurio.",
  },
  "ev-ready-circuit": {
    title: "Circuito listo para vehículo eléctrico",
    summary:
      "Un circuito dedicado de 240 voltios con un tomacorriente o un cargador de Nivel 2 conectado directamente, en el garaje o en la entrada de la casa.",
    benefits: [
      "Carga un vehículo eléctrico durante la noche, varias veces más rápido que un tomacorriente normal",
      "Facilita cargar con tarifas de horas de baja demanda",
      "Hace la casa más atractiva al venderla, a medida que hay más vehículos eléctricos",
    ],
    safetyNotes:
      "Requiere un permiso y un electricista con licencia, y un cálculo de carga para confirmar que el panel lo aguanta; un dispositivo de control de carga puede evitar una ampliación del servicio. Según el Código Eléctrico Nacional (2017 y posteriores, sección 625.54), todo tomacorriente instalado para cargar vehículos eléctricos necesita protección GFCI para personas. Un cargador conectado directamente muchas veces es la mejor opción, y uno enchufable necesita un tomacorriente 14-50 de grado industrial, porque los tomacorrientes baratos se sobrecalientan con horas de carga continua.",
  },
  "panel-upgrade": {
    title: "Cambio del panel eléctrico",
    summary:
      "Cambiar un panel viejo o demasiado chico, normalmente de 100 a 200 amperios, para que la casa pueda agregar bombas de calor, cocina de inducción y carga de vehículos eléctricos.",
    benefits: [
      "Capacidad para electrificar la casa sin sobrecargar el servicio",
      "Espacio para breakers AFCI y GFCI y circuitos nuevos",
      "Reemplaza paneles con mal historial de seguridad, como Federal Pacific Stab-Lok y Zinsco",
    ],
    safetyNotes:
      "Requiere un permiso, un electricista con licencia y coordinar con la compañía de electricidad para desconectar y volver a conectar el servicio; cuesta más si también hay que cambiar la base del medidor, la acometida o la conexión a tierra. Pida primero un cálculo de carga (NEC 220.83 o 220.87): los dispositivos de control de carga a veces hacen innecesario un servicio más grande. Los paneles Federal Pacific Stab-Lok y Zinsco nunca se retiraron del mercado, pero sus breakers tienen un historial de no botarse cuando deben, y los electricistas recomiendan cambiarlos.",
  },
  "smart-switches": {
    title: "Apagadores y dimmers inteligentes",
    summary: "Apagadores y dimmers con Wi-Fi que van en la pared y ponen sus luces de siempre en horarios, control por voz y su teléfono.",
    benefits: [
      "Los horarios y los modos de ausencia reducen la luz que se desperdicia",
      "Hace que la casa parezca habitada mientras viaja",
      "Funciona con las lámparas y los focos que ya tiene",
    ],
    safetyNotes:
      "Cambiar un apagador quiere decir trabajar en la caja de la pared con el breaker apagado y confirmado sin corriente; lo debe hacer un electricista. Muchos apagadores inteligentes necesitan un cable neutro, y los dimmers deben ser compatibles con los focos.",
  },
  "whole-home-energy-monitor": {
    title: "Monitor de energía para toda la casa",
    summary:
      "Sensores de corriente que se sujetan alrededor de los cables dentro de su panel y muestran en una app el consumo de energía en tiempo real y por circuito.",
    benefits: [
      "Encuentra los aparatos y las cargas siempre encendidas que suben su factura",
      "Le avisa cuando una bomba del sótano, un congelador o una bomba de pozo deja de funcionar",
      "Lleva la cuenta de la producción solar junto con el consumo",
    ],
    safetyNotes: "Los sensores se instalan dentro del panel eléctrico, así que los debe poner un electricista con licencia.",
  },
  "smart-plugs": {
    title: "Enchufes inteligentes",
    summary: "Adaptadores que se enchufan y le permiten programar, vigilar y prender o apagar a distancia lámparas, ventiladores y aparatos pequeños.",
    benefits: [
      "Reduce el consumo en espera de televisiones, consolas de videojuegos y cargadores",
      "Horarios sin ningún cableado",
      "Algunos modelos muestran el consumo de energía",
    ],
    safetyNotes:
      "Revise los amperios que aguanta el enchufe y no lo use para calentadores portátiles ni otros aparatos de mucha potencia a menos que el fabricante lo permita. Afuera use modelos aptos para exteriores.",
  },
  "afci-gfci-protection": {
    title: "Protección AFCI y GFCI",
    summary:
      "Breakers contra fallas de arco para los circuitos de recámaras y salas, y protección contra fallas a tierra en cocinas, baños, lavanderías, garajes, sótanos y afuera.",
    benefits: [
      "Los AFCI detectan los arcos eléctricos que causan muchos incendios eléctricos",
      "Los GFCI evitan descargas mortales cerca del agua",
      "Acerca las casas antiguas al código eléctrico actual",
    ],
    safetyNotes:
      "El trabajo con breakers es dentro del panel y lo debe hacer un electricista con licencia, muchas veces con un permiso. Pruebe los GFCI cada mes y los breakers AFCI como lo recomiende el fabricante.",
  },
  "whole-home-surge-protection": {
    title: "Protección contra sobretensiones para toda la casa",
    summary:
      "Un dispositivo de protección contra sobretensiones montado en el panel eléctrico que limita los picos de voltaje de los rayos y de las maniobras de la compañía de electricidad antes de que lleguen a sus aparatos.",
    benefits: [
      "Protege la electrónica de los aparatos, las tarjetas del sistema de calefacción y aire, y los cargadores",
      "Obligatorio en servicios nuevos y reemplazados donde se adoptó el Código Eléctrico Nacional de 2020 o posterior (NEC 230.67)",
      "Funciona con regletas enchufables para una protección en capas",
    ],
    safetyNotes:
      "Lo instala en el panel un electricista con licencia. Revise la luz de estado de vez en cuando y cambie el dispositivo después de una sobretensión fuerte o cuando indique una falla.",
  },
  "interconnected-smoke-co-alarms": {
    title: "Alarmas de humo y de CO interconectadas",
    summary:
      "Alarmas de humo y de monóxido de carbono conectadas a la instalación eléctrica con batería de respaldo, enlazadas para que cuando suene una suenen todas.",
    benefits: [
      "Todos oyen la alarma, aun con las puertas de las recámaras cerradas",
      "Cumple el código para remodelaciones y ventas de casas en muchas zonas",
      "La batería de respaldo las mantiene funcionando durante los apagones",
    ],
    safetyNotes:
      "El código pide alarmas de humo en cada recámara, afuera de las áreas donde se duerme y en cada piso; cambie las alarmas de humo cada 10 años. Agregar alarmas conectadas a la instalación eléctrica requiere un electricista; las alarmas con batería sellada e interconexión inalámbrica son una alternativa para hacerlo usted mismo.",
  },
};

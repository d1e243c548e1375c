import type { CategoryWords } from "../types";

export const hvac: CategoryWords = {
  title: "Calefacción y aire acondicionado (HVAC)",
  label: "calefacción y aire acondicionado",
  trade: { singular: "técnico de HVAC", plural: "técnicos de HVAC" },
  safety: {
    shutOff:
      "Apague el sistema en el termostato y en su interruptor de servicio o su breaker antes de abrir cualquier panel. No toque la tubería del gas ni el medidor; gire la perilla de control de un aparato de gas solo cuando un paso se lo indique.",
    stopIf: "Si huele a gas o suena una alarma de monóxido de carbono, salga de la casa ahora y llame a su compañía de gas o al 911 desde afuera.",
  },
  upgradeVideoQuery: "mejoras modernas de calefacción y aire acondicionado",
  problems: {
    "no-heat": {
      title: "No hay calefacción",
      causes: [
        "Termostato en el modo o la temperatura equivocados, o sin baterías",
        "Breaker del furnace (calefacción central) botado, el interruptor de servicio apagado, o un filtro tapado que hace que el furnace se sobrecaliente y se apague solo",
        "Nieve, hielo o un nido que tapa el tubo de plástico de entrada de aire o de escape de un furnace de alta eficiencia, o un drenaje de condensado tapado",
        "Encendedor, sensor de llama o piloto dañado en un furnace de gas, o un quemador de diésel (aceite de calefacción) que se bloqueó",
      ],
      diySteps: [
        "Si suena una alarma de monóxido de carbono, o alguien tiene dolor de cabeza, mareo o se siente mal, saque a todos afuera y llame al 911 desde ahí. Si huele a gas (olor a huevo podrido), no toque el termostato, los apagadores ni el teléfono adentro: salga de la casa y llame a la compañía de gas o al 911 desde afuera.",
        "Ponga el termostato en Heat (calefacción), súbalo unos grados por encima de la temperatura del cuarto y cámbiele las baterías si la pantalla está apagada o débil.",
        "Asegúrese de que el breaker del furnace esté encendido y de que el interruptor de servicio junto al furnace (parece un apagador de luz) esté encendido; restablezca un breaker botado una sola vez. En un quemador de diésel (aceite de calefacción), presione el botón rojo de reinicio una sola vez: reiniciarlo varias veces inunda el quemador.",
        "Cambie un filtro de aire sucio y revise que el panel de enfrente del furnace esté bien cerrado, porque un panel flojo activa un interruptor de seguridad. En un furnace de alta eficiencia, quite a mano la nieve, el hielo o la basura de los tubos de plástico de entrada y de escape de afuera. Luego dele 5 minutos al furnace para que arranque.",
      ],
      professionalAdvice:
        "Actúe de inmediato si suena una alarma de monóxido de carbono o si huele a gas: saque a todos afuera, llame al 911 o a su compañía de gas desde ahí, y no vuelva a entrar hasta que le digan que es seguro. Si no, llame a un técnico de HVAC si la calefacción no regresa después de estas revisiones, si el breaker se vuelve a botar, o si la luz de estado del furnace parpadea con un código de error. Nunca trate de reparar usted mismo las válvulas de gas, los quemadores o los encendedores, y nunca vuelva a prender un piloto si no está seguro.",
      videoQuery: "calefacción no calienta revisión del furnace",
      keywords: [
        "calefacción",
        "calefaccion",
        "no calienta",
        "no hay calor",
        "no prende la calefacción",
        "calefactor",
        "furnace",
        "fornace",
        "heater",
        "hace frío",
        "frío en la casa",
        "no sale aire caliente",
        "calentón",
        "heat",
      ],
    },
    "weak-airflow": {
      title: "Poco flujo de aire",
      causes: [
        "Filtro de aire sucio o tapado",
        "Rejillas de salida cerradas o rejillas de retorno tapadas por muebles o alfombras",
        "Ductos con fugas, aplastados o desconectados",
        "Rueda del ventilador (blower) sucia o un motor del ventilador que está fallando",
      ],
      diySteps: [
        "Cambie el filtro de aire por uno del tamaño impreso en su marco; revíselo cada mes y cámbielo por lo menos cada 3 meses.",
        "Abra todas las rejillas de salida y deje por lo menos un pie de espacio libre enfrente de las rejillas de retorno.",
        "Busque hielo en las líneas del refrigerante y en el área del serpentín interior; si ve escarcha, apague el enfriamiento y deje solo el ventilador prendido hasta que se derrita.",
        "Revise los ductos que alcance en el sótano o el ático y vuelva a conectar o sellar las uniones flojas con cinta de aluminio o masilla para ductos, no con cinta gris de tela. En una casa construida antes de 1980, no toque el aislante viejo blanco o gris de los ductos: puede tener asbesto.",
      ],
      professionalAdvice:
        "Llame a un técnico de HVAC si el aire sigue saliendo débil con un filtro nuevo y las rejillas abiertas, si solo afecta a algunos cuartos, o si el ventilador suena forzado. Un técnico puede medir la presión estática, limpiar el ventilador y probar si los ductos tienen fugas.",
      videoQuery: "poco flujo de aire en las rejillas cómo arreglarlo",
      keywords: ["flujo de aire", "poco aire", "sale poco aire", "aire débil", "no sale aire", "rejillas", "ventilas", "ductos", "filtro", "no sopla"],
    },
    "strange-noises": {
      title: "Ruidos extraños",
      causes: [
        "Paneles de acceso, tornillos o secciones de ducto flojos que vibran",
        "Hojas, ramitas o basura dentro de la unidad exterior",
        "Rodamientos o banda del motor del ventilador gastados (chillidos o rechinidos)",
        "Capacitor, contactor o compresor que está fallando (zumbido, clics o murmullo)",
      ],
      diySteps: [
        "Anote cómo suena el ruido, de dónde viene y cuándo pasa (al arrancar, funcionando, al apagarse) para poder describírselo a un técnico.",
        "Con el sistema apagado en el termostato, apriete los tornillos flojos de los paneles de acceso de la unidad interior y de las tapas de las rejillas.",
        "Apague la unidad exterior en su caja de desconexión, y luego quite a mano las hojas y las ramas de alrededor y de arriba; nunca meta la mano en el ventilador.",
        "Cambie un filtro sucio, que puede silbar cuando está muy tapado.",
      ],
      professionalAdvice:
        "Llame pronto a un técnico de HVAC si oye rechinidos, chillidos fuertes, zumbidos fuertes o golpes, y deje el sistema apagado hasta que lo revisen, porque seguir usándolo puede arruinar un motor o el compresor. Un golpe o estallido fuerte cuando arranca un furnace de gas puede indicar un encendido retardado, que puede rajar el intercambiador de calor: apague el furnace en el termostato y haga que lo inspeccionen antes de volver a usarlo. Si suena una alarma de monóxido de carbono o huele a gas, salga y llame al 911 o a la compañía de gas desde afuera.",
      videoQuery: "ruidos raros en el aire acondicionado o furnace",
      keywords: ["ruido", "ruidos", "ruido raro", "hace ruido", "zumbido", "zumba", "chillido", "rechina", "golpes", "traqueteo", "vibra", "truena", "clic"],
    },
    "not-cooling": {
      title: "No enfría",
      causes: [
        "Termostato mal configurado o que no pide enfriamiento",
        "Breaker botado, desconexión exterior apagada, o una bandeja de condensado llena que activó el interruptor de rebose",
        "Filtro de aire sucio o serpentín del condensador exterior sucio",
        "Poco refrigerante por una fuga, o un capacitor o compresor dañado",
      ],
      diySteps: [
        "Ponga el termostato en Cool (enfriar) con el ventilador en Auto y la temperatura unos grados por debajo de la del cuarto, y luego espere 5 minutos por el retardo del compresor.",
        "Revise que los breakers de la unidad interior y de la unidad exterior estén encendidos y que la desconexión exterior esté en su lugar; restablezca un breaker botado una sola vez.",
        "Cambie el filtro de aire y revise la bandeja de condensado debajo de la unidad interior; si está llena de agua, el interruptor de rebose pudo haber apagado el sistema.",
        "Apague la unidad exterior en su desconexión, quite la basura de alrededor y enjuague con cuidado las aletas con una manguera de jardín (sin hidrolavadora).",
      ],
      professionalAdvice:
        "Llame a un técnico de HVAC si la unidad exterior no funciona, zumba sin arrancar, si el breaker se vuelve a botar, o si el aire no sale frío después de estas revisiones. Las fugas de refrigerante y las piezas eléctricas como los capacitores las debe manejar un técnico certificado.",
      videoQuery: "aire acondicionado no enfría qué revisar",
      keywords: [
        "no enfría",
        "no enfria",
        "aire acondicionado",
        "el aire",
        "minisplit",
        "clima",
        "sale aire caliente",
        "echa aire caliente",
        "no sale frío",
        "calor",
        "ac",
        "a/c",
        "cooler",
      ],
    },
    "thermostat-problems": {
      title: "Problemas con el termostato",
      causes: [
        "Baterías agotadas o débiles",
        "Modo, horario o ajustes de retención (hold) equivocados",
        "Termostato al sol, cerca de una rejilla de salida o en una pared con corrientes de aire",
        "Cables de bajo voltaje flojos, falta del cable común (C) para un termostato inteligente, o un termostato dañado",
      ],
      diySteps: [
        "Primero fíjese qué tipo tiene: si el termostato controla calentadores eléctricos de zócalo o de pared (marcado 120 o 240 V, con cables gruesos unidos con capuchones), lleva voltaje de línea, así que no lo abra ni lo quite; llame a un electricista. En un termostato de bajo voltaje (24 V), cambie las baterías, aunque la pantalla todavía se vea, y revise que la hora y el día estén bien.",
        "Revise el modo, el horario y cualquier retención temporal o permanente, y apague los horarios que no reconozca.",
        "Solo termostatos de bajo voltaje (24 V): corte la corriente del sistema de calefacción y aire en su breaker o interruptor de servicio, luego levante el termostato de su base y quite el polvo de adentro con cuidado con una brocha suave.",
        "Vuelva a dar corriente y pruebe la calefacción y el aire poniendo la temperatura unos grados por encima o por debajo de la del cuarto, y espere 5 minutos.",
      ],
      professionalAdvice:
        "Llame a un técnico de HVAC si el sistema no responde con baterías nuevas y los ajustes correctos, si hay cables flojos o corroídos, o si necesita que le agreguen un cable común para un termostato inteligente. Los termostatos de voltaje de línea para calefacción eléctrica de zócalo llevan 120 o 240 voltios y los debe cambiar un electricista. Un termostato viejo con una ampolla de mercurio de vidrio se lleva a un centro de desechos peligrosos del hogar o de reciclaje de termostatos, no a la basura.",
      videoQuery: "termostato no funciona cómo revisarlo",
      keywords: ["termostato", "thermostat", "pantalla", "pantalla en blanco", "no responde", "baterías", "pilas", "temperatura", "programación", "nest"],
    },
    "uneven-heating": {
      title: "Calefacción dispareja",
      causes: [
        "Rejillas cerradas o tapadas en los cuartos fríos",
        "Ductos con fugas, sin aislante o muy chicos hacia los cuartos lejanos",
        "Mal aislamiento o ventanas con corrientes de aire en algunos cuartos",
        "Termostato en un cuarto que se calienta más rápido que el resto de la casa",
      ],
      diySteps: [
        "Abra por completo las rejillas de los cuartos fríos y quite de encima los muebles, las cortinas y las alfombras.",
        "Cambie el filtro de aire y ponga el ventilador en On (encendido) por un día para ver si la circulación constante empareja las temperaturas.",
        "Si sus ductos principales tienen compuertas de balance (palanquitas en el ducto), marque en qué posición están, y luego abra un poco más las de los cuartos fríos y cierre un poco las de los cuartos que se calientan más. No cierre las rejillas por completo para mandar el aire a otro lado; eso fuerza el ventilador.",
        "Ponga burletes en las puertas y ventanas con corrientes de aire de los cuartos fríos y mantenga las persianas cerradas en las noches frías.",
      ],
      professionalAdvice:
        "Llame a un técnico de HVAC si los cuartos siguen con varios grados de diferencia después de estos pasos. Un técnico puede probar las fugas de los ductos, balancear el flujo de aire, revisar el tamaño del equipo, o recomendar zonas o mejoras de aislamiento.",
      videoQuery: "cuartos fríos y calientes cómo balancear la calefacción",
      keywords: [
        "dispareja",
        "desigual",
        "un cuarto frío",
        "cuartos fríos",
        "un cuarto más caliente",
        "unos cuartos",
        "no calienta parejo",
        "segundo piso",
        "recámara fría",
      ],
    },
    "high-humidity": {
      title: "Humedad alta",
      causes: [
        "Aire acondicionado demasiado grande que enfría rápido pero funciona muy poco tiempo para quitar la humedad",
        "Ventilador del termostato en On, que regresa a la casa la humedad del serpentín mojado",
        "Línea del drenaje de condensado tapada",
        "Fuentes de humedad como regaderas, cocinar, un sótano o un espacio bajo la casa húmedos",
      ],
      diySteps: [
        "Ponga el ventilador del termostato en Auto para que el serpentín escurra entre ciclos de enfriamiento.",
        "Use un higrómetro para medir la humedad adentro; trate de mantenerla entre el 30 y el 50 por ciento.",
        "Use los extractores del baño y de la cocina mientras se baña o cocina y 20 minutos después, y use un deshumidificador portátil en un sótano húmedo.",
        "Revise la línea del drenaje de condensado donde sale de la casa. Si no gotea mientras funciona el aire, apague el enfriamiento en el termostato, vacíe la bandeja del drenaje si está llena, y destape la línea con una aspiradora de agua y polvo bien pegada a la punta de afuera por 1–2 minutos; luego eche una taza de vinagre blanco por el puerto de acceso para mantenerla limpia.",
      ],
      professionalAdvice:
        "Llame a un técnico de HVAC si la humedad sigue por encima del 60 por ciento con el aire funcionando, o si ve condensación en las rejillas, olor a humedad o moho. Pueden revisar el tamaño del equipo y la velocidad del ventilador, destapar el drenaje y recomendar un deshumidificador para toda la casa. Llame también si la bandeja del drenaje se vuelve a llenar después de destapar la línea.",
      videoQuery: "cómo bajar la humedad en la casa con el aire acondicionado",
      keywords: ["humedad", "húmedo", "humeda", "pegajoso", "bochorno", "moho", "condensación", "suda", "sudan las ventanas", "olor a humedad"],
    },
    "frequent-cycling": {
      title: "Se prende y se apaga seguido",
      causes: [
        "Filtro tapado que hace que el furnace se sobrecaliente o que el serpentín del aire se congele",
        "Termostato cerca de una fuente de calor, de una rejilla de salida o al sol directo",
        "Equipo demasiado grande que llega a la temperatura muy rápido",
        "Poco refrigerante, un sensor de llama sucio o una pieza de control que está fallando",
      ],
      diySteps: [
        "Cambie el filtro de aire y asegúrese de que todas las rejillas de salida y de retorno estén abiertas.",
        "Revise que el termostato no esté al sol directo, encima de una lámpara o una televisión, ni en el paso del aire de una rejilla.",
        "En un termostato inteligente o programable, revise el ajuste de frecuencia de ciclos o de diferencial de temperatura y regréselo al valor de fábrica si se cambió.",
        "Quite las hojas y la basura de alrededor de la unidad exterior para que pueda soltar bien el calor.",
      ],
      professionalAdvice:
        "Llame a un técnico de HVAC si el sistema sigue prendiéndose y apagándose cada pocos minutos. Los ciclos cortos gastan rápido los compresores y los encendedores y pueden indicar poco refrigerante, un furnace que se sobrecalienta o un equipo demasiado grande. Una bomba de calor que deja de calentar unos minutos en invierno mientras la unidad exterior echa vapor se está descongelando, y eso es normal.",
      videoQuery: "aire o calefacción se prende y se apaga seguido",
      keywords: [
        "se prende y se apaga",
        "prende y apaga",
        "se apaga solo",
        "ciclos cortos",
        "arranca y para",
        "se apaga a cada rato",
        "se enciende y se apaga",
      ],
    },
    "frozen-coil": {
      title: "Serpentín congelado",
      causes: [
        "Flujo de aire restringido por un filtro sucio, rejillas cerradas o un ventilador débil",
        "Poco refrigerante por una fuga",
        "Serpentín evaporador sucio",
        "Usar el aire acondicionado cuando afuera hace fresco (menos de unos 60°F)",
      ],
      diySteps: [
        "Apague el enfriamiento en el termostato y ponga el ventilador en On para derretir el hielo; esto puede tardar varias horas.",
        "Nunca pique ni raspe el hielo, porque puede perforar el serpentín.",
        "Ponga toallas alrededor de la unidad interior y vigile la bandeja del drenaje mientras se derrite el hielo para que el agua de más no se desborde.",
        "Cambie el filtro y abra todas las rejillas, y luego vuelva a prender el enfriamiento cuando el serpentín esté completamente descongelado.",
      ],
      professionalAdvice:
        "Llame a un técnico de HVAC si el serpentín se vuelve a congelar con un filtro nuevo y todo el flujo de aire. Que se congele una y otra vez casi siempre indica poco refrigerante o un problema del ventilador, y el trabajo con refrigerante requiere un técnico certificado según la Sección 608 de la EPA.",
      videoQuery: "serpentín del aire acondicionado congelado qué hacer",
      keywords: ["congelado", "hielo", "escarcha", "serpentín", "se congela", "tubos con hielo", "hielo en el aire", "coil", "congelada la unidad"],
    },
    "burning-smell": {
      title: "Olor a quemado",
      causes: [
        "Polvo que se quema en el intercambiador de calor o en las resistencias la primera vez que se prende en la temporada",
        "Motor del ventilador que se sobrecalienta o un capacitor que está fallando",
        "Cables eléctricos de la unidad sobrecalentados o dañados",
        "Algo guardado pegado al furnace, o basura adentro que se calienta",
      ],
      diySteps: [
        "Apague el sistema en el termostato de inmediato, y apague el interruptor de servicio o el breaker del furnace si puede llegar a ellos de forma segura. Si ve humo o llamas, saque a todos y llame al 911 desde afuera.",
        "No abra ni toque el equipo; déjelo apagado y deje que se enfríe.",
        "Fíjese qué tipo de olor es: un olor leve a polvo el primer día frío que se quita en menos de una hora casi siempre es polvo, mientras que un olor eléctrico, a plástico o a hule no es normal, y un olor fuerte o como a gases de escape quiere decir que salga y llame al 911.",
        "Sin tocar superficies calientes, aleje del furnace y de su rejilla de retorno las cajas, la ropa, la pintura y otras cosas guardadas.",
      ],
      professionalAdvice:
        "Actúe de inmediato: si hay humo o fuego, suena una alarma de monóxido de carbono, o el olor es fuerte o como a gases de escape, saque a todos y llame al 911 desde afuera. Si el olor es eléctrico, a plástico o a hule, o si un olor a polvo no se quita en menos de una hora, deje el sistema apagado y llame a un técnico de HVAC de inmediato. Si huele a gas, salga y llame a la compañía de gas desde afuera.",
      videoQuery: "olor a quemado en la calefacción qué hacer",
      keywords: ["olor a quemado", "huele a quemado", "quemado", "humo", "huele a polvo quemado", "olor raro", "huele a plástico", "calefactor huele"],
    },
  },
};

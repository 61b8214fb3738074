"""Spanish: the tagger's tables, the dialogue dash and the prompt's sentences.

Contract: as :mod:`captionsmith.languages.fr.pack`.  Questions and
exclamations open with ``¿`` and ``¡`` and close with ``?`` and ``!``; the
surface rule keeps both marks of the pair.  What Spanish speakers say comes
from ``bank/``.
"""

from __future__ import annotations

import sys
from functools import cache

from captionsmith.languages import PromptNotes
from captionsmith.languages.latin import (
    LatinPack,
    LatinTables,
    closed_table,
    open_forms,
)

__all__ = ["DIALOGUE_DASH", "PACK", "PROMPT_NOTES", "tables"]

DIALOGUE_DASH = "- "  # a hyphen and a space on each speaker's line
PROMPT_NOTES = PromptNotes(
    summary="Keep ¿…? and ¡…! pairs as the transcript has them.",
    spelling="capitals and punctuation",
    marks=(
        "Where the words have no sentence punctuation you may restore sentence case and "
        "punctuation; where they have it, you may add commas and full stops but not question "
        "or exclamation marks (¿…?, ¡…!), brackets or dashes."
    ),
    between="before que, a preposition or a conjunction",
    phrases=(
        "Never break inside a phrase: not between an article, adjective, number or "
        "possessive and its noun, a noun and its adjective, inside a name, between a pronoun "
        "or no and its verb, or an auxiliary and its participle.",
        "Never end a line or a cue on an article, a preposition, a conjunction or a possessive.",
    ),
    example=("¿Listo?", "Sí."),
)

_NOUNS = {
    "city": """m:barrio m:autobús:autobuses m:metro m:puente m:parque m:mercado m:edificio
        f:calle f:plaza f:estación:estaciones f:biblioteca f:panadería f:bicicleta m:coche
        m:atasco f:obra m:alquiler m:vecino f:vecina f:ciudad:ciudades m:centro m:museo
        m:hospital:hospitales m:jardín:jardines f:fuente m:tranvía f:avenida m:ayuntamiento
        f:piscina m:semáforo f:acera""",
    "food": """m:plato m:pastel:pasteles m:queso m:pan:panes f:verdura f:fruta f:sopa
        f:ensalada f:receta f:cocina m:restaurante m:cocinero f:cocinera f:tarta f:manzana
        m:tomate m:pollo m:pescado m:arroz:arroces f:salsa m:postre m:horno f:especia
        m:sabor:sabores f:bebida m:vino m:cuchillo f:mesa m:menú:menús m:camarero f:camarera""",
    "health": """m:médico f:médica m:paciente f:enfermedad:enfermedades m:tratamiento
        m:hospital:hospitales m:dolor:dolores m:sueño f:dieta f:vacuna f:enfermera
        m:enfermero f:cita f:farmacia m:medicamento f:salud m:estrés m:ejercicio
        m:cansancio f:espalda f:rodilla f:tensión:tensiones f:consulta m:síntoma
        m:corazón:corazones f:clínica m:análisis:análisis""",
    "education": """m:alumno f:alumna m:profesor:profesores f:profesora f:clase f:escuela
        m:curso m:examen:exámenes m:deber:deberes f:lección:lecciones m:instituto
        f:universidad:universidades m:estudiante f:estudiante m:cuaderno m:libro m:título
        f:nota f:beca m:programa f:asignatura f:pizarra f:directora m:director:directores
        m:proyecto f:carrera m:horario""",
    "tech": """m:ordenador:ordenadores m:teléfono m:programa f:pantalla f:red:redes
        m:servidor:servidores f:aplicación:aplicaciones m:dato m:archivo f:página
        f:actualización:actualizaciones f:contraseña m:teclado f:batería m:robot
        m:algoritmo f:máquina m:cable m:código m:error:errores f:empresa m:ingeniero
        f:ingeniera f:herramienta m:aparato f:impresora m:sensor:sensores""",
    "sport": """m:partido m:jugador:jugadores f:jugadora m:equipo m:entrenador:entrenadores
        m:gol:goles m:estadio m:balón:balones f:carrera f:camiseta m:campo m:árbitro
        f:temporada f:victoria f:derrota m:marcador:marcadores m:campeonato m:vestuario
        m:aficionado f:copa m:torneo m:entrenamiento f:pista m:maratón:maratones
        m:récord:récords f:final:finales m:portero f:medalla""",
    "family": """m:hermano f:hermana m:padre f:madre m:hijo f:hija m:primo f:prima m:tío
        f:tía m:abuelo f:abuela m:niño f:niña m:bebé m:cumpleaños:cumpleaños f:casa
        m:piso f:cena m:fin_de_semana:fines_de_semana f:fiesta m:regalo m:perro m:gato
        f:foto f:boda m:salón:salones f:familia m:sobrino f:sobrina""",
    "business": """m:cliente f:clienta m:contrato m:presupuesto f:oficina f:reunión:reuniones
        m:jefe f:jefa m:sueldo m:mercado m:producto f:venta m:precio m:compañero
        f:compañera m:informe f:estrategia m:banco f:cuenta f:inversión:inversiones
        f:factura m:proveedor:proveedores m:pedido f:tienda f:cifra m:objetivo
        f:sociedad:sociedades f:fábrica m:negocio""",
}

_ADJECTIVES = """nuevo viejo grande pequeño importante interesante difícil fácil rápido lento
    caro tranquilo ruidoso limpio sucio moderno antiguo público local excelente enorme
    frágil sencillo extraño perfecto práctico sólido vacío lleno delicioso caliente frío
    fresco gratuito serio útil peligroso próximo último completo roto cerrado abierto
    listo nacional joven:jóvenes rico pobre fuerte débil ligero pesado bonito azul verde
    rojo negro blanco precioso amable feliz:felices"""

_IRREGULAR = {
    "hacer": ("hago haces hace hacemos hacéis hacen", "hecho"),
    "tener": ("tengo tienes tiene tenemos tenéis tienen", "tenido"),
    "poner": ("pongo pones pone ponemos ponéis ponen", "puesto"),
    "decir": ("digo dices dice decimos decís dicen", "dicho"),
    "ver": ("veo ves ve vemos veis ven", "visto"),
    "saber": ("sé sabes sabe sabemos sabéis saben", "sabido"),
    "conocer": ("conozco conoces conoce conocemos conocéis conocen", "conocido"),
    "pensar": ("pienso piensas piensa pensamos pensáis piensan", "pensado"),
    "empezar": ("empiezo empiezas empieza empezamos empezáis empiezan", "empezado"),
    "volver": ("vuelvo vuelves vuelve volvemos volvéis vuelven", "vuelto"),
    "encontrar": ("encuentro encuentras encuentra encontramos encontráis encuentran", "encontrado"),
    "jugar": ("juego juegas juega jugamos jugáis juegan", "jugado"),
    "pedir": ("pido pides pide pedimos pedís piden", "pedido"),
    "seguir": ("sigo sigues sigue seguimos seguís siguen", "seguido"),
    "preferir": ("prefiero prefieres prefiere preferimos preferís prefieren", "preferido"),
    "dormir": ("duermo duermes duerme dormimos dormís duermen", "dormido"),
    "escribir": ("escribo escribes escribe escribimos escribís escriben", "escrito"),
    "abrir": ("abro abres abre abrimos abrís abren", "abierto"),
    "romper": ("rompo rompes rompe rompemos rompéis rompen", "roto"),
    "cerrar": ("cierro cierras cierra cerramos cerráis cierran", "cerrado"),
    "probar": ("pruebo pruebas prueba probamos probáis prueban", "probado"),
    "recordar": ("recuerdo recuerdas recuerda recordamos recordáis recuerdan", "recordado"),
    "creer": ("creo crees cree creemos creéis creen", "creído"),
    "leer": ("leo lees lee leemos leéis leen", "leído"),
    "traer": ("traigo traes trae traemos traéis traen", "traído"),
    "servir": ("sirvo sirves sirve servimos servís sirven", "servido"),
    "corregir": ("corrijo corriges corrige corregimos corregís corrigen", "corregido"),
    "calentar": ("caliento calientas calienta calentamos calentáis calientan", "calentado"),
    "aprobar": ("apruebo apruebas aprueba aprobamos aprobáis aprueban", "aprobado"),
    "coger": ("cojo coges coge cogemos cogéis cogen", "cogido"),
    "construir": ("construyo construyes construye construimos construís construyen", "construido"),
}
_TRANSITIVE = """mirar preparar comprar buscar encontrar visitar reparar limpiar organizar
    presentar explicar cambiar llevar guardar mostrar usar enviar pagar cocinar lavar
    cerrar ganar dejar llamar escuchar olvidar terminar revisar mejorar instalar
    compartir vender aprender comer beber hacer tener poner ver conocer empezar pedir
    escribir abrir romper probar recordar leer traer construir necesitar esperar"""
_INTRANSITIVE = "trabajar vivir caminar jugar viajar hablar dormir volver llegar correr"
_THINKING = "pensar decir creer saber explicar recordar"
# Transitive verbs said with each topic's things; _GENERIC go with any thing.
_TOPIC_VERBS = {
    "city": "visitar cruzar reparar construir cerrar abrir limpiar alquilar pagar coger",
    "food": "preparar probar cortar cocinar pedir servir comer lavar mezclar calentar",
    "health": "tomar tratar revisar reservar cancelar evitar recetar",
    "education": "leer escribir repasar corregir entregar preparar explicar terminar aprobar",
    "tech": "instalar probar reparar usar enviar borrar descargar guardar imprimir actualizar",
    "sport": "ganar perder jugar ver organizar empezar terminar entrenar",
    "family": "preparar regalar celebrar ordenar limpiar decorar",
    "business": "firmar negociar vender enviar preparar presentar pagar pedir revisar",
}

_ADVERBS = """siempre a_menudo nunca ya todavía realmente también mucho pronto juntos aquí
    ayer mañana hoy ahora luego rápido despacio""".split()
_NUMBERS = "dos tres cuatro cinco seis siete ocho diez doce quince veinte treinta cien".split()


_CLOSED = """DET: el la los las un una unos unas este esta estos estas ese esa esos esas
        al del cada varios varias algunos algunas
    POSS: mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra
    ADP: a de en con sin para por sobre entre hasta desde hacia durante según cerca
    CCONJ: y e o u pero sino ni
    SCONJ: que si cuando porque como aunque mientras
    SUBJ: yo tú él ella usted nosotros nosotras vosotros ellos ellas ustedes
    CLITIC: me te se nos os lo le les
    NEG: no nunca
    AUX: he has ha hemos habéis han voy vas va vamos vais van puedo puedes puede podemos
        podéis pueden quiero quieres quiere queremos queréis quieren tengo tienes tiene
        tenemos tenéis tienen
    WH: qué quién dónde cuándo cómo cuál cuánto por_qué
    ADV: muy demasiado bastante bien mal también mucho siempre nunca ya todavía aquí ayer
        mañana hoy ahora luego
    INTJ: sí eh vale bueno pues claro"""


@cache
def conjugation(verb: str) -> tuple[tuple[str, ...], str]:
    """Present forms (yo … ellos) and the past participle.

    >>> conjugation("hablar")[0][3], conjugation("vivir")[0][4], conjugation("hacer")[1]
    ('hablamos', 'vivís', 'hecho')
    """
    if verb in _IRREGULAR:
        present, participle = _IRREGULAR[verb]
        return tuple(present.split()), participle
    stem, ending = verb[:-2], verb[-2:]
    endings = {
        "ar": ("o", "as", "a", "amos", "áis", "an"),
        "er": ("o", "es", "e", "emos", "éis", "en"),
        "ir": ("o", "es", "e", "imos", "ís", "en"),
    }[ending]
    participle = stem + ("ado" if ending == "ar" else "ido")
    return tuple(stem + e for e in endings), participle


def _plural(word: str) -> str:
    if " " in word:
        head, _, rest = word.partition(" ")
        return _plural(head) + " " + rest
    if word[-1] in "aeiouáéó":
        return word + "s"
    return word + "es"


_NOUN_TABLE: dict[str, list[tuple[str, str, str]]] = {}
for _topic, _spec in _NOUNS.items():
    _rows = []
    for _entry in _spec.split():
        _gender, _singular, *_plural_form = _entry.split(":")
        _singular = _singular.replace("_", " ")
        _pl = _plural_form[0].replace("_", " ") if _plural_form else _plural(_singular)
        _rows.append((_gender, _singular, _pl))
    _NOUN_TABLE[_topic] = _rows


def _adjective_forms(entry: str) -> tuple[str, str, str, str]:
    ms, *rest = entry.split(":")
    if ms.endswith("o"):
        return ms, ms[:-1] + "a", ms + "s", ms[:-1] + "as"
    plural = rest[0] if rest else (ms + "s" if ms.endswith("e") else ms + "es")
    return ms, ms, plural, plural


_ADJ_TABLE = [_adjective_forms(e) for e in _ADJECTIVES.split()]


@cache
def tables() -> LatinTables:
    topical = [v for group in _TOPIC_VERBS.values() for v in group.split()]
    verbs = []
    for verb in sorted(
        {*_TRANSITIVE.split(), *_INTRANSITIVE.split(), *_THINKING.split(), *topical}
    ):
        present, participle = conjugation(verb)
        verbs += [*present, participle, verb]
    forms = open_forms(_NOUN_TABLE, _ADJ_TABLE, verbs, _ADVERBS, _NUMBERS)
    closed = closed_table(_CLOSED.replace("por_qué", "qué"))
    verbs = "amos emos imos aron ieron aban ábamos íamos ando iendo aste iste ó".split()
    return LatinTables(
        closed,
        forms,
        nouns_capitalised=False,
        verb_suffixes=tuple(verbs),
        preposition_objects=frozenset(
            "mí ti él ella usted nosotros nosotras vosotros vosotras ellos ellas ustedes".split()
        ),
    )


PACK = LatinPack("es", sys.modules[__name__])

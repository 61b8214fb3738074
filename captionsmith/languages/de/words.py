"""German words for :mod:`.german`: nouns by topic, the verbs (present forms
when irregular, participle; a separable verb written prefix|verb) and
the verbs each topic says with its things: ``gender:singular[:plural]``
entries (an underscore joins the words of a compound).  Pure data."""

NOUNS = {
    "city": """m:Bahnhof:Bahnhöfe m:Bus:Busse f:Straße:Straßen m:Platz:Plätze f:Brücke:Brücken
        m:Park:Parks m:Markt:Märkte n:Gebäude:Gebäude f:Bibliothek:Bibliotheken
        f:Bäckerei:Bäckereien n:Fahrrad:Fahrräder n:Auto:Autos m:Stau:Staus
        f:Baustelle:Baustellen f:Miete:Mieten m:Nachbar:Nachbarn f:Nachbarin:Nachbarinnen
        f:Stadt:Städte n:Zentrum:Zentren n:Museum:Museen n:Krankenhaus:Krankenhäuser
        m:Garten:Gärten m:Brunnen:Brunnen f:Straßenbahn:Straßenbahnen n:Rathaus:Rathäuser
        n:Schwimmbad:Schwimmbäder f:Ampel:Ampeln m:Gehweg:Gehwege
        m:Hafen:Häfen f:Kirche:Kirchen n:Kino:Kinos n:Hotel:Hotels m:Flughafen:Flughäfen f:Post:Posten m:Laden:Läden n:Viertel:Viertel""",
    "food": """n:Essen:Essen m:Kuchen:Kuchen m:Käse:Käse n:Brot:Brote n:Gemüse:Gemüse
        f:Frucht:Früchte f:Suppe:Suppen m:Salat:Salate n:Rezept:Rezepte f:Küche:Küchen
        n:Restaurant:Restaurants m:Koch:Köche f:Köchin:Köchinnen f:Torte:Torten
        m:Apfel:Äpfel f:Tomate:Tomaten n:Hähnchen:Hähnchen m:Fisch:Fische m:Reis:Reis
        f:Soße:Soßen m:Nachtisch:Nachtische m:Ofen:Öfen n:Gewürz:Gewürze
        m:Geschmack:Geschmäcker n:Getränk:Getränke m:Wein:Weine n:Messer:Messer
        m:Tisch:Tische f:Speisekarte:Speisekarten m:Kellner:Kellner
        f:Kartoffel:Kartoffeln f:Zwiebel:Zwiebeln n:Ei:Eier f:Nudel:Nudeln m:Saft:Säfte f:Pfanne:Pfannen m:Teller:Teller n:Frühstück:Frühstücke""",
    "health": """m:Arzt:Ärzte f:Ärztin:Ärztinnen m:Patient:Patienten f:Krankheit:Krankheiten
        f:Behandlung:Behandlungen m:Schmerz:Schmerzen m:Schlaf:Schlaf f:Diät:Diäten
        f:Impfung:Impfungen f:Pflegerin:Pflegerinnen m:Termin:Termine f:Apotheke:Apotheken
        n:Medikament:Medikamente f:Gesundheit:Gesundheit m:Stress:Stress m:Sport:Sport
        m:Rücken:Rücken n:Knie:Knie m:Blutdruck:Blutdruck f:Praxis:Praxen
        n:Symptom:Symptome n:Herz:Herzen f:Klinik:Kliniken f:Untersuchung:Untersuchungen
        n:Rezept:Rezepte f:Salbe:Salben n:Pflaster:Pflaster f:Brille:Brillen m:Husten:Husten n:Fieber:Fieber f:Spritze:Spritzen f:Massage:Massagen""",
    "education": """m:Schüler:Schüler f:Schülerin:Schülerinnen m:Lehrer:Lehrer
        f:Lehrerin:Lehrerinnen f:Klasse:Klassen f:Schule:Schulen m:Kurs:Kurse
        f:Prüfung:Prüfungen f:Hausaufgabe:Hausaufgaben f:Stunde:Stunden
        n:Gymnasium:Gymnasien f:Universität:Universitäten m:Student:Studenten
        f:Studentin:Studentinnen n:Heft:Hefte n:Buch:Bücher n:Zeugnis:Zeugnisse
        f:Note:Noten n:Stipendium:Stipendien n:Fach:Fächer f:Tafel:Tafeln
        f:Direktorin:Direktorinnen n:Projekt:Projekte n:Praktikum:Praktika
        m:Stundenplan:Stundenpläne
        n:Wörterbuch:Wörterbücher f:Aufgabe:Aufgaben m:Aufsatz:Aufsätze f:Vorlesung:Vorlesungen n:Referat:Referate f:Mensa:Mensen n:Semester:Semester f:Klausur:Klausuren""",
    "tech": """m:Computer:Computer n:Handy:Handys n:Programm:Programme m:Bildschirm:Bildschirme
        n:Netzwerk:Netzwerke m:Server:Server f:App:Apps f:Datei:Dateien f:Webseite:Webseiten
        n:Update:Updates n:Passwort:Passwörter f:Tastatur:Tastaturen m:Akku:Akkus
        m:Roboter:Roboter m:Algorithmus:Algorithmen f:Maschine:Maschinen n:Kabel:Kabel
        m:Code:Codes m:Fehler:Fehler f:Firma:Firmen m:Ingenieur:Ingenieure
        f:Ingenieurin:Ingenieurinnen n:Werkzeug:Werkzeuge n:Gerät:Geräte
        m:Drucker:Drucker m:Sensor:Sensoren
        m:Bildschirm:Bildschirme f:Kamera:Kameras m:Lautsprecher:Lautsprecher f:Festplatte:Festplatten m:Router:Router n:Ladegerät:Ladegeräte f:Software:Softwares m:Chip:Chips""",
    "sport": """n:Spiel:Spiele m:Spieler:Spieler f:Spielerin:Spielerinnen f:Mannschaft:Mannschaften
        m:Trainer:Trainer n:Tor:Tore n:Stadion:Stadien m:Ball:Bälle n:Rennen:Rennen
        n:Trikot:Trikots n:Feld:Felder m:Schiedsrichter:Schiedsrichter f:Saison:Saisons
        m:Sieg:Siege f:Niederlage:Niederlagen f:Meisterschaft:Meisterschaften
        f:Kabine:Kabinen m:Fan:Fans m:Pokal:Pokale n:Turnier:Turniere
        n:Training:Trainings f:Strecke:Strecken m:Marathon:Marathons m:Rekord:Rekorde
        n:Finale:Finale m:Torwart:Torwarte f:Medaille:Medaillen
        m:Schläger:Schläger n:Fahrrad:Fahrräder m:Helm:Helme f:Halle:Hallen m:Lauf:Läufe n:Netz:Netze f:Runde:Runden m:Wettkampf:Wettkämpfe""",
    "family": """m:Bruder:Brüder f:Schwester:Schwestern m:Vater:Väter f:Mutter:Mütter
        m:Sohn:Söhne f:Tochter:Töchter m:Cousin:Cousins f:Cousine:Cousinen m:Onkel:Onkel
        f:Tante:Tanten m:Opa:Opas f:Oma:Omas n:Kind:Kinder n:Baby:Babys
        m:Geburtstag:Geburtstage n:Haus:Häuser f:Wohnung:Wohnungen n:Abendessen:Abendessen
        n:Wochenende:Wochenenden n:Fest:Feste n:Geschenk:Geschenke m:Hund:Hunde
        f:Katze:Katzen n:Foto:Fotos f:Hochzeit:Hochzeiten n:Wohnzimmer:Wohnzimmer
        f:Familie:Familien
        n:Spielzeug:Spielzeuge f:Decke:Decken n:Bild:Bilder f:Reise:Reisen m:Kuchen:Kuchen n:Zelt:Zelte f:Puppe:Puppen m:Brief:Briefe""",
    "business": """m:Kunde:Kunden f:Kundin:Kundinnen m:Vertrag:Verträge n:Budget:Budgets
        n:Büro:Büros f:Besprechung:Besprechungen m:Chef:Chefs f:Chefin:Chefinnen
        n:Gehalt:Gehälter m:Markt:Märkte n:Produkt:Produkte m:Verkauf:Verkäufe
        m:Preis:Preise m:Kollege:Kollegen f:Kollegin:Kolleginnen m:Bericht:Berichte
        f:Strategie:Strategien f:Bank:Banken n:Konto:Konten f:Investition:Investitionen
        f:Rechnung:Rechnungen m:Lieferant:Lieferanten f:Bestellung:Bestellungen
        n:Geschäft:Geschäfte f:Zahl:Zahlen n:Ziel:Ziele f:Fabrik:Fabriken
        n:Angebot:Angebote f:Präsentation:Präsentationen m:Plan:Pläne f:Messe:Messen n:Lager:Lager f:Lieferung:Lieferungen m:Umsatz:Umsätze n:Meeting:Meetings""",
}


# infinitive: present (ich … sie), participle; separable verbs with a prefix|.
VERBS = {
    "machen": ("", "gemacht"),
    "kaufen": ("", "gekauft"),
    "suchen": ("", "gesucht"),
    "finden": ("finde findest findet finden findet finden", "gefunden"),
    "besuchen": ("", "besucht"),
    "reparieren": ("", "repariert"),
    "putzen": ("putze putzt putzt putzen putzt putzen", "geputzt"),
    "planen": ("", "geplant"),
    "erklären": ("", "erklärt"),
    "ändern": ("ändere änderst ändert ändern ändert ändern", "geändert"),
    "tragen": ("trage trägst trägt tragen tragt tragen", "getragen"),
    "zeigen": ("", "gezeigt"),
    "benutzen": ("benutze benutzt benutzt benutzen benutzt benutzen", "benutzt"),
    "testen": ("teste testest testet testen testet testen", "getestet"),
    "schicken": ("", "geschickt"),
    "bezahlen": ("", "bezahlt"),
    "bestellen": ("", "bestellt"),
    "kochen": ("", "gekocht"),
    "waschen": ("wasche wäschst wäscht waschen wascht waschen", "gewaschen"),
    "gewinnen": ("", "gewonnen"),
    "verlassen": ("verlasse verlässt verlässt verlassen verlasst verlassen", "verlassen"),
    "treffen": ("treffe triffst trifft treffen trefft treffen", "getroffen"),
    "hören": ("", "gehört"),
    "vergessen": ("vergesse vergisst vergisst vergessen vergesst vergessen", "vergessen"),
    "beenden": ("beende beendest beendet beenden beendet beenden", "beendet"),
    "prüfen": ("", "geprüft"),
    "verbessern": (
        "verbessere verbesserst verbessert verbessern verbessert verbessern",
        "verbessert",
    ),
    "teilen": ("", "geteilt"),
    "verkaufen": ("", "verkauft"),
    "lernen": ("", "gelernt"),
    "essen": ("esse isst isst essen esst essen", "gegessen"),
    "trinken": ("", "getrunken"),
    "lesen": ("lese liest liest lesen lest lesen", "gelesen"),
    "sehen": ("sehe siehst sieht sehen seht sehen", "gesehen"),
    "nehmen": ("nehme nimmst nimmt nehmen nehmt nehmen", "genommen"),
    "schreiben": ("", "geschrieben"),
    "öffnen": ("öffne öffnest öffnet öffnen öffnet öffnen", "geöffnet"),
    "bauen": ("", "gebaut"),
    "brauchen": ("", "gebraucht"),
    "mögen": ("mag magst mag mögen mögt mögen", "gemocht"),
    "an|rufen": ("", "angerufen"),
    "auf|räumen": ("", "aufgeräumt"),
    "ein|kaufen": ("", "eingekauft"),
    "vor|bereiten": ("bereite bereitest bereitet bereiten bereitet bereiten", "vorbereitet"),
    "mit|bringen": ("", "mitgebracht"),
    "ab|holen": ("", "abgeholt"),
    "aus|probieren": ("", "ausprobiert"),
    "auf|machen": ("", "aufgemacht"),
    "zu|machen": ("", "zugemacht"),
    "an|sehen": ("sehe siehst sieht sehen seht sehen", "angesehen"),
}
INTRANSITIVE = {
    "arbeiten": ("arbeite arbeitest arbeitet arbeiten arbeitet arbeiten", "gearbeitet"),
    "wohnen": ("", "gewohnt"),
    "spielen": ("", "gespielt"),
    "reden": ("rede redest redet reden redet reden", "geredet"),
    "schlafen": ("schlafe schläfst schläft schlafen schlaft schlafen", "geschlafen"),
    "warten": ("warte wartest wartet warten wartet warten", "gewartet"),
    "lachen": ("", "gelacht"),
    "feiern": ("feiere feierst feiert feiern feiert feiern", "gefeiert"),
}

# Verbs only the topics use (present forms when irregular, participle).
TOPIC_ONLY_VERBS = {
    "überqueren": ("", "überquert"),
    "schließen": ("schließe schließt schließt schließen schließt schließen", "geschlossen"),
    "mieten": ("miete mietest mietet mieten mietet mieten", "gemietet"),
    "renovieren": ("", "renoviert"),
    "probieren": ("", "probiert"),
    "schneiden": ("schneide schneidest schneidet schneiden schneidet schneiden", "geschnitten"),
    "servieren": ("", "serviert"),
    "mischen": ("", "gemischt"),
    "auf|wärmen": ("", "aufgewärmt"),
    "behandeln": ("behandle behandelst behandelt behandeln behandelt behandeln", "behandelt"),
    "untersuchen": ("", "untersucht"),
    "vereinbaren": ("", "vereinbart"),
    "ab|sagen": ("", "abgesagt"),
    "vermeiden": ("vermeide vermeidest vermeidet vermeiden vermeidet vermeiden", "vermieden"),
    "verschreiben": ("", "verschrieben"),
    "wiederholen": ("", "wiederholt"),
    "korrigieren": ("", "korrigiert"),
    "ab|geben": ("gebe gibst gibt geben gebt geben", "abgegeben"),
    "bestehen": ("bestehe bestehst besteht bestehen besteht bestehen", "bestanden"),
    "installieren": ("", "installiert"),
    "löschen": ("", "gelöscht"),
    "herunter|laden": ("lade lädst lädt laden ladet laden", "heruntergeladen"),
    "speichern": ("speichere speicherst speichert speichern speichert speichern", "gespeichert"),
    "drucken": ("", "gedruckt"),
    "aktualisieren": ("", "aktualisiert"),
    "verlieren": ("", "verloren"),
    "organisieren": ("", "organisiert"),
    "an|fangen": ("fange fängst fängt fangen fangt fangen", "angefangen"),
    "trainieren": ("", "trainiert"),
    "schenken": ("", "geschenkt"),
    "dekorieren": ("", "dekoriert"),
    "unterschreiben": ("", "unterschrieben"),
    "verhandeln": (
        "verhandle verhandelst verhandelt verhandeln verhandelt verhandeln",
        "verhandelt",
    ),
    "präsentieren": ("", "präsentiert"),
}
# Transitive verbs said with each topic's things.
TOPIC_VERBS = {
    "city": "besuchen überqueren reparieren bauen schließen öffnen putzen mieten bezahlen renovieren",
    "food": "vor|bereiten probieren schneiden kochen bestellen servieren essen mischen auf|wärmen",
    "health": "nehmen behandeln untersuchen vereinbaren ab|sagen vermeiden verschreiben",
    "education": "lesen schreiben wiederholen korrigieren ab|geben vor|bereiten erklären beenden lernen bestehen",
    "tech": "installieren testen reparieren benutzen schicken löschen herunter|laden speichern drucken aktualisieren",
    "sport": "gewinnen verlieren an|sehen organisieren an|fangen beenden trainieren",
    "family": "vor|bereiten schenken feiern auf|räumen putzen dekorieren",
    "business": "unterschreiben verhandeln verkaufen schicken vor|bereiten präsentieren bezahlen bestellen prüfen",
}

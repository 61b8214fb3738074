"""German words for :mod:`.german`: nouns by topic: ``gender:singular[:plural]``
entries (an underscore joins the words of a compound).  Pure data."""

NOUNS = {
    "city": """m:Bahnhof:Bahnhöfe m:Bus:Busse f:Straße:Straßen m:Platz:Plätze f:Brücke:Brücken
        m:Park:Parks m:Markt:Märkte n:Gebäude:Gebäude f:Bibliothek:Bibliotheken
        f:Bäckerei:Bäckereien n:Fahrrad:Fahrräder n:Auto:Autos m:Stau:Staus
        f:Baustelle:Baustellen f:Miete:Mieten m:Nachbar:Nachbarn f:Nachbarin:Nachbarinnen
        f:Stadt:Städte n:Zentrum:Zentren n:Museum:Museen n:Krankenhaus:Krankenhäuser
        m:Garten:Gärten m:Brunnen:Brunnen f:Straßenbahn:Straßenbahnen n:Rathaus:Rathäuser
        n:Schwimmbad:Schwimmbäder f:Ampel:Ampeln m:Gehweg:Gehwege""",
    "food": """n:Essen:Essen m:Kuchen:Kuchen m:Käse:Käse n:Brot:Brote n:Gemüse:Gemüse
        f:Frucht:Früchte f:Suppe:Suppen m:Salat:Salate n:Rezept:Rezepte f:Küche:Küchen
        n:Restaurant:Restaurants m:Koch:Köche f:Köchin:Köchinnen f:Torte:Torten
        m:Apfel:Äpfel f:Tomate:Tomaten n:Hähnchen:Hähnchen m:Fisch:Fische m:Reis:Reis
        f:Soße:Soßen m:Nachtisch:Nachtische m:Ofen:Öfen n:Gewürz:Gewürze
        m:Geschmack:Geschmäcker n:Getränk:Getränke m:Wein:Weine n:Messer:Messer
        m:Tisch:Tische f:Speisekarte:Speisekarten m:Kellner:Kellner""",
    "health": """m:Arzt:Ärzte f:Ärztin:Ärztinnen m:Patient:Patienten f:Krankheit:Krankheiten
        f:Behandlung:Behandlungen m:Schmerz:Schmerzen m:Schlaf:Schlaf f:Diät:Diäten
        f:Impfung:Impfungen f:Pflegerin:Pflegerinnen m:Termin:Termine f:Apotheke:Apotheken
        n:Medikament:Medikamente f:Gesundheit:Gesundheit m:Stress:Stress m:Sport:Sport
        m:Rücken:Rücken n:Knie:Knie m:Blutdruck:Blutdruck f:Praxis:Praxen
        n:Symptom:Symptome n:Herz:Herzen f:Klinik:Kliniken f:Untersuchung:Untersuchungen""",
    "education": """m:Schüler:Schüler f:Schülerin:Schülerinnen m:Lehrer:Lehrer
        f:Lehrerin:Lehrerinnen f:Klasse:Klassen f:Schule:Schulen m:Kurs:Kurse
        f:Prüfung:Prüfungen f:Hausaufgabe:Hausaufgaben f:Stunde:Stunden
        n:Gymnasium:Gymnasien f:Universität:Universitäten m:Student:Studenten
        f:Studentin:Studentinnen n:Heft:Hefte n:Buch:Bücher n:Zeugnis:Zeugnisse
        f:Note:Noten n:Stipendium:Stipendien n:Fach:Fächer f:Tafel:Tafeln
        f:Direktorin:Direktorinnen n:Projekt:Projekte n:Praktikum:Praktika
        m:Stundenplan:Stundenpläne""",
    "tech": """m:Computer:Computer n:Handy:Handys n:Programm:Programme m:Bildschirm:Bildschirme
        n:Netzwerk:Netzwerke m:Server:Server f:App:Apps f:Datei:Dateien f:Webseite:Webseiten
        n:Update:Updates n:Passwort:Passwörter f:Tastatur:Tastaturen m:Akku:Akkus
        m:Roboter:Roboter m:Algorithmus:Algorithmen f:Maschine:Maschinen n:Kabel:Kabel
        m:Code:Codes m:Fehler:Fehler f:Firma:Firmen m:Ingenieur:Ingenieure
        f:Ingenieurin:Ingenieurinnen n:Werkzeug:Werkzeuge n:Gerät:Geräte
        m:Drucker:Drucker m:Sensor:Sensoren""",
    "sport": """n:Spiel:Spiele m:Spieler:Spieler f:Spielerin:Spielerinnen f:Mannschaft:Mannschaften
        m:Trainer:Trainer n:Tor:Tore n:Stadion:Stadien m:Ball:Bälle n:Rennen:Rennen
        n:Trikot:Trikots n:Feld:Felder m:Schiedsrichter:Schiedsrichter f:Saison:Saisons
        m:Sieg:Siege f:Niederlage:Niederlagen f:Meisterschaft:Meisterschaften
        f:Kabine:Kabinen m:Fan:Fans m:Pokal:Pokale n:Turnier:Turniere
        n:Training:Trainings f:Strecke:Strecken m:Marathon:Marathons m:Rekord:Rekorde
        n:Finale:Finale m:Torwart:Torwarte f:Medaille:Medaillen""",
    "family": """m:Bruder:Brüder f:Schwester:Schwestern m:Vater:Väter f:Mutter:Mütter
        m:Sohn:Söhne f:Tochter:Töchter m:Cousin:Cousins f:Cousine:Cousinen m:Onkel:Onkel
        f:Tante:Tanten m:Opa:Opas f:Oma:Omas n:Kind:Kinder n:Baby:Babys
        m:Geburtstag:Geburtstage n:Haus:Häuser f:Wohnung:Wohnungen n:Abendessen:Abendessen
        n:Wochenende:Wochenenden n:Fest:Feste n:Geschenk:Geschenke m:Hund:Hunde
        f:Katze:Katzen n:Foto:Fotos f:Hochzeit:Hochzeiten n:Wohnzimmer:Wohnzimmer
        f:Familie:Familien""",
    "business": """m:Kunde:Kunden f:Kundin:Kundinnen m:Vertrag:Verträge n:Budget:Budgets
        n:Büro:Büros f:Besprechung:Besprechungen m:Chef:Chefs f:Chefin:Chefinnen
        n:Gehalt:Gehälter m:Markt:Märkte n:Produkt:Produkte m:Verkauf:Verkäufe
        m:Preis:Preise m:Kollege:Kollegen f:Kollegin:Kolleginnen m:Bericht:Berichte
        f:Strategie:Strategien f:Bank:Banken n:Konto:Konten f:Investition:Investitionen
        f:Rechnung:Rechnungen m:Lieferant:Lieferanten f:Bestellung:Bestellungen
        n:Geschäft:Geschäfte f:Zahl:Zahlen n:Ziel:Ziele f:Fabrik:Fabriken""",
}

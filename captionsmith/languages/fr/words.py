"""French words for :mod:`.french`: nouns by topic as ``gender:singular[:plural]``
entries (an underscore joins the words of a compound), and the irregular
verbs' present forms and participles.  Pure data."""

NOUNS = {
    "city": """m:quartier m:bus m:métro m:pont m:parc m:marché m:immeuble m:trottoir f:rue
        f:place f:gare f:mairie f:piscine f:bibliothèque f:boulangerie m:vélo f:voiture
        m:embouteillage m:chantier f:station m:loyer m:voisin f:voisine m:habitant f:ville
        m:centre m:musée m:hôpital:hôpitaux m:jardin f:fontaine m:tramway f:avenue m:café""",
    "food": """m:repas m:gâteau:gâteaux m:fromage m:pain m:légume m:fruit f:soupe f:salade
        f:recette f:cuisine m:restaurant m:chef f:tarte f:pomme f:tomate m:poulet m:poisson
        m:riz f:sauce m:dessert m:marché m:four f:épice m:goût m:plat f:boisson m:vin
        f:assiette m:couteau:couteaux f:table m:menu m:serveur f:serveuse""",
    "health": """m:médecin m:patient f:patiente f:maladie m:traitement m:hôpital:hôpitaux
        f:douleur m:sommeil m:régime m:vaccin f:infirmière m:infirmier m:rendez-vous:rendez-vous
        f:pharmacie m:médicament f:santé m:stress m:sport f:fatigue m:dos:dos m:genou:genoux
        f:tension f:consultation m:symptôme m:cœur f:clinique m:examen f:radio""",
    "education": """m:élève f:élève m:professeur f:classe f:école m:cours:cours m:examen
        m:devoir f:leçon m:lycée m:collège f:université m:étudiant f:étudiante m:cahier
        m:livre m:diplôme f:note f:bourse f:rentrée m:programme m:stage f:matière
        m:tableau:tableaux f:directrice m:directeur m:emploi f:formation m:projet""",
    "tech": """m:ordinateur m:téléphone m:logiciel m:écran m:réseau:réseaux m:serveur
        f:application f:donnée m:fichier m:site f:mise_à_jour:mises_à_jour m:mot_de_passe:mots_de_passe
        m:clavier f:batterie m:robot m:algorithme f:machine m:câble m:code m:bug
        f:entreprise m:ingénieur f:ingénieure m:outil m:appareil:appareils f:imprimante m:capteur""",
    "sport": """m:match m:joueur f:joueuse f:équipe m:entraîneur m:but m:stade m:ballon
        f:course m:maillot m:terrain m:arbitre f:saison f:victoire f:défaite m:score
        m:championnat m:vestiaire m:supporter f:coupe m:tournoi m:entraînement f:piste
        m:vélo m:marathon m:record m:sprint f:finale m:gardien f:médaille""",
    "family": """m:frère f:sœur m:père f:mère m:fils:fils f:fille m:cousin f:cousine
        m:oncle f:tante m:grand-père:grands-pères f:grand-mère:grands-mères m:enfant m:bébé
        m:anniversaire f:maison m:appartement m:dîner m:week-end f:fête m:cadeau:cadeaux
        m:chien m:chat f:photo m:mariage f:cuisine m:salon m:jardin f:famille""",
    "business": """m:client f:cliente m:contrat m:budget m:bureau:bureaux f:réunion m:patron
        f:patronne m:salaire m:marché m:produit f:vente m:prix:prix m:collègue f:collègue
        m:rapport f:stratégie f:banque m:compte m:investissement f:facture m:fournisseur
        f:commande m:magasin m:chiffre f:équipe m:dossier m:objectif f:société f:usine""",
}


# Irregular verbs: present forms (je … ils) and the past participle.
IRREGULAR = {
    "faire": ("fais fais fait faisons faites font", "fait"),
    "prendre": ("prends prends prend prenons prenez prennent", "pris"),
    "voir": ("vois vois voit voyons voyez voient", "vu"),
    "dire": ("dis dis dit disons dites disent", "dit"),
    "mettre": ("mets mets met mettons mettez mettent", "mis"),
    "lire": ("lis lis lit lisons lisez lisent", "lu"),
    "écrire": ("écris écris écrit écrivons écrivez écrivent", "écrit"),
    "comprendre": ("comprends comprends comprend comprenons comprenez comprennent", "compris"),
    "apprendre": ("apprends apprends apprend apprenons apprenez apprennent", "appris"),
    "attendre": ("attends attends attend attendons attendez attendent", "attendu"),
    "vendre": ("vends vends vend vendons vendez vendent", "vendu"),
    "perdre": ("perds perds perd perdons perdez perdent", "perdu"),
    "entendre": ("entends entends entend entendons entendez entendent", "entendu"),
    "ouvrir": ("ouvre ouvres ouvre ouvrons ouvrez ouvrent", "ouvert"),
    "offrir": ("offre offres offre offrons offrez offrent", "offert"),
    "connaître": ("connais connais connaît connaissons connaissez connaissent", "connu"),
    "construire": (
        "construis construis construit construisons construisez construisent",
        "construit",
    ),
    "recevoir": ("reçois reçois reçoit recevons recevez reçoivent", "reçu"),
    "finir": ("finis finis finit finissons finissez finissent", "fini"),
    "choisir": ("choisis choisis choisit choisissons choisissez choisissent", "choisi"),
    "réussir": ("réussis réussis réussit réussissons réussissez réussissent", "réussi"),
    "dormir": ("dors dors dort dormons dormez dorment", "dormi"),
    "courir": ("cours cours court courons courez courent", "couru"),
    "croire": ("crois crois croit croyons croyez croient", "cru"),
    "savoir": ("sais sais sait savons savez savent", "su"),
    "penser": ("pense penses pense pensons pensez pensent", "pensé"),
}


# Transitive verbs said with each topic's things.
TOPIC_VERBS = {
    "city": "visiter traverser réparer construire fermer ouvrir nettoyer rénover louer payer",
    "food": "préparer goûter couper cuisiner commander servir manger laver mélanger réchauffer",
    "health": "prendre soigner traiter examiner réserver annuler éviter prescrire",
    "education": "lire écrire réviser corriger rendre préparer expliquer terminer apprendre",
    "tech": "installer tester réparer utiliser envoyer effacer télécharger sauvegarder imprimer",
    "sport": "gagner perdre regarder organiser commencer terminer préparer",
    "family": "préparer offrir fêter ranger nettoyer décorer",
    "business": "signer négocier vendre envoyer préparer présenter payer commander vérifier",
}
MORE_IRREGULAR = {
    "servir": ("sers sers sert servons servez servent", "servi"),
    "prescrire": ("prescris prescris prescrit prescrivons prescrivez prescrivent", "prescrit"),
    "rendre": ("rends rends rend rendons rendez rendent", "rendu"),
}


# The closed-class words the tagger reads, by tag.
CLOSED = """DET: le la les un une des ce cet cette ces du au aux l' quelques plusieurs chaque
    POSS: mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs
    ADP: à de en dans sur sous avec sans pour par chez vers entre pendant depuis après avant contre d'
    CCONJ: et mais ou donc puis car
    SCONJ: que qu' si quand parce comme lorsque puisque
    SUBJ: je j' tu il elle on nous vous ils elles
    CLITIC: me m' te t' se s' lui y
    NEG: ne n' pas plus jamais rien personne
    AUX: ai as a avons avez ont suis es est sommes êtes sont vais vas va allons allez vont
        peux peut pouvons pouvez peuvent veux veut voulons voulez veulent dois doit devons
        devez doivent
    WH: qui où pourquoi comment quoi quel quelle combien
    ADV: très trop assez bien mal aussi beaucoup souvent toujours parfois déjà encore
        vraiment enfin ici hier demain maintenant ensuite vite alors aujourd'hui
    INTJ: oui non euh ben bon voilà d'accord ah"""

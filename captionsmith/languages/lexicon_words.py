"""The lexicon's verbs, adjectives, adverbs, names, places, organisations,
acronyms and topic collocations (data; see :mod:`captionsmith.languages.lexicon` for
the notation)."""

from __future__ import annotations

__all__ = [
    "ACRONYMS",
    "ADJECTIVES",
    "ADVERBS",
    "COLLOCATIONS",
    "FIRST_NAMES",
    "MORE_ADJECTIVES",
    "MORE_VERBS",
    "ORGANISATIONS",
    "PLACES",
    "SURNAMES",
    "VERBS",
]

# Verbs: topic -> "lemma:frame ...".  Frames as in the module docstring.
VERBS: dict[str, str] = {
    "general": """
        make:t=FOOD,THING,DOC,IDEA,DEVICE take:t=THING,DOC,VEHICLE,FOOD,DEVICE
        bring:t=THING,FOOD,DOC,DEVICE find:t=THING,DOC,PLACE,IDEA,DEVICE,PERSON
        buy:t=FOOD,THING,DEVICE,VEHICLE sell:t=FOOD,THING,DEVICE,VEHICLE
        send:t=DOC,THING read:t=DOC write:t=DOC check:t=DOC,DEVICE,THING,IDEA,VEHICLE
        fix:t=DEVICE,THING,VEHICLE,IDEA open:t=THING,DOC,DEVICE close:t=THING,DOC,DEVICE
        visit:t=PLACE,PERSON,GROUP plan+:t=EVENT,IDEA cancel+:t=EVENT,DOC
        organise:t=EVENT,DOC,THING discuss:t=IDEA,DOC,EVENT,MONEY explain:t=IDEA,DOC
        share:t=DOC,IDEA,FOOD,THING clean:t=PLACE,THING,VEHICLE paint:t=PLACE,THING
        carry:t=THING,FOOD,DEVICE move:t=THING,DEVICE,EVENT lose:t=THING,DOC,DEVICE,MONEY
        need:t=THING,DOC,DEVICE,FOOD,IDEA,MONEY want:v love:t=FOOD,PLACE,DOC,EVENT,ANIMAL
        like:t=FOOD,PLACE,DOC,EVENT,ANIMAL,IDEA hate:t=FOOD,EVENT,IDEA,DOC
        watch:t=DOC,EVENT,ANIMAL see:t=PERSON,PLACE,DOC,ANIMAL,NATURE,EVENT
        meet:t=PERSON,GROUP call:t=PERSON,GROUP help:t=PERSON,GROUP
        ask:t=PERSON,GROUP tell:t=PERSON,GROUP thank:t=PERSON,GROUP invite:t=PERSON,GROUP
        join:t=GROUP,EVENT leave:t=PLACE,GROUP,EVENT start:t=EVENT,IDEA,DOC
        finish:t=DOC,EVENT,FOOD,IDEA change:t=IDEA,DOC,PLACE review:t=DOC,IDEA
        prepare:t=FOOD,DOC,EVENT,PLACE order:t=FOOD,THING,DEVICE,VEHICLE
        book:t=EVENT,PLACE,VEHICLE,THING rent:t=VEHICLE,PLACE,DEVICE
        borrow:t=THING,DEVICE,VEHICLE,MONEY pay:t=MONEY print:t=DOC,THING
        sign:t=DOC update:t=DOC,DEVICE test:t=DEVICE,IDEA,FOOD,VEHICLE
        build:t=PLACE,THING,DEVICE,IDEA design:t=THING,PLACE,DOC,DEVICE
        choose:t=THING,PLACE,IDEA,FOOD,DEVICE,DOC replace:t=THING,DEVICE,IDEA
        repair:t=THING,DEVICE,VEHICLE,PLACE drive:t=VEHICLE ride:t=VEHICLE,ANIMAL
        feed:t=ANIMAL,PERSON follow:t=PERSON,IDEA,VEHICLE,DOC miss:t=VEHICLE,EVENT,PERSON
        catch:t=VEHICLE,ANIMAL remember:t=PERSON,EVENT,IDEA,DOC forget:t=THING,DOC,IDEA
        answer:t=DOC,PERSON record:t=DOC,EVENT describe:t=PLACE,IDEA,PERSON,EVENT
        improve:t=IDEA,DOC,PLACE reduce:t=MONEY,IDEA increase:t=MONEY,IDEA
        solve:t=IDEA protect:t=PERSON,ANIMAL,NATURE,PLACE
        arrive:i wait:i work:i@DEVICE,GROUP sleep:i travel+:i laugh:i smile:i cry:i
        agree:i stay:i walk:i run+:i swim+:i cook:i@ read:i write:i listen:i
        happen:i@EVENT,IDEA begin:i@EVENT,DOC continue:i@EVENT,IDEA
        break:i@DEVICE,VEHICLE,THING rise:i@MONEY,NATURE,IDEA fall:i@MONEY,NATURE,IDEA
        think:c say:c know:c believe:c hope:c guess:c feel:c notice:c realise:c
        promise:cv decide:v try:v plan+:v hope:v need:v forget:v refuse:v offer:v
        agree:v manage:v learn:v prefer:v expect:v
        talk:p=about=IDEA,EVENT,PERSON,PLACE,DOC think:p=about=IDEA,EVENT,PERSON,PLACE
        look:p=at=DOC,PLACE,ANIMAL,NATURE,PERSON listen:p=to=DOC,PERSON
        wait:p=for=PERSON,VEHICLE,EVENT,DOC worry:p=about=IDEA,EVENT,MONEY,PERSON
        go:p=to=PLACE,EVENT come:p=to=PLACE,EVENT
        """,
    "energy": """
        install:t=DEVICE,THING generate:t=NATURE,MONEY,IDEA store:t=NATURE,THING
        connect:t=DEVICE,THING,PLACE power:t=PLACE,DEVICE,VEHICLE insulate:t=PLACE
        cut+:t=IDEA,MONEY switch:p=to=NATURE,IDEA,DEVICE invest:p=in=DEVICE,THING,IDEA
        measure:t=IDEA,NATURE heat:t=PLACE,NATURE
        """,
    "cooking": """
        chop+:t=FOOD slice:t=FOOD stir+:t=FOOD bake:t=FOOD boil:t=FOOD fry:t=FOOD
        roast:t=FOOD grill:t=FOOD mix:t=FOOD taste:t=FOOD season:t=FOOD peel:t=FOOD
        pour:t=FOOD melt:t=FOOD whisk:t=FOOD serve:t=FOOD,PERSON add:t=FOOD
        simmer:i@FOOD rest:i@FOOD cook:t=FOOD heat:t=FOOD,THING
        """,
    "sport": """
        score:t=EVENT win:t=EVENT,THING lose:t=EVENT pass:t=THING kick:t=THING
        save:t=EVENT block:t=EVENT,THING defend:t=PLACE,IDEA attack:i train:i
        celebrate:i equalise:i concede:t=EVENT,IDEA award:t=EVENT
        """,
    "business": """
        ship+:t=IDEA,DEVICE,DOC launch:t=IDEA,DEVICE,DOC,EVENT deploy:t=IDEA,DEVICE
        prioritise:t=IDEA,DOC schedule:t=EVENT hire:t=PERSON onboard:t=PERSON
        approve:t=DOC,IDEA,MONEY present:t=DOC,IDEA analyse:t=DOC,IDEA,MONEY
        track:t=IDEA,MONEY estimate:t=MONEY,IDEA postpone:t=EVENT
        """,
    "travel": """
        explore:t=PLACE,NATURE pack:t=THING,FOOD climb:t=NATURE,PLACE cross:t=NATURE,PLACE
        hike:i camp:i land:i@VEHICLE depart:i@VEHICLE
        recommend:t=PLACE,FOOD,EVENT,DOC photograph:t=PLACE,NATURE,ANIMAL
        """,
    "science": """
        observe:t=ANIMAL,NATURE,IDEA discover:t=IDEA,ANIMAL,NATURE,PLACE
        collect:t=THING,IDEA analyse:t=THING,IDEA publish:t=DOC,IDEA
        study:t=ANIMAL,NATURE,IDEA predict:t=IDEA,NATURE orbit:t=NATURE
        evolve:i@ANIMAL,IDEA melt:i@NATURE
        """,
    "health": """
        treat:t=PERSON,IDEA examine:t=PERSON prescribe:t=THING recover:i
        exercise:i breathe:i heal:i@IDEA rest:i
        """,
}


# More verbs, merged into VERBS below.
MORE_VERBS: dict[str, str] = {
    "general": """
        accept:t=IDEA,DOC,MONEY admire:t=PERSON,PLACE,IDEA admit:c announce:t=EVENT,IDEA
        apply:p=for=DOC,MONEY argue:p=about=IDEA,MONEY,EVENT arrange:t=EVENT,THING
        attend:t=EVENT avoid:t=PLACE,EVENT,IDEA,FOOD bake:t=FOOD borrow:t=THING,DOC
        boil:t=FOOD brush:t=THING,ANIMAL calculate:t=MONEY,IDEA celebrate:t=EVENT
        charge:t=DEVICE collect:t=THING,DOC,MONEY compare:t=THING,PLACE,IDEA,DEVICE
        complain:p=about=IDEA,FOOD,PLACE,EVENT confirm:t=EVENT,DOC,IDEA
        count:t=MONEY,THING,ANIMAL cover:t=THING,EVENT,MONEY create:t=DOC,IDEA,PLACE
        deliver:t=THING,FOOD,DOC demand:t=MONEY,IDEA deny:c destroy:t=THING,PLACE,DOC
        develop:t=IDEA,DEVICE,DOC disappear:i@THING,ANIMAL,PERSON download:t=DOC
        draw:t=DOC,PLACE,ANIMAL dress:i drop:t=THING,FOOD,DEVICE earn:t=MONEY
        edit:t=DOC enjoy:t=EVENT,FOOD,PLACE,DOC enter:t=PLACE,EVENT
        examine:t=THING,DOC,ANIMAL exist:i@IDEA expand:t=PLACE,IDEA explore:t=PLACE,IDEA
        fill:t=THING fold:t=THING,DOC gather:t=THING,PERSON greet:t=PERSON
        guess:t=IDEA hang:t=THING hide:t=THING,DOC,MONEY hire:t=PERSON,VEHICLE
        hold:t=THING,EVENT,DEVICE hurry:i identify:t=IDEA,PERSON,ANIMAL ignore:t=IDEA,DOC,PERSON
        imagine:c include:t=THING,DOC,IDEA inform:t=PERSON,GROUP inspect:t=PLACE,VEHICLE,THING
        interview:t=PERSON join:t=EVENT jump:i kick:t=THING knock:p=on=THING
        lend:t=THING,MONEY,DEVICE lift:t=THING listen:i lock:t=THING,PLACE,VEHICLE
        mention:t=IDEA,EVENT,PERSON,DOC mind:t=IDEA notice:t=THING,IDEA,PERSON
        obey:t=IDEA offer:t=FOOD,MONEY,THING,IDEA pack:t=THING park:t=VEHICLE
        pick:t=FOOD,THING play:t=EVENT,DOC point:p=at=THING,PLACE,PERSON
        polish:t=THING,VEHICLE pour:t=FOOD practise:t=IDEA pray:i
        prefer:t=FOOD,PLACE,IDEA,DOC press:t=THING,DEVICE prevent:t=EVENT,IDEA
        produce:t=FOOD,DOC,DEVICE publish:t=DOC pull:t=THING,VEHICLE push:t=THING,VEHICLE
        reach:t=PLACE,IDEA realise:c receive:t=DOC,MONEY,THING recognise:t=PERSON,PLACE,IDEA
        recommend:t=PLACE,FOOD,DOC reject:t=IDEA,DOC refuse:t=IDEA,MONEY relax:i
        remove:t=THING,DOC repeat:t=IDEA,DOC report:t=EVENT,IDEA request:t=DOC,MONEY
        rescue:t=PERSON,ANIMAL reserve:t=PLACE,VEHICLE return:t=THING,DOC,DEVICE
        rush:i save:t=MONEY,DOC,ANIMAL,PERSON search:p=for=THING,DOC,PERSON
        shout:i shut:t=THING,PLACE sing:t=DOC,EVENT sit:i smell:t=FOOD solve:t=IDEA
        sort:t=THING,DOC speak:p=to=PERSON,GROUP spend:t=MONEY spill:t=FOOD
        steal:t=THING,MONEY,DEVICE stop:i@VEHICLE,EVENT,DEVICE study:t=IDEA,DOC
        suggest:c supply:t=FOOD,THING support:t=PERSON,GROUP,IDEA surprise:t=PERSON
        teach:t=IDEA,PERSON throw:t=THING,FOOD touch:t=THING,ANIMAL train:t=PERSON,ANIMAL
        translate:t=DOC trust:t=PERSON,GROUP turn:p=off=DEVICE understand:t=IDEA,DOC,PERSON
        unpack:t=THING use:t=DEVICE,THING,IDEA,MONEY vote:p=for=PERSON,IDEA warn:t=PERSON,GROUP
        wash:t=THING,FOOD,VEHICLE waste:t=MONEY,FOOD,IDEA wear:t=THING win:t=EVENT,MONEY
        wish:c wonder:i worry:i wrap:t=THING
        adjust:t=THING,DEVICE,IDEA afford:t=THING,VEHICLE,PLACE approach:t=PLACE,PERSON
        assemble:t=THING,DEVICE attach:t=DOC,THING bend:t=THING bless:t=PERSON
        blow:t=THING bury:t=THING,ANIMAL chase:t=ANIMAL,PERSON,VEHICLE chat:p=about=IDEA,EVENT
        clap+:i climb:t=NATURE,PLACE combine:t=FOOD,IDEA commit+:p=to=IDEA,EVENT
        communicate:p=with=PERSON,GROUP consider:t=IDEA,PLACE,DOC contact:t=PERSON,GROUP
        copy:t=DOC decorate:t=PLACE,FOOD delay:t=EVENT,VEHICLE depend:p=on=PERSON,IDEA,MONEY
        dislike:t=FOOD,PLACE,IDEA divide:t=FOOD,MONEY,THING doubt:c dream:p=about=PLACE,IDEA,EVENT
        escape:p=from=PLACE,PERSON estimate:t=MONEY exchange:t=MONEY,THING exercise:i
        fail:i@DEVICE,IDEA,EVENT fetch:t=THING,PERSON fight:p=for=IDEA float:i@THING,VEHICLE
        frighten:t=PERSON,ANIMAL handle:t=THING,IDEA,EVENT hang:p=out=PLACE hug+:t=PERSON
        hunt:t=ANIMAL install:t=DEVICE introduce:t=PERSON,IDEA invent:t=DEVICE,IDEA
        kiss:t=PERSON kneel:i label:t=THING,DOC lean:i lie:i list:t=THING,IDEA
        load:t=VEHICLE,THING manage:t=GROUP,MONEY,EVENT marry:t=PERSON measure:t=THING,PLACE
        melt:t=FOOD,THING mend:t=THING multiply:t=MONEY nod+:i obtain:t=DOC,MONEY
        occupy:t=PLACE operate:t=DEVICE,VEHICLE own:t=VEHICLE,PLACE,DEVICE persuade:t=PERSON,GROUP
        pinch:t=THING plug+:p=in=DEVICE possess:t=THING post:t=DOC,THING
        pretend:c print:t=DOC proceed:i promise:t=MONEY,IDEA provide:t=FOOD,THING,MONEY
        punish:t=PERSON question:t=PERSON,IDEA quit+:t=EVENT,GROUP raise:t=MONEY,IDEA
        recall:t=EVENT,IDEA recover:p=from=EVENT,IDEA refer:p=to=DOC,IDEA reflect:p=on=IDEA,EVENT
        regret:t=IDEA,EVENT relate:p=to=IDEA,PERSON rely:p=on=PERSON,DEVICE,MONEY
        remind:t=PERSON represent:t=GROUP,IDEA require:t=DOC,MONEY,IDEA resolve:t=IDEA
        respond:p=to=DOC,IDEA,PERSON retire:i reveal:t=IDEA,DOC roll:t=THING
        rub+:t=THING sail:i satisfy:t=PERSON scare:t=PERSON,ANIMAL scream:i
        scratch:t=THING,VEHICLE seal:t=THING,DOC settle:t=IDEA,MONEY shake:t=THING
        shine:i@NATURE,THING sink:i@VEHICLE,THING sketch:t=PLACE,ANIMAL,PERSON ski:i
        skip+:t=EVENT,FOOD slip+:i spare:t=MONEY,THING split:t=MONEY,FOOD
        spoil:t=FOOD,EVENT spread:t=FOOD,IDEA squeeze:t=FOOD,THING stack:t=THING
        stare:p=at=PERSON,PLACE,DOC stretch:i struggle:p=with=IDEA,THING,DEVICE
        submit:t=DOC succeed:i suffer:i suit:t=PERSON supervise:t=PERSON,GROUP
        suspect:c swap+:t=THING,IDEA switch:t=DEVICE tap+:t=THING,DEVICE tear:t=DOC
        tease:t=PERSON thaw:t=FOOD tie:t=THING tip+:t=PERSON tour:t=PLACE trace:t=DOC,PERSON
        trade:t=THING,MONEY transfer:t=MONEY,DOC transform:t=PLACE,IDEA trap+:t=ANIMAL
        treat:t=PERSON,ANIMAL trim+:t=THING type:t=DOC unlock:t=THING,PLACE,DEVICE
        unplug+:t=DEVICE upset:t=PERSON urge:t=PERSON,GROUP value:t=IDEA,PERSON
        view:t=PLACE,DOC volunteer:i wander:i warm:t=FOOD,PLACE weigh:t=THING,FOOD
        whisper:i wipe:t=THING yawn:i zoom:p=in=PLACE
        """,
    "music": """
        rehearse:i perform:t=DOC,EVENT tune:t=THING compose:t=DOC mix:t=DOC
        release:t=DOC record:t=DOC strum:t=THING
        """,
    "education": """
        teach:t=IDEA,PERSON mark:t=DOC revise:p=for=EVENT fail:t=EVENT pass:t=EVENT
        enrol:i graduate:i submit:t=DOC
        """,
    "film": """
        shoot:t=DOC,EVENT direct:t=DOC cast:t=PERSON edit:t=DOC premiere:i@DOC
        rewrite:t=DOC film:t=DOC
        """,
    "city": """
        commute:i cycle:i park:t=VEHICLE pedestrianise:t=PLACE
        campaign:p=for=IDEA,PLACE protest:p=against=IDEA,DOC
        """,
    "gardening": """
        plant:t=FOOD,THING water:t=FOOD,NATURE prune:t=NATURE dig:t=PLACE weed:t=PLACE
        harvest:t=FOOD sow:t=THING mow:t=NATURE grow:t=FOOD
        """,
    "tech": """
        code:i debug+:t=DOC,IDEA install:t=DOC,DEVICE reboot:t=DEVICE encrypt:t=DOC
        upload:t=DOC merge:t=DOC crash:i@DEVICE
        """,
    "weather": """
        pour:i@NATURE freeze:i@NATURE clear:i@NATURE forecast:t=NATURE,IDEA
        """,
    "shopping": """
        try:p=on=THING exchange:t=THING afford:t=THING,MONEY queue:i browse:i
        """,
    "family": """
        babysit+:t=PERSON tidy:t=PLACE raise:t=PERSON adopt:t=ANIMAL,PERSON
        cuddle:t=PERSON,ANIMAL
        """,
    "history": """
        conquer:t=PLACE rule:t=PLACE,GROUP invade:t=PLACE defeat:t=GROUP sign:t=EVENT
        excavate:t=PLACE survive:i
        """,
}

# Adjectives by the classes they describe ("*" for any).
ADJECTIVES: dict[str, str] = {
    "*": """new old good bad great important different usual strange interesting
        special popular recent""",
    "THING,DEVICE,VEHICLE,PLACE,FOOD,ANIMAL,NATURE": "big small little huge tiny",
    "DOC,IDEA,EVENT,PLACE,VEHICLE,THING": "long short main simple clear quick easy hard",
    "EVENT,VEHICLE,PERSON": "early late slow quick",
    "PERSON,GROUP,ANIMAL": """happy tired busy friendly angry nervous calm kind
        curious brave quiet honest young patient careful proud lucky""",
    "PLACE": """busy crowded empty quiet noisy beautiful famous tiny huge modern
        historic narrow wide dark bright warm cold clean dirty""",
    "FOOD": """fresh hot cold sweet salty spicy crispy creamy delicious raw ripe
        homemade tender juicy bitter""",
    "THING,DEVICE,VEHICLE": """broken heavy light cheap expensive shiny plastic
        wooden metal electric portable spare wireless""",
    "DOC,IDEA,EVENT": """final official detailed rough brilliant terrible useful
        complex urgent quarterly weekly annual major minor serious public private""",
    "MONEY": "high low fair huge extra monthly",
    "NATURE": "wild stormy sunny rainy frozen calm deep steep green",
}


# More adjectives, merged into ADJECTIVES below.
MORE_ADJECTIVES: dict[str, str] = {
    "PERSON,GROUP,ANIMAL": """ambitious anxious arrogant awkward bored cheerful
        clever confident cruel eager excited famous fit funny generous gentle
        grateful greedy guilty helpful hungry independent jealous lazy lonely loyal
        mad polite popular proud relaxed rich rude sad shy silly sleepy smart
        sorry strict strong stubborn stupid talented thirsty tough upset weak wise
        worried""",
    "PLACE": """ancient cosy deserted elegant enormous filthy foggy hidden isolated
        lively lovely magnificent messy peaceful picturesque remote rural scenic
        spacious sunny tidy urban vast""",
    "FOOD": """bland burnt buttery chewy crunchy frozen greasy healthy mild organic
        rich rotten smoky sour spicy stale sticky tasty tough vegan""",
    "THING,DEVICE,VEHICLE": """colourful comfortable delicate durable fragile
        handmade loose massive noisy outdated powerful reliable rusty second-hand
        sharp sleek smooth soft solid sturdy tight waterproof""",
    "DOC,IDEA,EVENT": """accurate awful boring brief confusing controversial
        creative crucial disappointing dramatic effective emotional essential
        exciting familiar fascinating formal funny impressive informal obvious
        original pointless practical realistic relevant ridiculous shocking silly
        successful surprising tricky typical unexpected unusual vague vital""",
    "MONEY": "affordable enormous modest reasonable ridiculous total",
    "NATURE": "chilly damp dry foggy freezing humid icy muddy misty windy",
    "DOC,IDEA,EVENT,MONEY": """absent actual alternative basic brief broad central certain classic
        complete constant current decent direct distant double entire equal exact
        extreme fair false familiar fancy foreign formal frequent general genuine
        global gradual historical ideal immediate independent individual initial
        internal key legal likely logical loose massive medical mental minor
        moral national natural negative neutral normal odd ordinary overall
        particular personal physical positive possible potential previous primary
        professional proper rare rapid regular relevant rough secure separate
        severe significant similar single social solid specific stable standard
        steady strict sudden suitable technical temporary total traditional
        typical unique universal valid various visual weird""",
}

ADVERBS = {
    "manner": """quickly slowly carefully quietly easily suddenly finally really
        clearly properly honestly badly gently nearly loudly politely patiently
        happily calmly nervously eagerly barely hardly seriously simply exactly
        completely totally absolutely obviously apparently basically literally
        definitely probably possibly certainly actually eventually immediately
        instantly recently deliberately accidentally secretly openly briefly""",
    "frequency": "always usually often sometimes rarely never normally generally occasionally seldom regularly constantly",
    "time": """yesterday today tomorrow tonight later earlier recently already
        soon afterwards beforehand meanwhile nowadays lately once twice overnight""",
    "time_phrase": """last week|last year|last night|this morning|this afternoon|next
        week|next month|on Monday|on Friday|at the weekend|in the summer|two days
        ago|a few weeks ago|right now|these days|every morning|every year""",
    "degree": """quite rather pretty fairly very extremely incredibly slightly
        almost nearly somewhat terribly awfully remarkably reasonably unusually
        surprisingly particularly especially highly deeply truly""",
    "sentence": """fortunately unfortunately luckily sadly surprisingly personally
        frankly ideally hopefully clearly obviously apparently presumably
        interestingly admittedly""",
    "place_phrase": """over there|at home|downstairs|upstairs|outside|in the end|on
        the way back|near the station|across the road""",
}

FIRST_NAMES = """Adaeze Aleksander Alice Alejandro Amir Ananya Anders Ariana Aziz
    Bianca Boris Chiara Connor Dalia Darius Deepika Dimitra Eduardo Elif Emil Esther
    Farid Felix Gabriela Giorgos Hadiza Hamza Helga Ines Ivan Jamal Jana Jasmine Joao
    Kai Karim Katarzyna Kemal Khadija Kiran Lena Liam Lina Magnus Mai Marco Mehmet
    Mira Moana Nasser Niamh Nikolai Noor Obinna Olivia Parisa Quentin Rania Rohan
    Rustam Salma Santiago Selin Seo-yeon Shira Simone Sunil Tala Theo Ulla Uma Vikram
    Xiadani Yasmin Yara Zara Zeynep Maria Sam Aisha Kenji Lucia Omar Priya Tomás Ingrid Wei Fatima Noah
    Chloe Arjun Yuki Mateo Amara Lars Sofia Kwame Leila Diego Hana Ravi Elena Malik
    Zoe Ibrahim Mei Jonas Nadia Carlos Ayumi Femi Olga Pedro Anjali Tariq Grace
    Hiroshi Amina Luca Siobhan Dmitri Rosa Emeka Freya Javier Keiko Yusuf Astrid
    Thabo Camila Min-jun Ewa Rahul Nour Oliver Ana Kofi Beatriz Sven Layla Andrés
    Naledi Jakub Mariam Tenzin Marta Chidi Isla Hamid Valentina Oskar Ji-woo Bilal
    Daniela Eitan Sakura Paolo Zainab Finn Lerato Miguel Anouk Hassan Ingrid Tomasz"""
SURNAMES = """Abdullah Akhtar Andersson Bianchi Bakker Chowdhury Demir Dlamini
    Eriksen Fischer Gonzalez Hansen Hoffmann Ibrahim Jovanovic Kaya Kruger Lopez Mendes
    Nielsen Obi Petrov Quinn Ramos Sanchez Takahashi Wagner Zhou Yamamoto Walsh Garcia Okafor Tanaka Novak Schmidt Rossi Haddad Kowalski Nguyen Patel
    Silva Johansson Mensah Dubois Ivanova Murphy Kim Chen Fernandez Müller Alvarez
    Nakamura Adeyemi Larsen Costa Horvat O'Brien Sato Mahmoud Jensen Moreau Popescu
    Kaur Yilmaz Lindqvist Wright Banerjee Osei Ferreira Van Dijk"""
PLACES = """Addis_Ababa Amsterdam Athens Auckland Bangkok Barcelona Beirut Bristol
    Budapest Buenos_Aires Cape_Town Copenhagen Delhi Denver Dubai Glasgow Havana
    Helsinki Hong_Kong Jakarta Johannesburg Kampala Karachi Kigali Kyiv Lyon Madrid
    Manila Milan Munich Nagoya Naples Nice Prague Quito Riga Rome Seattle Stockholm
    Sydney Taipei Tbilisi Tunis Valencia Vienna Warsaw Wellington Zurich Argentina
    Australia Austria Colombia Denmark Ethiopia Finland France Germany Greece
    Indonesia Jamaica Nigeria Pakistan Senegal Sweden Thailand Turkey Uganda Wales Berlin Lagos Osaka Lisbon Toronto Nairobi Mumbai Lima Oslo Seoul Cairo
    Melbourne Krakow Accra Bogotá Dublin Hanoi Marseille Istanbul Reykjavik Porto
    Chicago Edinburgh Kyoto Santiago Manchester Zagreb Vancouver Dakar Montreal
    Brazil Japan Kenya Norway Mexico Portugal Vietnam Ghana Canada Scotland Peru
    Iceland Morocco Chile Poland Egypt Ireland Spain Italy India"""
# Organisations by topic, so a match commentary names clubs and a talk on
# energy names utilities (invented names).
ORGANISATIONS = {
    "energy": "Northwind Solar|the national grid|Helios Power|Tidewater Energy",
    "cooking": "Sunrise Bakery|Crescent Foods|the Olive Tree|Saffron Kitchen",
    "sport": "Riverside United|the Harbour Hawks|City Athletic|the football association",
    "business": "Atlas Logistics|Harbour Bank|Meridian Capital|Pioneer Motors",
    "travel": "Skyline Air|the tourist board|Coastline Ferries|Nomad Hostels",
    "science": "Kestrel Labs|the space agency|the Delta Institute|Quantum Works",
    "health": "the Riverside Clinic|the health service|Willow Pharmacy|Greenleaf Hospital",
    "music": "Bluebird Records|the city orchestra|Echo Hall|the Lantern Choir",
    "education": "Maple Street School|Hillcrest College|the exam board|the university",
    "film": "Bluebird Studios|Orbit Media|the film festival|Silverscreen Pictures",
    "city": "Greenfield Council|the water board|the transport authority|the city museum",
    "gardening": "the garden centre|Greenthumb Nursery|the allotment society",
    "tech": "Pixelforge|Cloudnine Systems|Kestrel Labs|Orbit Media",
    "history": "the city museum|the national archive|the heritage trust",
    "weather": "the met office|the weather service|the flood agency",
    "shopping": "the Corner Market|Harbour Mall|Brightway Stores",
    "family": "the youth club|the community centre|Sunny Days Nursery",
}
ACRONYMS = "NASA UN EU BBC CEO HR IT GPS USB PDF AI UK US NHS FAQ ID WHO NGO CV PIN VAT DIY"

# What people do to what, per topic: a verb (``_`` joins a particle:
# ``switch_off``) and the objects it is said with (``!`` a mass noun).  The
# grammar takes most transitive verb phrases of a topic from here, so a
# cooking show chops onions and a match commentary scores goals; the
# class-level frames cover the rest.
COLLOCATIONS = {
    "energy": """install: solar_panel heat_pump smart_meter thermostat battery inverter;
        cut: emission energy_bill carbon! cost; reduce: demand! emission energy_bill;
        build: wind_farm power_station pipeline substation dam; generate: electricity! power!;
        store: electricity! heat! energy!; replace: boiler meter cable; insulate: loft wall roof;
        switch_off: heater light; read: meter forecast; pay: energy_bill tariff;
        raise: tariff target capacity!; meet: target demand!; connect: turbine substation;
        burn: coal! gas! oil!; save: energy! money!; check: thermostat meter""",
    "cooking": """chop: onion carrot garlic! herb pepper; slice: bread! tomato cucumber lemon;
        peel: potato carrot apple onion; stir: sauce soup batter; boil: water! egg pasta! rice!;
        bake: bread! cake pie biscuit; roast: chicken vegetable potato; fry: egg onion fish;
        grate: cheese! carrot; whisk: egg cream! batter; season: soup sauce chicken;
        taste: sauce soup; melt: butter! chocolate!; pour: milk! oil! sauce; serve: dinner! dessert salad;
        wash: vegetable dish pan; preheat: oven; add: salt! pepper! sugar! flour!;
        mix: flour! dough! batter; knead: dough!; lay: table; set: table timer""",
    "sport": """score: goal penalty point; win: match title cup final; lose: match final point;
        miss: penalty chance; take: corner free_kick penalty; save: penalty shot;
        concede: goal penalty; block: shot pass; pass: ball; kick: ball; cross: ball;
        head: ball; lead: league table! race; play: match final season; train: squad team;
        sign: striker goalkeeper contract; sack: coach manager; book: player defender;
        award: penalty free_kick; defend: lead title; watch: match replay; clear: ball line""",
    "business": """sign: contract deal agreement; close: deal account; launch: product campaign brand;
        hire: analyst designer engineer; cut: cost price budget; raise: price capital! fund;
        review: budget contract report; approve: budget plan; pay: invoice supplier salary;
        send: invoice quote report; negotiate: deal contract; open: office branch account;
        hit: target deadline; miss: deadline target; present: report figure plan;
        schedule: meeting call; cancel: meeting order; ship: order product; track: sale order;
        grow: business revenue!; lose: client customer""",
    "travel": """book: flight hotel ticket room; pack: bag suitcase; miss: flight train bus;
        catch: train bus ferry flight; check: passport ticket map; rent: car bike flat;
        visit: museum market temple beach; climb: hill mountain tower; explore: city island old_town;
        cross: border river bridge; lose: passport luggage! ticket; renew: passport visa;
        cancel: booking flight; board: plane train ferry; hire: guide car; take: photo taxi tour;
        find: hostel hotel platform; change: money! train; buy: souvenir ticket""",
    "science": """run: experiment test; test: theory sample; collect: sample data!; publish: paper result;
        measure: temperature pressure! distance; analyse: data! sample result; observe: galaxy planet;
        build: telescope model; review: paper; repeat: experiment test; record: result;
        calculate: distance speed; predict: result outcome; discover: species planet;
        fund: study project; peer-review: paper; design: experiment study""",
    "health": """see: doctor nurse dentist; book: appointment check-up; take: medicine! pill tablet;
        prescribe: medicine! antibiotic; treat: patient infection injury; check: pulse blood_pressure!;
        lower: blood_pressure! cholesterol!; break: arm leg wrist; sprain: ankle wrist;
        drink: water!; get: vaccine appointment; fill: prescription; skip: breakfast! meal;
        reduce: stress! sugar!; visit: clinic hospital; wash: hand; catch: cold flu!""",
    "music": """play: guitar piano drum song concert; sing: song chorus; write: song album lyric;
        record: album song demo; tune: guitar violin; release: album single;
        rehearse: song set; book: gig venue; sell: ticket album; learn: chord song;
        practise: scale piece; conduct: orchestra choir; mix: track album; perform: song concert""",
    "education": """mark: essay exam homework!; teach: class lesson course; pass: exam test course;
        fail: exam test; revise: chapter topic; write: essay report dissertation; submit: essay assignment;
        read: chapter book article; grade: exam essay; attend: lecture seminar class;
        skip: class lecture; set: homework! exam; plan: lesson term; apply_for: course grant place;
        hand_in: homework! essay assignment""",
    "film": """shoot: scene film trailer; direct: film scene; edit: scene trailer footage!;
        cast: actor lead; write: script scene; watch: film trailer; review: film;
        release: film trailer; fund: film project; light: set scene; rehearse: scene line;
        win: award prize; premiere: film; dub: film; film: scene interview""",
    "city": """build: bridge tower road school; repair: road pavement bridge; close: road station park;
        open: library station park; plant: tree; clean: street park river; widen: road pavement;
        fix: pothole streetlight; approve: plan budget; raise: tax! fare rent; cut: fare tax! budget;
        catch: bus tram train; miss: bus tram; park: car; recycle: bottle paper! can""",
    "gardening": """plant: tree bulb seed rose tomato; water: plant lawn tomato; prune: rose hedge tree;
        mow: lawn grass!; dig: bed hole; weed: bed border; sow: seed; harvest: tomato bean potato;
        pick: apple bean flower; trim: hedge; feed: lawn rose; cut: grass! flower;
        repot: plant; rake: leaf lawn; compost: leaf""",
    "tech": """install: update app driver; update: app software! laptop; fix: bug crash screen;
        reboot: server laptop router; back_up: file photo data!; delete: file email account;
        download: app file update; upload: file photo video; test: app feature code!;
        deploy: update feature release; write: code! test script; review: code! pull_request;
        reset: password router; charge: phone laptop battery; encrypt: file disk""",
    "history": """study: war empire document; visit: castle museum ruin; read: letter diary document;
        build: castle wall cathedral; invade: country city; sign: treaty; win: war battle;
        lose: war battle; find: coin grave document; excavate: site grave; rule: empire country;
        restore: painting castle; translate: letter document""",
    "weather": """forecast: rain! snow! storm; expect: rain! storm frost! shower; bring: umbrella coat;
        check: forecast; issue: warning; clear: snow! ice!; grit: road; cancel: match flight;
        shovel: snow!; close: road school; wear: coat boot scarf""",
    "shopping": """buy: shirt shoe gift present; return: jacket dress shoe; try_on: dress shoe jacket;
        pay: bill; order: book parcel; pick_up: parcel order; compare: price; find: bargain size;
        exchange: jumper present; wrap: present gift; carry: bag basket; scan: receipt code""",
    "family": """babysit: niece nephew grandson; pick_up: kid daughter son; visit: grandmother cousin aunt;
        feed: baby dog cat; walk: dog; cook: dinner! lunch! breakfast!; tidy: room house;
        wash: dish laundry!; read: story book; plan: holiday party birthday; host: party dinner;
        call: mum dad sister brother; help: kid daughter son; raise: kid family""",
}

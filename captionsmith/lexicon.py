"""The English lexicon of the speech grammar, written for this project.

Every open-class word carries its part of speech, a semantic class and the
topics it belongs to, so the grammar (:mod:`captionsmith.grammar`) can make
verbs take fitting arguments ("cooked the soup", never "cooked the kitchen
table") and keep a task on one subject.  Inflection is by rule, with the
irregular forms listed, so agreement is right by construction:

* :func:`plural`, :func:`article` ("a"/"an" by sound);
* :func:`verb_forms` (base, third person singular, past, participle, -ing);
* :func:`comparative` (-er/-est or more/most).

Data layout (plain strings, split once at import, so loading takes a few
milliseconds): nouns per topic and class, ``lemma`` or ``lemma/plural``,
``!`` for a mass noun; verbs per topic as ``lemma:frame``, ``+`` when the
final consonant doubles (``plan+``); adjectives per class they describe.

Noun classes: PERSON, GROUP, PLACE, FOOD, THING (objects one handles),
DEVICE, DOC (documents and media), EVENT, IDEA (plans, problems, topics),
MONEY, NATURE, VEHICLE, ANIMAL.  Verb frames: ``i`` (intransitive),
``t=CLASS,CLASS`` (transitive, the object's classes), ``c`` (takes a
that-clause), ``v`` (takes to + verb), ``p=PREP=CLASS,CLASS`` (a
preposition and its object).  A verb whose subject may be a thing lists
the subject classes after ``@`` (``break:i@DEVICE,VEHICLE``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

__all__ = [
    "CLASSES",
    "TOPICS",
    "Adjective",
    "Lexicon",
    "Noun",
    "Verb",
    "article",
    "comparative",
    "lexicon",
    "plural",
    "verb_forms",
]

CLASSES = (
    "PERSON",
    "GROUP",
    "PLACE",
    "FOOD",
    "THING",
    "DEVICE",
    "DOC",
    "EVENT",
    "IDEA",
    "MONEY",
    "NATURE",
    "VEHICLE",
    "ANIMAL",
)

# Nouns: topic -> class -> words.
_NOUNS: dict[str, dict[str, str]] = {
    "general": {
        "PERSON": """friend neighbour colleague manager teacher student doctor nurse driver
            engineer designer lawyer farmer artist writer reporter photographer cousin
            sister brother mother father uncle aunt grandmother grandfather boss intern
            assistant customer client visitor guest stranger expert volunteer officer
            guide host speaker author founder partner landlord tenant pilot baker
            cleaner mechanic plumber electrician researcher scientist child/children
            person/people woman/women man/men kid teenager parent neighbour""",
        "GROUP": """team company council family class crowd audience committee community
            government school hospital club band staff company department office
            agency charity startup union board jury panel""",
        "PLACE": """kitchen garden office station airport hotel restaurant market shop
            library museum school park street road bridge square beach village town
            city country island harbour hall studio gallery stadium factory warehouse
            cafe bakery pharmacy clinic campus apartment house flat garage basement
            attic balcony corridor lobby platform neighbourhood district region border""",
        "FOOD": """bread! rice! soup salad sandwich cake pie apple banana orange lemon
            tomato potato onion carrot pepper cheese! butter! egg chicken! fish! pasta!
            coffee! tea! juice! milk! sugar! salt! chocolate! biscuit pizza burger
            noodle sauce""",
        "THING": """box bag chair table door window key book pen pencil cup glass bottle
            plate bowl knife/knives fork spoon jacket shirt shoe hat umbrella ticket
            map letter parcel blanket pillow lamp mirror clock basket bucket rope ladder
            tool hammer brush towel wallet suitcase backpack""",
        "DEVICE": """phone laptop computer camera printer screen keyboard speaker
            microphone charger battery router tablet headset projector fridge oven
            kettle heater fan radio television""",
        "DOC": """report email message letter contract invoice form list schedule plan
            note article book story poem photo picture video podcast song album film
            slide presentation document spreadsheet manual map ticket receipt""",
        "EVENT": """meeting party wedding trip holiday concert festival match game race
            lesson class lecture interview appointment conference workshop dinner lunch
            breakfast ceremony exhibition launch show tour visit flight journey""",
        "IDEA": """idea plan problem question answer reason solution decision mistake
            goal rule story chance risk choice issue topic project change result
            difference opinion feeling memory habit theory method process strategy""",
        "MONEY": """price cost budget salary rent fee bill loan debt tax payment discount
            profit income saving""",
        "NATURE": """river mountain lake forest tree flower rain! snow! wind sun sky sea
            hill valley field rock stone cloud storm weather! island coast desert""",
        "VEHICLE": """car bus train bike boat ship plane taxi truck van tram scooter
            motorbike ferry""",
        "ANIMAL": """dog cat horse bird cow sheep/sheep goat chicken rabbit mouse/mice
            fish/fish duck bee fox wolf/wolves bear deer/deer""",
    },
    "energy": {
        "PERSON": "installer homeowner consumer regulator analyst investor technician",
        "GROUP": "utility grid_operator supplier cooperative",
        "PLACE": "power_station wind_farm substation rooftop coalfield dam",
        "THING": "solar_panel turbine cable meter pylon pipeline inverter",
        "DEVICE": "heat_pump smart_meter storage_unit generator thermostat",
        "DOC": "forecast tariff policy",
        "IDEA": """emission! efficiency! demand! supply! capacity! transition! carbon!
            electricity! renewable fossil_fuel climate! target subsidy outage""",
        "MONEY": "energy_bill investment",
        "NATURE": "sunlight! wind! coal! gas! oil! heat! water!",
    },
    "cooking": {
        "PERSON": "chef cook waiter butcher grocer",
        "PLACE": "oven tray pantry stove counter",
        "FOOD": """garlic! ginger! flour! olive_oil! vinegar! honey! yoghurt! mushroom
            spinach! lentil bean pea cucumber courgette aubergine lime herb spice
            dough! batter! broth! stew curry risotto omelette pancake muffin tart
            dumpling steak salmon! prawn almond walnut basil! thyme! cinnamon!""",
        "THING": "pan pot saucepan whisk ladle grater blender cutting_board recipe_card apron",
        "DOC": "recipe cookbook menu",
        "IDEA": "flavour texture seasoning! temperature technique portion",
        "EVENT": "tasting course feast",
    },
    "sport": {
        "PERSON": """player striker defender goalkeeper coach referee captain fan
            midfielder winger substitute champion athlete runner cyclist""",
        "GROUP": "squad club side league federation",
        "PLACE": "pitch court track box penalty_area touchline dressing_room",
        "THING": "ball whistle boot net post shirt trophy medal",
        "EVENT": """match final semi-final season tournament kick-off half-time corner
            penalty free_kick tackle header save counter-attack derby goal equaliser""",
        "IDEA": "tactic formation lead chance pressure injury score possession! momentum!",
    },
    "business": {
        "PERSON": """stakeholder shareholder developer marketer recruiter accountant
            executive consultant vendor supplier""",
        "GROUP": "product_team sales_team marketing_team leadership! startup competitor",
        "DOC": """roadmap proposal agenda dashboard mock-up prototype release_note
            quarterly_report deck survey feedback! spec""",
        "EVENT": "stand-up sprint deadline review demo launch onboarding retreat",
        "IDEA": """feature bug priority milestone metric deliverable requirement
            workflow pipeline backlog strategy growth! revenue! churn! roadmap""",
        "MONEY": "forecast margin quarter",
        "DEVICE": "server database app platform",
    },
    "travel": {
        "PERSON": "traveller tourist backpacker local vendor ranger",
        "PLACE": """hostel guesthouse campsite temple cathedral castle viewpoint
            waterfall canyon old_town night_market ferry_terminal border_crossing
            bus_station hot_spring lagoon""",
        "THING": "passport visa boarding_pass guidebook souvenir postcard backpack",
        "EVENT": "road_trip hike trek day_trip stopover sunrise sunset layover",
        "IDEA": "itinerary route view jet_lag! culture currency",
        "VEHICLE": "night_train rickshaw cable_car sleeper_bus",
    },
    "science": {
        "PERSON": "biologist physicist chemist astronomer geologist explorer",
        "GROUP": "laboratory observatory university",
        "THING": "telescope microscope sample specimen fossil satellite probe",
        "IDEA": """experiment hypothesis evidence! discovery gene cell molecule atom
            planet galaxy star orbit gravity! species! evolution! ecosystem climate""",
        "NATURE": "volcano glacier reef ocean atmosphere! soil! ice!",
        "ANIMAL": "whale dolphin shark turtle penguin elephant monkey butterfly",
    },
    "health": {
        "PERSON": "patient surgeon therapist pharmacist midwife paramedic dentist",
        "PLACE": "ward surgery waiting_room emergency_department",
        "THING": "bandage pill vaccine prescription mask",
        "IDEA": """symptom diagnosis treatment recovery! sleep! stress! diet exercise!
            appointment vaccine blood_pressure! heart_rate""",
        "EVENT": "check-up operation scan session",
    },
}

# More nouns, merged into _NOUNS below: the new topics and a wider everyday
# vocabulary.
_MORE_NOUNS: dict[str, dict[str, str]] = {
    "general": {
        "PERSON": """accountant actor actress adult architect athlete baby barber
            bartender beginner biologist bride builder butcher candidate carpenter
            cashier celebrity chairman champion chemist citizen coach commuter
            composer contractor cook critic cyclist dancer dentist deputy detective
            director editor employee employer entrepreneur fan firefighter fisherman/fishermen
            gardener graduate hairdresser hero historian hunter inspector instructor
            inventor journalist judge lecturer librarian mayor member migrant minister
            musician neighbour novelist owner painter passenger patient performer
            pharmacist philosopher player poet politician president principal
            producer professor programmer psychologist publisher receptionist
            refugee resident rider sailor salesman/salesmen secretary senator shopper
            singer soldier supervisor surgeon tailor taxpayer teammate technician
            therapist tourist trainer translator traveller tutor veteran viewer voter
            waiter waitress witness worker youngster""",
        "GROUP": """army audience choir coalition congregation cooperative crew
            delegation faculty firm gang generation household institute jury
            majority minority ministry network orchestra parliament party police!
            population press! public! regiment senate society squad troop tribe""",
        "PLACE": """alley apartment arcade arena attic avenue bakery bank bar barn
            basement bathroom bay bedroom bench cabin canal canteen carpark casino
            cellar cemetery chapel cinema classroom cliff clinic cottage courtyard
            dock downtown embassy entrance farm ferry fountain gate greenhouse gym
            hallway highway hill hospital hut inn jail junction laboratory lane lawn
            lighthouse lounge mall mansion marina motorway office orchard palace
            parking_lot pier playground plaza pool port prison pub railway ranch
            reception roundabout ruins shed shelter shore sidewalk slope stable
            staircase suburb subway supermarket swimming_pool temple terrace theatre
            tower trail tunnel university valley vineyard workshop yard zoo""",
        "FOOD": """avocado bacon! bagel beef! berry broccoli! cabbage cereal! cherry
            chili coconut cookie corn! cream! croissant curry dessert donut grape
            ham! hamburger jam! ketchup! lamb! lettuce! mango meat! melon nut oat!
            olive omelette pancake peach peanut pear pineapple plum popcorn! pork!
            pudding pumpkin raspberry sausage seafood! snack soda! steak stew
            strawberry sushi! toast! tofu! turkey! vegetable waffle watermelon
            wine! yogurt!""",
        "THING": """badge balloon bandage banner barrel battery belt blade bracelet
            broom brick bucket button cabinet calendar candle canvas cap card carpet
            cart chain chalk coin collar comb cord crate crayon curtain cushion
            diary dice drawer dress drum envelope eraser fence flag folder frame
            glove glue! helmet hook ink! jar denim_jacket jewel kit label lid lock magnet
            mat medal napkin necklace needle notebook package pad pan parcel pin
            pipe plug pocket pole pot purse puzzle quilt razor ribbon ring rug sack
            scarf/scarves pair_of_scissors/pairs_of_scissors screw shelf/shelves shovel sign skirt sock sofa stamp
            statue sticker string suit sweater tape! tent thread! tie tissue toy
            tray trophy tube vase wallet whistle wire wrench zip""",
        "DEVICE": """alarm app calculator console controller dishwasher drone
            engine freezer gadget hard_drive hearing_aid laptop lightbulb machine
            monitor motor mouse pedometer pump robot scanner sensor smartwatch
            speaker stove telescope thermometer toaster vacuum webcam""",
        "DOC": """advert agreement announcement application biography blog brochure
            catalogue certificate chapter comic diagram dictionary diploma draft
            essay guide headline interview journal label leaflet licence magazine
            memo newsletter novel paragraph passport permit petition playlist poster
            recipe review script sketch speech statement subtitle summary survey
            textbook thesis timetable transcript translation tweet warning website""",
        "EVENT": """accident anniversary argument auction audition birthday
            breakup celebration championship competition crash debate demonstration
            election emergency excursion funeral graduation inspection marathon
            negotiation opening parade picnic premiere protest rehearsal reunion
            riot sale seminar strike summit trial vote webinar""",
        "IDEA": """advice! agreement attitude belief benefit budget challenge
            concept condition conflict consequence context debate definition
            detail dream effect effort evidence! example experience explanation
            fact factor failure fear focus freedom! future habit impact influence
            information! insight instinct intention interest knowledge! lesson
            limit logic! meaning message mood motivation myth need news! option
            pattern permission! perspective philosophy plot policy possibility
            potential preference principle priority progress! promise proof
            purpose quality rumour schedule secret sense skill standard success
            suggestion support! surprise system talent theme theory tradition
            trend trust! truth value vision warning wisdom!
           accent agenda ambition anxiety approach aspect assumption
            balance boundary campaign career category cause character charm
            clue comfort commitment community compromise confidence connection
            contribution conversation courage crisis criticism culture curiosity
            deal decade delay demand desire destiny dilemma discipline discount
            distance doubt duty economy emotion energy! environment era error
            ethic excuse expectation fashion! fault feature fortune friendship
            function gap gesture goodness! gossip! grief! growth! guilt! health!
            honour hope humour! identity illusion image imagination! income
            inequality inflation! injury innovation instruction issue joke journey
            justice! language laughter! leadership! legacy leisure! lifestyle
            loyalty! luck! majority manner memory method mission mistake moment
            nature! noise opportunity order origin outcome pain! panic! patience!
            peace! performance personality phase phrase pleasure poverty! power!
            pressure! pride! privacy! procedure profit punishment reaction reality
            recipe relationship reputation request research! respect! response
            responsibility revolution rhythm romance safety! scandal scene shame!
            shortage silence! situation solution speed status strategy strength
            stress! structure style subject sympathy! tension threat tone tourism!
            transition trouble! variety version violence! virtue weakness wealth!
            welfare! wisdom! youth!""",
        "MONEY": """allowance bonus cash! charge coin deposit donation earnings
            expense fare fine fund grant interest! investment pension refund
            revenue! reward scholarship share stock tip wage""",
        "NATURE": """avalanche bay beach breeze canyon cave coral creek dawn dune
            earthquake flood fog! frost! grass! hurricane lightning! meadow moon
            mud! ocean pond rainbow sand! shade! soil! spring stream sunrise sunset
            swamp thunder! tide tornado volcano waterfall wave wildfire""",
        "VEHICLE": """ambulance bicycle canoe caravan coach helicopter jeep kayak
            limousine lorry minibus rocket sailboat skateboard submarine tractor
            yacht""",
        "ANIMAL": """ant bat beetle bull camel chick crab crow donkey eagle elephant
            frog giraffe goose/geese hamster hedgehog insect kangaroo kitten lamb lion
            lizard monkey mosquito octopus ostrich owl panda parrot pig pigeon
            puppy rat seal snail snake spider squirrel swan tiger tortoise whale
            worm zebra""",
    },
    "music": {
        "PERSON": """drummer guitarist pianist violinist conductor producer rapper vocalist
            bassist saxophonist cellist songwriter DJ promoter roadie""",
        "THING": "saxophone cello trumpet flute synthesiser metronome capo plectrum",
        "GROUP": "band choir orchestra label",
        "PLACE": "venue backstage recording_studio",
        "DEVICE": "guitar piano violin drum_kit amplifier headphone turntable",
        "DOC": "track lyric chorus verse melody demo single EP vinyl record setlist",
        "EVENT": "gig tour soundcheck rehearsal encore",
        "IDEA": "rhythm harmony tempo genre riff",
    },
    "education": {
        "PERSON": "pupil headteacher tutor lecturer classmate graduate dean",
        "GROUP": "year_group faculty",
        "PLACE": "classroom playground lecture_hall canteen",
        "DOC": "homework! essay exam syllabus timetable assignment textbook worksheet",
        "EVENT": "term semester seminar field_trip graduation exam",
        "IDEA": "grade subject curriculum deadline skill",
    },
    "film": {
        "PERSON": "director actor screenwriter editor cinematographer critic extra",
        "GROUP": "cast crew studio",
        "PLACE": "set cinema location trailer",
        "DOC": "script scene sequel trailer screenplay storyboard",
        "EVENT": "premiere shoot audition screening take",
        "IDEA": "plot character ending twist soundtrack",
    },
    "city": {
        "PERSON": "mayor commuter cyclist resident planner councillor",
        "PLACE": "bus_lane cycle_path junction pavement underpass car_park bus_stop",
        "VEHICLE": "tram bus scooter",
        "DOC": "planning_application timetable petition",
        "EVENT": "road_closure rush_hour election consultation",
        "IDEA": "traffic! congestion! pollution! housing! transport! zoning!",
        "MONEY": "fare council_tax",
    },
    "gardening": {
        "PERSON": "gardener grower",
        "PLACE": "allotment greenhouse flower_bed vegetable_patch",
        "THING": "seed bulb pot hose rake spade trowel wheelbarrow compost!",
        "FOOD": "courgette runner_bean strawberry",
        "NATURE": "soil! weed root leaf/leaves branch frost! slug",
        "IDEA": "season harvest pruning!",
    },
    "tech": {
        "PERSON": "developer coder tester designer hacker user",
        "GROUP": "startup",
        "DEVICE": "server phone laptop chip sensor headset",
        "DOC": "code! update release bug_report password login",
        "IDEA": "algorithm interface feature privacy! security! cloud! network data!",
        "EVENT": "outage hackathon rollout",
    },
    "weather": {
        "PERSON": "forecaster meteorologist",
        "NATURE": """drizzle! hail! heatwave drought blizzard gale mist! sleet! humidity!
            temperature pressure! front cloud_cover! downpour shower thunderstorm""",
        "IDEA": "forecast warning outlook record average",
        "EVENT": "cold_snap dry_spell",
    },
    "shopping": {
        "PERSON": "shop_assistant cashier shopper",
        "PLACE": "checkout fitting_room aisle shopping_centre",
        "THING": "receipt trolley basket price_tag gift_card voucher",
        "MONEY": "sale bargain refund change!",
        "IDEA": "size colour brand quality! delivery",
    },
    "family": {
        "PERSON": """nephew niece grandson granddaughter stepfather stepmother twin
            toddler godmother fiancé husband wife/wives daughter son""",
        "EVENT": "christening birthday_party family_dinner school_run bedtime",
        "PLACE": "living_room nursery back_garden",
        "THING": "pram highchair nappy lunchbox",
        "IDEA": "chore pocket_money! routine",
    },
    "history": {
        "PERSON": "king queen emperor soldier merchant monk peasant historian",
        "GROUP": "empire army guild dynasty",
        "PLACE": "castle fortress monastery battlefield ruin",
        "THING": "coin sword manuscript scroll artefact",
        "EVENT": "war battle revolution siege treaty plague",
        "IDEA": "century kingdom tradition legend",
    },
}


# Verbs: topic -> "lemma:frame ...".  Frames as in the module docstring.
_VERBS: dict[str, str] = {
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


# More verbs, merged into _VERBS below.
_MORE_VERBS: dict[str, str] = {
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
_ADJECTIVES: dict[str, str] = {
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


# More adjectives, merged into _ADJECTIVES below.
_MORE_ADJECTIVES: dict[str, str] = {
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

_ADVERBS = {
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

# Irregular verbs: base past participle.
_IRREGULAR = """
    be was been|begin began begun|break broke broken|bring brought brought|build built built
    buy bought bought|catch caught caught|choose chose chosen|come came come|cut cut cut
    do did done|drink drank drunk|drive drove driven|eat ate eaten|fall fell fallen
    feed fed fed|feel felt felt|find found found|fly flew flown|forget forgot forgotten
    get got got|give gave given|go went gone|grow grew grown|have had had|hear heard heard
    hide hid hidden|hold held held|keep kept kept|know knew known|lead led led
    learn learned learned|leave left left|lend lent lent|let let let|lose lost lost
    make made made|mean meant meant|meet met met|pay paid paid|put put put
    read read read|ride rode ridden|ring rang rung|rise rose risen|run ran run
    say said said|see saw seen|sell sold sold|send sent sent|set set set|shut shut shut
    sing sang sung|sit sat sat|sleep slept slept|speak spoke spoken|spend spent spent
    stand stood stood|steal stole stolen|swim swam swum|take took taken|teach taught taught
    babysit babysat babysat|tell told told|think thought thought|throw threw thrown|understand understood understood
    wake woke woken|wear wore worn|win won won|write wrote written|fry fried fried
    light lit lit|hit hit hit|shoot shot shot|dig dug dug|stick stuck stuck
    bend bent bent|blow blew blown|cast cast cast|draw drew drawn|fight fought fought
    forecast forecast forecast|freeze froze frozen|hang hung hung|quit quit quit
    rewrite rewrote rewritten|shake shook shaken|shine shone shone|sink sank sunk
    split split split|spread spread spread|tear tore torn|upset upset upset
    broadcast broadcast broadcast|overcome overcame overcome|rebuild rebuilt rebuilt
    rethink rethought rethought|undo undid undone|redo redid redone|seek sought sought
    sweep swept swept|swing swung swung|bite bit bitten|beat beat beaten|bet bet bet
    burst burst burst|cost cost cost|hurt hurt hurt|lay laid laid|sew sewed sewn
    shrink shrank shrunk|slide slid slid|spin spun spun|strike struck struck
    withdraw withdrew withdrawn|become became become|forgive forgave forgiven
"""

_FIRST_NAMES = """Adaeze Aleksander Alice Alejandro Amir Ananya Anders Ariana Aziz
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
_SURNAMES = """Abdullah Akhtar Andersson Bianchi Bakker Chowdhury Demir Dlamini
    Eriksen Fischer Gonzalez Hansen Hoffmann Ibrahim Jovanovic Kaya Kruger Lopez Mendes
    Nielsen Obi Petrov Quinn Ramos Sanchez Takahashi Wagner Zhou Yamamoto Walsh Garcia Okafor Tanaka Novak Schmidt Rossi Haddad Kowalski Nguyen Patel
    Silva Johansson Mensah Dubois Ivanova Murphy Kim Chen Fernandez Müller Alvarez
    Nakamura Adeyemi Larsen Costa Horvat O'Brien Sato Mahmoud Jensen Moreau Popescu
    Kaur Yilmaz Lindqvist Wright Banerjee Osei Ferreira Van Dijk"""
_PLACES = """Addis_Ababa Amsterdam Athens Auckland Bangkok Barcelona Beirut Bristol
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
_ORGANISATIONS = {
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
_ACRONYMS = "NASA UN EU BBC CEO HR IT GPS USB PDF AI UK US NHS FAQ ID WHO NGO CV PIN VAT DIY"

# What people do to what, per topic: a verb (``_`` joins a particle:
# ``switch_off``) and the objects it is said with (``!`` a mass noun).  The
# grammar takes most transitive verb phrases of a topic from here, so a
# cooking show chops onions and a match commentary scores goals; the
# class-level frames cover the rest.
_COLLOCATIONS = {
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


TOPICS = (
    "energy",
    "cooking",
    "sport",
    "business",
    "travel",
    "science",
    "health",
    "music",
    "education",
    "film",
    "city",
    "gardening",
    "tech",
    "history",
    "weather",
    "shopping",
    "family",
)


@dataclass(frozen=True, slots=True)
class Noun:
    lemma: str
    plural: str | None  # None for a mass noun
    cls: str
    topic: str


@dataclass(frozen=True, slots=True)
class Verb:
    lemma: str
    frame: str  # i, t, c, v, p
    objects: tuple[str, ...]  # classes of the object (t, p)
    prep: str | None  # for p
    subjects: tuple[str, ...]  # classes of the subject
    doubles: bool  # the final consonant doubles before -ed and -ing
    topic: str


@dataclass(frozen=True, slots=True)
class Adjective:
    lemma: str
    classes: tuple[str, ...]  # empty: any


@dataclass(frozen=True, slots=True)
class Collocation:
    """A verb, its particle (``off`` in *switch off*) and the objects it is
    said with."""

    verb: Verb
    particle: str | None
    objects: tuple[Noun, ...]


@dataclass(frozen=True, eq=False)
class Lexicon:
    """Everything the grammar draws from, indexed for drawing."""

    nouns: tuple[Noun, ...]
    verbs: tuple[Verb, ...]
    adjectives: tuple[Adjective, ...]
    adverbs: dict[str, tuple[str, ...]]
    first_names: tuple[str, ...]
    surnames: tuple[str, ...]
    places: tuple[str, ...]
    organisations: tuple[str, ...]
    organisations_by: dict[str, tuple[str, ...]]  # topic -> organisations
    acronyms: tuple[str, ...]
    collocations: dict[str, tuple[Collocation, ...]]  # topic -> collocations
    nouns_by: dict[tuple[str, str], tuple[Noun, ...]]  # (topic, class) -> nouns
    verbs_by: dict[tuple[str, str], tuple[Verb, ...]]  # (topic, frame) -> verbs

    def lemmas(self) -> int:
        """How many distinct (lemma, part of speech) pairs it holds."""
        pairs = {(n.lemma, "NOUN") for n in self.nouns}
        pairs |= {(v.lemma, "VERB") for v in self.verbs}
        pairs |= {(a.lemma, "ADJ") for a in self.adjectives}
        pairs |= {(a, "ADV") for group in self.adverbs.values() for a in group}
        pairs |= {(p, "PROPN") for p in (*self.first_names, *self.surnames, *self.places)}
        pairs |= {(o, "PROPN") for o in self.organisations}
        for group in self.collocations.values():
            pairs |= {(c.verb.lemma, "VERB") for c in group}
            pairs |= {(n.lemma, "NOUN") for c in group for n in c.objects}
        return len(pairs)


def _merged_nouns() -> dict[str, dict[str, str]]:
    out = {topic: dict(classes) for topic, classes in _NOUNS.items()}
    for topic, classes in _MORE_NOUNS.items():
        for cls, text in classes.items():
            mine = out.setdefault(topic, {})
            mine[cls] = mine.get(cls, "") + " " + text
    return out


def _nouns() -> list[Noun]:
    out = []
    seen: set[tuple[str, str, str]] = set()
    for topic, classes in _merged_nouns().items():
        for cls, text in classes.items():
            for item in _compounds(text):
                mass = item.endswith("!")
                item = item.rstrip("!")
                lemma, _, irregular = item.partition("/")
                lemma = lemma.replace("_", " ")
                plural_form = None if mass else (irregular.replace("_", " ") or plural(lemma))
                if (lemma, cls, topic) not in seen:
                    seen.add((lemma, cls, topic))
                    out.append(Noun(lemma, plural_form, cls, topic))
    return out


def _compounds(text: str) -> list[str]:
    """Words of a noun list; ``_`` joins a compound (``heat_pump``)."""
    return text.split()


# Verbs a group (a team, a council, a company) can be the subject of.
_GROUP_VERBS = frozenset(
    """organise plan cancel discuss build design hire approve launch review change buy
    sell need invite visit start finish improve reduce increase protect decide agree
    promise offer refuse expect want hope announce install test update choose replace
    publish study analyse postpone schedule prioritise deploy ship win lose score
    defend concede train recommend collect predict treat pay rent order prepare
    talk worry plan meet help support""".split()
)


def _verbs() -> list[Verb]:
    out = []
    texts = {
        topic: _VERBS.get(topic, "") + " " + _MORE_VERBS.get(topic, "")
        for topic in (*_VERBS, *_MORE_VERBS)
    }
    doubling = {
        item.partition(":")[0].rstrip("+")
        for text in texts.values()
        for item in text.split()
        if item.partition(":")[0].endswith("+")
    }
    for topic, text in texts.items():
        for item in text.split():
            lemma, _, frame = item.partition(":")
            lemma = lemma.rstrip("+")
            doubles = lemma in doubling
            frame, _, subjects = frame.partition("@")
            agents = ("PERSON", "GROUP") if lemma.rstrip("+") in _GROUP_VERBS else ("PERSON",)
            subject_classes = tuple(subjects.split(",")) if subjects else agents
            if "@" in item and not subjects:
                subject_classes = ("PERSON",)
            kinds = [frame] if frame[:1] in "tp" else list(frame)
            for kind in kinds:
                objects: tuple[str, ...] = ()
                prep = None
                if kind.startswith("t="):
                    objects = tuple(kind[2:].split(","))
                    kind = "t"
                elif kind.startswith("p="):
                    _, prep, classes = kind.split("=")
                    objects = tuple(classes.split(","))
                    kind = "p"
                out.append(Verb(lemma, kind, objects, prep, subject_classes, doubles, topic))
    return out


def _collocations(
    nouns: tuple[Noun, ...], verbs: tuple[Verb, ...]
) -> dict[str, tuple[Collocation, ...]]:
    """Parse :data:`_COLLOCATIONS`.  An object that is a lexicon noun keeps
    its class (so it fits the adjectives of that class); another is a noun of
    class THING of the topic.  A verb that is a lexicon verb keeps the
    subjects it allows; another takes a person (or a group, for the verbs
    groups do)."""
    known_nouns: dict[str, Noun] = {}
    for noun in nouns:
        known_nouns.setdefault(noun.lemma, noun)
    subjects: dict[str, tuple[str, ...]] = {}
    for verb in verbs:
        subjects[verb.lemma] = tuple(dict.fromkeys((*subjects.get(verb.lemma, ()), *verb.subjects)))
    out: dict[str, tuple[Collocation, ...]] = {}
    for topic, text in _COLLOCATIONS.items():
        group = []
        for entry in text.split(";"):
            head, _, objects = entry.partition(":")
            lemma, _, particle = head.strip().partition("_")
            agents = ("PERSON", "GROUP") if lemma in _GROUP_VERBS else ("PERSON",)
            verb = Verb(lemma, "t", ("THING",), None, subjects.get(lemma, agents), False, topic)
            found = []
            for item in objects.split():
                mass = item.endswith("!")
                word = item.rstrip("!").replace("_", " ")
                known = known_nouns.get(word)
                if known is None:
                    known = Noun(word, None if mass else plural(word), "THING", topic)
                found.append(known)
            group.append(Collocation(verb, particle or None, tuple(found)))
        out[topic] = tuple(group)
    return out


def _adjectives() -> list[Adjective]:
    merged: dict[str, str] = dict(_ADJECTIVES)
    for classes, text in _MORE_ADJECTIVES.items():
        merged[classes] = merged.get(classes, "") + " " + text
    out: dict[tuple[str, tuple[str, ...]], Adjective] = {}
    for classes, text in merged.items():
        cls = () if classes == "*" else tuple(classes.split(","))
        for word in text.split():
            out.setdefault((word, cls), Adjective(word, cls))
    return list(out.values())


def _phrases(text: str) -> tuple[str, ...]:
    return tuple(" ".join(p.split()) for p in text.split("|"))


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """The lexicon, built once.

    >>> lexicon().lemmas() > 1000
    True
    """
    nouns = tuple(_nouns())
    verbs = tuple(_verbs())
    collocations = _collocations(nouns, verbs)
    nouns_by: dict[tuple[str, str], list[Noun]] = {}
    for n in nouns:
        nouns_by.setdefault((n.topic, n.cls), []).append(n)
    verbs_by: dict[tuple[str, str], list[Verb]] = {}
    for v in verbs:
        verbs_by.setdefault((v.topic, v.frame), []).append(v)
    adverbs = {
        kind: _phrases(text) if kind.endswith("phrase") else tuple(text.split())
        for kind, text in _ADVERBS.items()
    }
    return Lexicon(
        nouns=nouns,
        verbs=verbs,
        adjectives=tuple(_adjectives()),
        adverbs=adverbs,
        first_names=tuple(dict.fromkeys(_FIRST_NAMES.split())),
        surnames=tuple(_SURNAMES.split()),
        places=tuple(p.replace("_", " ") for p in _PLACES.split()),
        organisations=tuple(dict.fromkeys(o for t in _ORGANISATIONS.values() for o in _phrases(t))),
        organisations_by={topic: _phrases(text) for topic, text in _ORGANISATIONS.items()},
        acronyms=tuple(_ACRONYMS.split()),
        collocations=collocations,
        nouns_by={k: tuple(v) for k, v in nouns_by.items()},
        verbs_by={k: tuple(v) for k, v in verbs_by.items()},
    )


# -- inflection ------------------------------------------------------------------

_VOWELS = "aeiou"


def plural(noun: str) -> str:
    """The regular plural of a noun (of its last word).

    >>> [plural(w) for w in ("box", "city", "day", "leaf", "potato", "solar panel", "chef", "diagnosis")]
    ['boxes', 'cities', 'days', 'leaves', 'potatoes', 'solar panels', 'chefs', 'diagnoses']
    """
    head, _, last = noun.rpartition(" ")
    prefix = head + " " if head else ""
    if last.endswith("sis"):
        return prefix + last[:-2] + "es"
    if last.endswith(("s", "x", "z", "ch", "sh")):
        return prefix + last + "es"
    if last.endswith("y") and last[-2:-1] not in _VOWELS:
        return prefix + last[:-1] + "ies"
    if last.endswith(("potato", "tomato", "hero", "echo", "volcano")):
        return prefix + last + "es"
    if last in ("leaf", "loaf", "half", "shelf", "wolf", "calf"):
        return prefix + last[:-1] + "ves"
    if last.endswith("fe") and last not in ("safe", "cafe", "giraffe"):
        return prefix + last[:-2] + "ves"
    return prefix + last + "s"


_AN_EXCEPTIONS = ("hour", "honest", "heir")
_A_EXCEPTIONS = ("uni", "use", "usu", "euro", "one", "once", "ufo", "ukul")


def article(word: str) -> str:
    """``a`` or ``an`` for the word that follows, by its sound.

    >>> [article(w) for w in ("apple", "hour", "university", "one-way", "EU", "box")]
    ['an', 'an', 'a', 'a', 'an', 'a']
    """
    lower = word.lower()
    if word.isupper() and len(word) > 1:  # an acronym, read letter by letter
        return "an" if word[0] in "AEFHILMNORSX" else "a"
    if lower.startswith(_AN_EXCEPTIONS):
        return "an"
    if lower.startswith(_A_EXCEPTIONS):
        return "a"
    if lower[:1].isdigit():
        return "an" if lower.startswith(("8", "11", "18")) else "a"
    return "an" if lower[:1] in _VOWELS else "a"


@lru_cache(maxsize=4096)
def verb_forms(lemma: str, doubles: bool = False) -> tuple[str, str, str, str, str]:
    """(base, third person singular, past, past participle, -ing).

    >>> verb_forms("carry"), verb_forms("plan", doubles=True)[2:], verb_forms("go")[1:3]
    (('carry', 'carries', 'carried', 'carried', 'carrying'), ('planned', 'planned', 'planning'), ('goes', 'went'))
    >>> verb_forms("make")[4], verb_forms("lie")[4], verb_forms("fix")[1]
    ('making', 'lying', 'fixes')
    >>> verb_forms("stop")[2], verb_forms("admit")[4], verb_forms("visit")[2], verb_forms("fight")[2]
    ('stopped', 'admitting', 'visited', 'fought')
    """
    irregular = _irregular().get(lemma)
    doubles = doubles or _doubles(lemma)
    if lemma.endswith(("s", "x", "z", "ch", "sh", "o")) and lemma not in ("do",):
        third = lemma + "es"
    elif lemma.endswith("y") and lemma[-2:-1] not in _VOWELS:
        third = lemma[:-1] + "ies"
    else:
        third = {"have": "has", "be": "is", "do": "does"}.get(lemma, lemma + "s")
    if lemma.endswith("ie"):
        ing = lemma[:-2] + "ying"
    elif lemma.endswith("e") and not lemma.endswith(("ee", "ye", "oe")) and lemma != "be":
        ing = lemma[:-1] + "ing"
    elif doubles:
        ing = lemma + lemma[-1] + "ing"
    else:
        ing = lemma + "ing"
    if irregular:
        past, participle = irregular
    elif lemma.endswith("e"):
        past = participle = lemma + "d"
    elif lemma.endswith("y") and lemma[-2:-1] not in _VOWELS:
        past = participle = lemma[:-1] + "ied"
    elif doubles:
        past = participle = lemma + lemma[-1] + "ed"
    else:
        past = participle = lemma + "ed"
    return lemma, third, past, participle, ing


# Verbs of two or more syllables stressed on the last one: the final
# consonant doubles (admitted, beginning), as it does in one-syllable verbs.
_STRESSED_LAST = frozenset(
    """admit babysit begin commit compel confer control defer deter embed enrol equip
    forget incur omit occur patrol permit prefer rebel refer regret submit transfer
    unplug unwrap upset repot""".split()
)


def _doubles(lemma: str) -> bool:
    """Whether the final consonant doubles before -ed and -ing: after one
    vowel letter in a one-syllable verb (stop, chat, win) or a verb stressed
    on its last syllable (admit, prefer), and a final ``l`` after one vowel
    letter (British: travelled, labelled)."""
    if len(lemma) < 3 or " " in lemma:
        return False
    last, vowel, before = lemma[-1], lemma[-2], lemma[-3]
    if before == "u" and lemma[-4:-3] == "q":  # the u of "qu" is a consonant: quit, quitting
        before = "q"
    if last in _VOWELS or last in "wxy" or vowel not in _VOWELS or before in _VOWELS:
        return False
    if last == "l":
        return True
    syllables = sum(
        1 for k, c in enumerate(lemma) if c in _VOWELS and (k == 0 or lemma[k - 1] not in _VOWELS)
    )
    return syllables == 1 or lemma in _STRESSED_LAST


@lru_cache(maxsize=1)
def _irregular() -> dict[str, tuple[str, str]]:
    out = {}
    for entry in _IRREGULAR.replace("\n", "|").split("|"):
        parts = entry.split()
        if parts:
            out[parts[0]] = (parts[1], parts[2])
    return out


def comparative(adjective: str) -> tuple[str, str]:
    """(comparative, superlative) by rule: -er/-est for short adjectives,
    more/most for long ones.

    >>> comparative("big"), comparative("busy"), comparative("expensive"), comparative("good")
    (('bigger', 'biggest'), ('busier', 'busiest'), ('more expensive', 'most expensive'), ('better', 'best'))
    """
    irregular = {
        "good": ("better", "best"),
        "bad": ("worse", "worst"),
        "far": ("further", "furthest"),
    }
    if adjective in irregular:
        return irregular[adjective]
    syllables = sum(
        1
        for k, c in enumerate(adjective)
        if c in "aeiouy" and (k == 0 or adjective[k - 1] not in "aeiouy")
    )
    if adjective.endswith("e") and syllables > 1:
        syllables -= 1
    if syllables == 1 or (syllables == 2 and adjective.endswith("y")):
        if adjective.endswith("y") and adjective[-2:-1] not in _VOWELS:
            return adjective[:-1] + "ier", adjective[:-1] + "iest"
        if adjective.endswith("e"):
            return adjective + "r", adjective + "st"
        if (
            len(adjective) >= 3
            and adjective[-1] not in "aeiouwy"
            and adjective[-2] in _VOWELS
            and adjective[-3] not in _VOWELS
        ):
            return adjective + adjective[-1] + "er", adjective + adjective[-1] + "est"
        return adjective + "er", adjective + "est"
    return "more " + adjective, "most " + adjective

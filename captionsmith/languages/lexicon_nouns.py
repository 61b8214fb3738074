"""The lexicon's nouns, per topic and class (data; see :mod:`captionsmith.languages.lexicon`).

Each entry is ``lemma`` or ``lemma/plural``; ``!`` marks a mass noun and
``_`` joins a compound (``heat_pump``).
"""

from __future__ import annotations

__all__ = ["MORE_NOUNS", "NOUNS"]

# Nouns: topic -> class -> words.
NOUNS: dict[str, dict[str, str]] = {
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

# More nouns, merged into NOUNS below: the new topics and a wider everyday
# vocabulary.
MORE_NOUNS: dict[str, dict[str, str]] = {
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

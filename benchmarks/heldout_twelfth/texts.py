"""The twelfth round of held-out sets, written by hand: one text per line under its label (see
README.md). Three lengths: short noticeboard posts (5 to 25 words), medium messages to a car
garage (20 to 50 words) and long replies to a job offer (60 to 100 words).
``python3 benchmarks/heldout/write.py heldout_twelfth`` writes them as JSON."""

# A post on a neighbourhood noticeboard or community group: has the poster lost something (an
# item or an animal they are looking for) or found something (an item or animal they are
# holding, or have handed in, and whose owner they are looking for)? Both kinds ask "has
# anyone...?" and both describe the same sort of thing.
NOTICEBOARD = {
    "lost": """
Black umbrella with a wooden handle left on the number 12 bus on Tuesday evening. Please get in touch.
Missing: small tabby cat, white paws. Please check sheds.
Has anyone found a set of car keys with a red bottle-opener keyring near the playground?
I dropped a silver bracelet somewhere between the station and the bakery this morning. Sentimental value, reward offered.
Our tortoise has escaped again. He's about the size of a dinner plate and faster than you'd think.
Blue school jumper, age 9-10, name label inside, left behind at the park after football on Saturday.
Can't find my reading glasses anywhere. Tortoiseshell frames, brown case. Possibly left on a bench by the pond?
Lost a brown leather wallet at the farmers' market. Cards already cancelled but the photos inside matter to me.
Our spaniel slipped her lead on the common this afternoon. Liver and white, comes to a whistle. Please call if seen.
Please keep an eye out for a child's pink scooter that disappeared from outside the library. Maybe someone moved it?
Left my phone in a taxi from the high street last night. Black case with a cracked corner.
A grey parrot flew out of our kitchen window this morning. He talks, mostly words I won't repeat here.
Gold wedding ring gone after a swim at the leisure centre. Checked the changing rooms twice already.
Anyone seen a green rucksack? It was left at the bus shelter opposite the church around five.
Hearing aid dropped on the walk to the surgery, beige and tiny. Dad is lost without it.
Our ginger tom hasn't come home for two nights, which is very unlike him. Microchipped and neutered.
A well-loved toy rabbit with one ear went astray at the supermarket. Heartbroken toddler in this house.
Keys on a hospital lanyard, dropped somewhere near the roundabout. Would be very grateful to get them back.
Left a folder of sheet music on the train platform. Means nothing to anyone else, everything to me.
Collie cross, black and white, nervous of men, last seen heading towards the allotments. Please don't chase her.
I think my bike lock key fell out of my pocket on the towpath. Small, silver, on a yellow ring.
Does anyone know if the café kept a navy scarf? I left it on the back of a chair yesterday.
Our budgie got out while we were cleaning the cage. Blue, chatty, won't survive the cold nights.
Drone came down somewhere behind the allotments and I can't see it. White, four rotors. Might be in a garden.
Pearl stud earring dropped at the school gates at pick-up. Long shot, I know.
Tiny black kitten, four months old, slipped out the back door yesterday and hasn't come back.
Please check your hedges: a brown envelope of important documents blew out of my car on the bypass.
We drove off without our blue cool box after the barbecue at the beach car park. Grateful if someone spotted it.
My daughter's brace retainer, wrapped in a napkin, may have been thrown away at the pub garden. Any chance?
Hamster escaped from his cage, probably still inside the house, but if he turns up next door he's ours.
My grandmother's watch came off her wrist during the walk around the lake. Small gold face, thin strap.
Season ticket dropped in town on Friday, grey plastic wallet. Can't get on the train without it.
Has a black labrador puppy turned up anywhere near the recreation ground? He ran off after a squirrel.
White and orange football kicked over the fence into the gardens behind the shops. The kids would love it back.
Camera left on the top deck of the tour bus, a compact silver one with holiday photos on the card.
Anyone picked up a kid's lunchbox with dinosaurs on it? Vanished somewhere between school and home.
Our rabbit dug under the run last night. Large, lop-eared, sandy coloured, very friendly.
Work laptop bag forgotten in the dentist's waiting room. They say it isn't there now.
One knitted mitten, red with a white star, gone from a pushchair. Its twin is lonely.
Keys gone! Fish-shaped keyring, three keys. Gym?
Elderly tortoiseshell cat, deaf, not seen since the fireworks. She won't hear you call, so please look in outbuildings.
Walking stick left at the bus stop outside the post office, carved handle. My father made it.
Our greyhound pulled free of her harness near the level crossing. Brindle, very fast, very timid.
Child's glasses, purple frames, lost somewhere on the field during sports day. Please hand to the school office.
Mislaid a USB stick with my whole dissertation on it, possibly in the library computer room.
Has anyone seen a yellow kayak paddle drifting downriver? It went over the weir this afternoon.
Small photo album slipped out of my handbag at the bingo hall, pictures of my late husband.
A single car key with no fob, gone in the garden centre car park. Probably under a trolley somewhere.
Has anyone seen our cockerel?
Headphones left on the bench at the cricket ground, white over-ear ones in a grey pouch.
Please share: elderly beagle, slightly lame, wandered out of an open gate this morning. Needs his medication.
Brown suede jacket left at the village hall after quiz night. The pockets have my house keys in them.
Can't find my son's PE bag, a green drawstring one. Might have been left on the minibus.
Gone since Thursday: our indoor cat who has never been outside before. White with one black ear.
Somewhere on the cycle path a pannier bag came off my bike. Black, reflective strip, some groceries in it.
Tent pole bag left beside the shower block at the riverside campsite. Hoping someone put it aside.
Has anyone handed in a purse at the chemist? Red, broken zip, a few coins and a library card.
My daughter's violin was left on the early train to the city. Small case, stickers all over it.
Ring with a green stone slipped off and rolled into a drain outside the florist, I think. Council say they can't help.
Pet snake got out of his tank, a harmless corn snake, orange and red. Please don't panic if you see him.
""",
    "found": """
Has anyone lost a grey cat? She has been sitting on our wall for three days and looks hungry.
Bunch of keys on a blue lanyard picked up outside the chemist this morning. Now at the counter.
Friendly brown dog wandering by the roundabout, no collar. We've taken him in, please share.
Child's school jumper left on the swings, name label says year four. Hanging on the railings now.
A gold chain turned up in our garden after the storm. Describe the clasp and it's yours.
Is this your tortoise? Strolling down the lane at seven.
Picked up a purse by the cash machine, no cards inside but a photo of two children. Handed to the police station.
Pair of reading glasses on the bench near the duck pond. I've put them in a bag hanging from the bench.
Budgie landed on our bird feeder and let me pick him up. Green and yellow, very tame.
Whoever dropped a wedding ring in the swimming pool changing rooms, staff have it at reception.
Mobile phone, white case with flowers, spotted in the long grass at the cricket ground. Battery dead.
A very young black kitten has been crying under my car for two days. No mum in sight.
Three footballs have come over our fence this summer. Come and collect them, kids, no questions asked.
Hearing aid lying on the pavement outside the surgery. I left it with the receptionist.
Is anyone missing a ferret? One has just walked into our kitchen as if he owns the place.
Wallet with cash but no ID found on the bus. Driver says it's been taken to the depot.
Teddy bear with a tartan bow sat on the wall by the post box. Someone's little one will be missing him.
Silver bracelet picked up in the bakery queue. Tell me what's engraved on it and it's yours.
A drone has been stuck in our apple tree since yesterday. If it's yours, bring a ladder.
Someone's racing pigeon has been resting on my roof all day, ring on its leg. Who do I contact?
Navy scarf left on a chair in the café. They're keeping it behind the till for a week.
Rucksack abandoned in the bus shelter. I took it to the newsagent opposite so it doesn't get nicked.
Small pearl earring on the pavement outside the school gates. Taped it to the noticeboard by the office.
Labrador puppy followed my kids home from the recreation ground. He's safe in our kitchen, eating everything.
There is a hamster living behind our fridge, and we don't own a hamster. Neighbours, check your cages!
USB stick left in a library computer. The librarians have it, ask at the desk with the file name.
Young lop-eared rabbit, very tame, hopping about in my front garden. Surely someone's pet.
Folder of handwritten recipes on the bench at the bus stop. It looks precious, so I've kept it safe.
A blue cool box was sitting in the beach car park all evening. It's in the lifeguard hut now.
Walking stick with a carved handle propped against the post office wall all afternoon. I've brought it inside.
Mitten, red with a white star, stuck on the park gate. Its owner must have cold fingers.
Collie cross hiding under a hedge near the allotments, very nervous. I've called the dog warden.
Elderly deaf cat has taken to sleeping in our shed, quite thin. Is anyone looking for her before we try the vet?
Season ticket in a grey wallet picked up outside the station. Handed to the ticket office.
Corn snake in my greenhouse! Orange and red, about a metre long. Is he anyone's?
Dinosaur lunchbox left on the wall outside our house. Still has a sandwich in it.
Compact camera on a picnic table at the country park. I'll return it to whoever can describe the last photo.
A metal dog tag with the phone number worn off, picked up on the common near the car park.
Whose cockerel is in my garden?
Child's bike helmet, purple with stars, hanging on our gatepost since Monday. Take it if it's yours.
We've been feeding a ginger tom for a week now. Neutered, friendly, collar but no tag.
Watch with a thin strap on the path around the lake. Gold face, stopped at ten past four.
Glasses with purple frames left on the school field. I handed them in to the office.
Violin in a small case with stickers, left on the train. The guard took it to lost property at the city station.
A knitted baby shoe on the railings outside the doctors. Someone's dropped one.
Fish keyring with three keys handed in at gym reception.
Brindle greyhound, very timid, sheltering in our porch. She won't let us near but she's eaten some ham.
Yellow kayak paddle washed up below the weir. Happy to return it to its owner.
Handbag in a hedge on the bypass, contents scattered. Police said to post it here as well.
Our dog dug up a silver ring with a green stone in the back garden. Could be years old, but worth asking.
Tent pole bag by the shower block at the campsite. The site warden has it now.
Is this your parrot? A grey one has been shouting rude words from the tree outside the pub all afternoon.
Brown suede jacket left at the village hall after the quiz. The hall keeper has it locked in the cupboard.
Green drawstring PE bag on the school minibus, the driver handed it in this morning.
White cat with one black ear, looks like an indoor cat, very frightened, hiding under our decking.
Pannier bag by the cycle path with groceries in it. Milk probably off by now, but the bag is fine.
Pram blanket dropped on the high street, cream with little ducks. It's on the bench by the florist.
Beagle with a limp wandering on the main road. He's in my car and we're heading to the vet to scan his chip.
Small photo album on a chair in the bingo hall. Old photos, clearly treasured. Ask the caller for it.
Somebody's house keys were in the door of the flat opposite all night. I've got them, knock at number six.
""",
}

# A driver's message to a local garage: which part of the car the problem or the job is about.
# `engine` covers the engine with its cooling, fuel, oil and exhaust; `brakes` anything that
# slows or holds the car; `tyres` the tyres, wheels, pressures and wheel alignment; `electrics`
# the battery, charging, starting, lights, locks, windows and screens; `bodywork` panels, paint,
# bumpers, rust and trim. Drivers mostly describe symptoms rather than naming the part.
GARAGE = {
    "engine": """
Hi, the car has started losing power going up hills, and there's a rattling from under the bonnet when I put my foot down. Could you take a look at it some time this week?
A little orange warning light came on yesterday and the car judders when it's ticking over at junctions. It's a 2014 diesel with about ninety thousand miles on the clock.
Blue smoke comes out of the exhaust every morning for the first minute or so, and I'm topping up the oil every couple of weeks. Is that something I should be worried about?
The temperature gauge shot up into the red on the motorway and steam started pouring out from the front. I pulled over straight away and had it towed home. When can you fit it in?
According to the service book the cambelt is due at sixty thousand miles or five years, whichever comes first. Could you quote for replacing it along with the water pump?
It cuts out at traffic lights and then restarts fine, which is both embarrassing and a bit scary. Happened four times this week, mostly once it's been running for a while.
There's a ticking noise that gets faster as I rev. My neighbour reckons it's the tappets but I'd rather someone who actually knows had a listen before I drive it much further.
My car is using far more fuel than usual, around a third more, and there's a smell of petrol in the cabin after a long drive. Booked in for Thursday morning if that slot is still free, please.
There's oil dripping onto the drive overnight, leaving a dark puddle under the front of the car on the passenger side. A friend said it could be the sump gasket. Can you check?
Misfiring badly when cold, it feels like the car is hiccupping, and there are little pops from the exhaust. Once it's warmed up it's mostly fine, but the school run is all cold starts.
Hello, my van won't start in the mornings any more. It turns over and over but never catches. The battery has been tested and it's strong, so I don't think that's the problem.
Coolant keeps disappearing. I've added a litre in a fortnight and there's no puddle anywhere under the car. There's also white smoke on start-up that smells sweet. Please advise.
I think the turbo has gone. There's no pull at all above two thousand revs and it makes a whistling noise like a kettle coming to the boil. Diesel estate, used for work.
I'd like a full service and oil change please, plus new spark plugs if they're due. It's done about twelve thousand miles since the last one, which was at a main dealer.
Knocking from deep inside when I accelerate, and it's getting louder every day. I've stopped driving it and it's parked at work. Could you collect it, or should I call a recovery truck?
Another garage told me the head gasket might be on its way out and quoted a frightening amount. I'd like a second opinion before I spend that sort of money on an old car.
The whole car shakes when it's idling at junctions, the dashboard and mirrors vibrate, but it smooths out as soon as I'm moving. Someone mentioned the mountings. Can you have a look?
Black smoke when I accelerate hard, and the particulate filter light has come on twice this month. I mostly do short trips to the shops and the school, if that's relevant.
The radiator has a crack in it and it's been weeping green fluid. The temperature has been creeping up whenever I'm stuck in traffic. Can you replace it this week?
Strong smell of burning oil after every drive, and a little wisp of smoke drifts up from under the bonnet when I park. It's an older car but it's been reliable until now.
Hesitation when I pull away, like it's gasping for breath, then a sudden surge forward. Could it be the fuel filter? Petrol hatchback, about eight years old, serviced every year.
The exhaust is suddenly very loud and sounds like a tractor, especially first thing. I think something has come loose or rusted through underneath. Is it safe to drive over to you?
The timing chain rattles for a few seconds on every cold start. I've read online that it's a known problem on this model and that it shouldn't be ignored. Price for replacing it?
The oil pressure warning flickered on a roundabout and the engine sounded different afterwards. I checked the dipstick and there was barely anything on it. I've topped it up. What now?
I think I may have put petrol into my diesel at the supermarket. It ran rough for a mile and then lost power, and now it's sitting in their car park. Can you drain the tank?
The revs go up and down on their own when I'm stationary, hunting between eight hundred and fifteen hundred. It seems worse when the air conditioning is switched on.
It overheated in the school car park yesterday. The thermostat was replaced last year, so I'm confused about what's causing it this time. Can I book it in for a diagnosis?
My car has done a hundred and eighty thousand miles and has started burning through oil. Is it worth a rebuild, or should I cut my losses and look for something newer?
Sputtering at motorway speeds, and the exhaust smells really rich, almost eye-watering. It passed its emissions test in the spring without any trouble, so this is new.
Could you check the injectors? It's lumpy when cold and economy has dropped from fifty-five to forty mpg in a few months.
""",
    "brakes": """
There's an awful grinding noise every time I slow down, metal on metal. It started quietly about a week ago and now the whole street can hear me coming to a stop.
The pedal feels soft and spongy and goes almost to the floor before anything happens. I'm nervous driving the car at all, so I'd like it looked at as soon as possible.
When I stop at the lights the car pulls hard to the left. Driving in a straight line it's perfectly fine, it's only when I'm slowing down. Any idea what that could be?
High-pitched squealing from the front wheels whenever I'm coming to a stop, especially first thing in the morning. It's embarrassing in the supermarket car park. Can you fit me in next week?
The handbrake doesn't hold on our steep drive any more and the car creeps backwards. I've been leaving it in gear and putting a brick behind the wheel, which can't be right.
The steering wheel shudders when I slow down from motorway speeds, quite violently. There's no shudder at all when I'm cruising, only when I'm trying to lose speed.
The MOT advisory said the front pads are close to the limit and the rear discs are corroded. Could you give me a quote for doing both before the winter?
Small puddle of clear, slightly oily fluid by the back wheel this morning, and the pedal has gone lower than it used to be. I haven't driven it since. Should I get it towed?
The ABS warning light stays on after starting and the pedal pulses oddly even on dry roads, as if it thinks I'm skidding. Do I need to worry, or is it just a sensor?
I need a quote to replace discs and pads all round on a twelve-year-old estate. It's used for towing a caravan a few times a year, so I'd rather not go for the cheapest parts.
Burning smell after coming down a long hill, and one wheel was far hotter than the others when I touched it. Could something be sticking? The car feels sluggish too.
It takes much longer to stop than it used to, and I nearly went into someone in the rain yesterday. Please check it.
Odd one: a click from the front passenger side, only when I press the pedal while reversing. Never going forwards. It's been doing it since the car was serviced elsewhere.
The fluid reservoir under the bonnet is below the minimum line again and I only topped it up a month ago. Where could it be going? No puddles that I can see.
There's a clunk from the front whenever I pull up at a junction. The pads were replaced at another garage in March and I wonder if something wasn't tightened properly.
Scraping noise from the rear that comes and goes, only when I'm slowing. It sounds like a stone trapped somewhere behind the wheel. Could you have a look on Saturday morning?
The pedal is rock hard first thing in the morning and I have to push with both feet to stop on the drive. Takes a minute or so to get back to normal. Is that the servo?
I think one of the callipers might be seized. The rear right wheel is covered in black dust and the car feels like it's dragging, as if I'm driving with the handbrake half on.
Could you bleed the system and change the fluid? The handbook says every two years and it hasn't been done in four. I'd like it done with the next service if possible.
Squeaking from the back whenever I come off the motorway slip road and have to slow for the roundabout. Pads were done last year, but the discs are the originals.
The car won't stop straight on wet roads, it twitches to the right as soon as I press down, even gently. In the dry it's fine. It's making me anxious on the school run.
Grinding from the lever when I pull it up in the car park, and it comes up much higher than it used to before it holds. Eleven clicks now. Can it be adjusted?
There's a judder through the pedal at low speeds, like driving over rumble strips, even on brand new smooth tarmac. It started after I drove through a flooded lane.
My van, loaded with tools, takes forever to pull up. I had a near miss at a zebra crossing yesterday and I'm genuinely scared to drive it until someone has looked.
After washing the car the front wheels made a horrible noise pulling up for the first mile. Is that just surface rust on the discs, or is it a sign of something worse?
Hello, the car failed its MOT on corroded pipes at the rear according to the sheet. Could you replace them before the retest, which is due on the twentieth?
Pedal travel has got longer week by week and now it's nearly touching the carpet. There's nothing showing on the dashboard, but I know that isn't right.
I tow a horsebox and stopping feels weak with it hitched up, even on the flat. Could you check everything over, including the trailer's own system, before the show season?
The car rolls forward slightly when I'm stopped on a hill with my foot down, and the pedal slowly sinks. Feels like something is bypassing. Can you look this week?
The electronic parking switch won't release, and the dashboard keeps telling me to consult a dealer. The car is stuck on the drive. Do you deal with these or should I call the dealer?
""",
    "tyres": """
Slow puncture, front passenger side, pumped up three times this week already. Probably a screw in the tread. Repairable, or is it a new one?
The car drifts to the right on a straight road and the inner edges of both fronts are nearly bald. Do you think it needs an alignment, and can you do that while I wait?
Could you fit four winter tyres before December please? Size is 205/55 R16. A mid-range brand is fine, nothing fancy, I just want grip on the hill up to our house.
There's a bulge the size of an egg on the sidewall after I clipped a kerb parking. Is it safe to drive the ten miles to you, or should I put the spare on first?
The dashboard says low pressure on the rear left, but I checked with a gauge and it's fine. Could it be the sensor in the valve? It keeps coming back after I reset it.
A nail is sticking out of the tread, close to the edge. Can that be repaired, or does the whole thing need replacing? I'm passing your way tomorrow afternoon.
Vibration through the steering wheel between sixty and seventy miles an hour, nothing below that. New rubber was fitted recently somewhere cheap. Could they need balancing?
Hi, I hit a pothole on the bypass last night and now there's a rhythmic thumping from one corner. The rim looks slightly bent as well. Can you check it today?
Tread is down to about two millimetres on the rears according to my little gauge. What would you charge for two budget ones fitted, and do you have them in stock?
Completely flat this morning, sitting on the rim. The spare is one of those space-saver things and I'd rather not drive far on it. Could you come to me?
The car tramlines a lot, following every groove in the road, and it's tiring on the motorway. Do I need different tyres, or is it something to do with the geometry?
Lots of small cracks in the rubber around the sidewalls. The car sat unused in a garage for two years before I bought it. Are they safe or should I replace the lot?
A loud roar from the wheels on the motorway that changes with the road surface rather than the speed. Someone at work said it might be uneven wear on the tread. Can you look?
Please could you swap the summer set back on and store the winter ones for us again, like last year? Any day next week suits, we can leave the car all day.
The locking wheel nut key has gone missing and of course I now have a puncture. Can you get the wheel off without it? I'm stuck on the drive until then.
The valve keeps leaking air, I can hear a hiss when I press the tip with my finger. Is that just the valve that needs changing, or the whole tyre?
The outer shoulder on the front left is wearing much faster than the right-hand side. The tracking was last done three years ago, so I'm guessing it's due?
Our caravan tyres are seven years old with plenty of tread left, but I've heard they age out regardless. Could you check the date codes and tell us honestly?
I'd like all four rotated and the pressures set for a heavy load, please. We're driving to the south of France next week with a roof box, two teenagers and a dog. Could you also check the spare and tell me whether anything needs replacing first?
The run-flats on my car are expensive to replace. Can I switch to ordinary ones and carry a repair kit instead, and would that cause any problems with the car?
I drove through a building site for work and now the rear right is losing a few psi a day. Probably picked something up. Could you find it and patch it?
One front wheel is wobbling visibly at low speeds, like it isn't quite round. I bought the car second-hand last month and didn't notice it on the test drive.
Can I bring my own tyres, bought online, and have you fit and balance them? Four seventeen-inch ones. Let me know the price per corner and when you're free.
Lots of squealing going round roundabouts, even slowly, and the car feels a bit vague. The pressures seem low when I look at them. Could that alone be the cause?
The spare wheel has gone flat in the boot and I've no idea how long it has been like that. Could you check and inflate it when the car comes in for its service?
A police officer stopped me and said my front tread was illegal. I need new ones fitted today if you have them in stock, otherwise I can't really drive anywhere.
There's a bubble on the inside wall of the rear tyre, which I spotted while washing the car. I didn't hit anything that I know of. Is it safe for now?
The steering pulls to the left since I had new front rubber put on at a different place. Could they have been fitted the wrong way round, or is it the alignment?
Heavy pothole impact on the way home, and now the low pressure light is on and the car sits noticeably lower on one corner. I've stopped in a lay-by. Can you help?
My teenager's first car needs two new fronts before she can drive it. Cheapest safe option please, she mostly drives to college and back and she's careful.
""",
    "electrics": """
The battery went flat twice this week overnight, and the car is only a year old. Something must be draining it while it's parked, because it starts fine during the day.
The headlights flicker whenever I use the indicators, and the dashboard lights dim at the same time. It's been getting worse over the last month. Can you trace the fault?
The window on the driver's side won't go up and it's stuck half open. Rain is forecast tomorrow, so I've taped a bin bag over it for now. Please can you help quickly?
The central locking only works on three doors. The rear passenger one stays locked whatever I do, so the kids have to climb across. Can this be repaired?
The car is completely dead this morning: no lights, no click, nothing at all when I turn the key. A jump start from my neighbour didn't help either. Can you come out?
The sat nav screen keeps rebooting while I'm driving, and the radio loses all its saved stations every time it happens. It's only two years old. Is this a known fault?
The battery warning light comes on after about ten minutes of driving and stays on until I switch off. The headlights seemed dimmer last week too. I'm guessing it's the alternator, but I'd like it tested properly before I spend money on parts. Are you free on Friday?
The wipers stopped mid-sweep in the middle of a downpour and won't go back to rest. The fuse looks fine to me, but I'm not an expert. Can you look tomorrow?
The indicators flash twice as fast on the left side as on the right. I've checked the bulbs at the front and back and they both look fine. Any ideas?
The whole dash display went blank on the motorway: speedometer, fuel gauge, everything dead. The car kept driving normally, but I had no idea how fast I was going.
The horn doesn't work, which I discovered at the worst possible moment when someone reversed towards me. Can you sort it quickly? It's an MOT failure item too.
The reversing camera just shows a black screen now, although the parking sensors still beep as normal. It's a big car and I really rely on that camera.
The heated seats and the heated windscreen both stopped working on the same day. Is that a coincidence, or is it likely to be one fault? It's a cold car without them.
Whenever it rains the interior light comes on by itself and the alarm went off at three in the morning. The neighbours are not impressed. Please help before they start a petition.
There's a click when I turn my key, but nothing turns over. Lights and radio work perfectly. I've had to get a lift to work two days running.
Could you fit the wiring kit for a tow bar so that the trailer lights work? The bar itself is already fitted, it's just the socket and the electrics that aren't done.
The key fob won't open the car from more than a metre away. I put a new battery in it and that made no difference at all. Is it the fob or the car?
The airbag warning light came on after I took the seats out to clean the carpets. I suspect I've disturbed a connector underneath. Could you check and reset it?
Someone behind me flashed to tell me my rear lights aren't coming on when I press the pedal to stop. I've checked the bulbs and both look fine. Could it be a switch?
Our electric car won't charge at home any more. The light on the cable goes red after a few seconds, but it charges perfectly at public chargers. Can you diagnose it?
The dashboard lit up like a Christmas tree with about six warnings at once after a jump start. The engine runs fine and the car drives normally. Do I need to worry?
The radio stays on after I take the key out, and the battery was flat this morning. I think the two things must be connected. Could you find out why?
Fog light switch does absolutely nothing and the MOT is in two weeks. Could you fix it before then, please?
There's a smell of hot plastic from behind the dashboard and the fan only works on full speed now. I've stopped using it in case it's a fire risk.
The socket I use to charge my phone has stopped working and the clock resets itself every time I start the car. I've swapped the fuse already. Any ideas?
The mirrors won't fold in any more and the passenger one is pointing straight at the ground. The switch makes a faint noise but nothing moves.
The alarm goes off at random during the night, sometimes three times. We've had to disconnect the battery to get any sleep. Can you find the cause?
One headlight is much dimmer than the other and looks yellowish. I fitted a new bulb and it made no difference. Could it be the wiring or the earth?
The stop-start system has stopped working and a message says the battery is too weak, but the car starts fine every morning. Do I really need a new battery?
The sunroof opens but won't close. The motor whirs and nothing moves, so the car is currently parked under a tarpaulin. Could you fit it in urgently?
""",
    "bodywork": """
Someone reversed into my rear bumper in the supermarket car park and drove off without leaving a note. It's cracked right across and hanging down on one side. Could you give me a quote for fixing it, and say whether it's worth going through my insurance?
Rust bubbles are appearing along the bottom of both doors and over the rear arches. Can you treat it before it spreads any further? The car is otherwise in good order.
Deep key scratch down the whole passenger side, front wing to back. I'd like a price for a respray of the affected panels, colour matched if possible.
A stone chip on the bonnet has started to rust around the edges. It's only small, but I'd like it dealt with properly before the winter salt gets onto it.
There's a dent in the driver's door from a runaway trolley. No paint damage as far as I can see. Could it be pushed out without repainting, and roughly how much?
The wing mirror housing was smashed by a passing van. The glass is fine and it still adjusts, it's just the cover that's in pieces. Can you get a matching one?
Hail left dozens of small dents across the roof and bonnet. Does paintless dent removal work for that kind of damage, or is it a bigger job?
The boot lid has a crease where it was closed on a bike rack, and the seal doesn't sit right now, so water gets in when it rains. What would the repair involve?
The front bumper got scuffed on a bollard and the paint is missing in a patch the size of my palm. Could you blend it in so it doesn't look patched?
The MOT tester said the sills are rotten. Is it worth welding them, or is the car past saving? It's a fifteen-year-old hatchback but it runs perfectly.
The clear coat is peeling on the roof, with white patches like sunburn. It's a ten-year-old red hatchback that lives outside. Could you quote for the roof?
The fuel filler flap was snapped off at the petrol station when someone leaned on it. Do you fit and paint replacements, or should I go to the dealer?
A branch fell on the car during the storm and the roof is dented just above the driver's seat. Nothing inside is damaged. When could you have a look?
The rear spoiler has come loose on one side and flaps at speed, which is alarming on the motorway. Can it be stuck back on securely, or does it need replacing?
The door won't shut properly since a minor bump. There's a gap at the top and the paint has cracked along the hinge. Could the door be realigned?
Bird droppings have etched marks into the paint on the bonnet after the car sat under a tree for a month. Can they be polished out or will it need paint?
The plastic arch trim over the front left wheel was torn off when I bumped a kerb. The wheel itself seems okay, it's just the trim hanging loose. Can you replace it?
The side skirt scraped along a high kerb and there's a long gouge in the paint. Could you quote for the repair? I'm happy to leave the car for a few days.
The tailgate hinge has rusted and brown streaks are running down the paint below it. Does this need a new panel, or can it be patched and painted?
A cyclist rode into my door as I was opening it and the edge is bent outwards. Everyone is fine, the door isn't. Could you repair it or is it a new door?
We bought a second-hand car and the rear quarter has clearly been painted a slightly different silver. Could you blend it in so it matches the rest?
The number plate bracket is cracked and the plate is hanging by one screw. There's a small dent just under it too. Can you sort both while I wait?
Could you look at the underside? There's surface rust on the floor pan and I'd like it treated and protected before it becomes a bigger problem.
A delivery lorry clipped our parked car and crumpled the front wing. The insurer says we should get a quote from a body shop. Do you deal with insurers directly?
Our dog jumped up at the car and left claw scratches all over the rear doors. Can they be polished out, or will the doors need repainting?
The bonnet catch failed on the motorway and it flew up and dented against the windscreen frame. The glass is fine. Can the bonnet be repaired or replaced?
Paint is bubbling around the edge of the windscreen rubber where it meets the roof. I'm worried it's rusting underneath. Could you take a look and advise?
The corner of the rear bumper and its reflector were broken by a reversing van. The parking sensors still beep fine. How much would a new bumper cover be?
Can you polish out swirl marks left by a cheap car wash? My black paint looks grey in bright sunlight and it's driving me mad. Is a machine polish enough?
Roof rails came away and left holes that leak when it rains. Need them sealed and painted, as soon as you can.
""",
}

# A candidate's reply to a written job offer. `accept` takes the offer as it stands (questions
# about start-day logistics, paperwork or parking do not change that); `decline` turns it down,
# however warm, grateful or regretful the reply; `negotiate` wants a term changed (pay, start
# date, hours, remote days, notice, title, relocation help) before agreeing, however keen it
# sounds. The label is what the reply does with the offer, not its mood.
OFFER = {
    "accept": """
Dear [Name], thank you so much for the call yesterday and for the letter that followed. I've read everything through carefully, talked it over at home, and I'm delighted to say yes. The salary, the hours and the start date of the first of next month all work for me. I've signed the contract and attached a scan. Could you let me know where to go on my first morning and who I should ask for at reception? Looking forward to meeting the team properly.
Hi [Name], I'll keep this short because I'm grinning too much to type properly: yes, yes, yes. I'd be very happy to join as a junior designer on the terms in your letter. I'll hand my notice in at the café on Friday, which leaves me free from the date you suggested. Is there anything I need to bring on day one apart from my passport and bank details? Thanks again for taking a chance on someone changing careers.
Hello [Name], after a weekend of thinking it over I'm pleased to confirm that I accept the position of warehouse team leader. To be honest I wasn't sure at first whether the night shifts would suit my family, but we've worked out the childcare and it's fine. The pay and the start date are both as we discussed. I'll return the signed copy by post today. One practical question: is there staff parking on site? If not, I could get the bus.
Dear [Name], thank you for the offer of the teaching assistant post. I'm happy to accept it on the terms set out, including the fixed term of one year. I understand the school will need my DBS check and references before I can start, so I've filled in the forms and sent them to the office this morning. If anything else is missing, please let me know. I'm really looking forward to working with the year two class in September.
Hi [Name], I wanted to reply properly rather than just ticking the box in the portal. I'm accepting the data analyst role. I know I asked a lot of questions about the pension and the probation period during the interview, and your answers reassured me. Everything in the offer letter matches what we agreed. My current employer has confirmed I can leave after four weeks, so the start date works. See you on the fourteenth!
Dear [Name], I would like to formally accept your offer of employment as a staff nurse on the surgical ward. I appreciate the flexibility you showed in arranging the interview around my shifts. The band, the hours and the start date are all acceptable to me. I have a few questions about the uniform fitting and the induction timetable, but I'm sure those can be answered nearer the time. Thank you, and I look forward to joining the ward.
Hello [Name], sorry for taking a few days to reply, I was away with limited signal. I'm very pleased to accept the role of customer support adviser. I did wonder whether to ask about working from home more often, but honestly the arrangement you described is fine for now and I'd rather get started. I'll sign the contract through the link today. Could you confirm whether the first week of training is in the office or online?
Dear [Name], it was lovely to hear from you. I'm delighted to accept the offer of the apprenticeship in electrical installation. My parents have read the agreement with me and we're all happy with it, including the college days and the pay rate for the first year. I'll bring my certificates on the first morning. Thank you for giving me this opportunity; I know a lot of people applied and I won't let you down.
Hi [Name], thanks for the offer and for the patience while I had my references sorted. I accept the role of marketing coordinator, starting on the date in your letter. I noticed the title on the contract says "assistant" rather than "coordinator", but you explained that on the phone, it's just the old template, and I'm not worried about it. I've signed where indicated. Is there a dress code I should know about, or is it fairly relaxed?
Dear [Name], I'm very grateful for the offer of the sous chef position. I've thought about it carefully, and although the commute is longer than I'm used to, the kitchen and the team are exactly what I was looking for, so I'm happy to accept. The pay and the split shifts are fine with me. Please send over any paperwork you need completed. I can start on the Monday you proposed and I'll bring my own knives.
Hello [Name], quick reply from my phone: I accept! Thank you so much. I'll look at the full contract properly this evening and send it back signed by tomorrow at the latest. The start date is perfect because my current contract ends the Friday before. I'm really excited to be joining the lab and to get stuck into the project you described. Do you need a copy of my degree certificate, or is the transcript enough?
Dear [Name], following our conversation on Thursday, I am writing to confirm my acceptance of the post of finance officer at the salary stated. I understand the role begins with a six-month probation period, which I'm comfortable with. I have already informed my current manager and arranged my leaving date accordingly. Please let me know if you need anything further from me before my first day, such as my P45 or proof of address.
Hi [Name], I've had a chance to go through the contract with my partner and we're both happy with it. I'm accepting the offer of the part-time bookkeeping role, three days a week as discussed. I'll need to finish a small freelance job in the first week, but I'll do that in the evenings, so it won't affect my hours with you. I'm looking forward to it. What time should I arrive on the first day?
Dear [Name], I was honestly expecting a rejection after stumbling over the presentation, so your call was a lovely surprise. I'm delighted to accept the position of project coordinator. The terms in the letter are all fine and I'm happy to start on the second of the month. I've returned the signed contract and the equal opportunities form. Thank you to you and the panel for seeing past my nerves.
Hello [Name], thank you for the offer of the delivery driver role. I'd like to accept it. I've got my licence and the card for the tachograph ready and I can do the medical whenever suits you. The hourly rate and the four-on, three-off pattern suit me well. I did ask about weekends during the interview, and I'm fine with the rota you described. Let me know when the induction is.
Dear [Name], I am pleased to accept the offer of a research assistant post for the two-year project. I've read the terms, and although the salary is a little lower than my current one, the work is what I want to be doing and I'm happy with it as it stands. I'll arrange my move over the summer. Could you tell me who will be my line manager on the first day?
Hi [Name], just confirming in writing what I said on the phone: I accept the receptionist role at the practice. Thank you for being so clear about the hours and the pay. The start date works, though I will need to leave at four on my first Tuesday for a dentist appointment I booked months ago; I hope that's okay, and if not I'll move it. Looking forward to joining you all.
Dear [Name], thank you for the offer letter for the role of site engineer. I accept it. You asked whether I'd be willing to travel to the northern sites for the first month, and yes, that's absolutely fine. The salary, car allowance and start date are all as agreed. I have signed the contract electronically and uploaded my right to work documents. Please let me know about safety training before I go on site.
Hello [Name], I had to read your email twice to make sure I wasn't imagining it! I'd love to accept the role of library assistant. The hours fit perfectly around my children's school day and the pay is what was advertised. I've completed the forms you sent and attached them. Is there a staff room where I can leave my lunch, and should I bring anything with me on the first day?
Dear [Name], after careful thought I'm accepting your offer for the senior developer role. I did have another offer with a slightly higher salary, but I was more impressed by your team, the way you run your projects and the honesty of the interview, so I'm not asking you to match it. The terms in your letter are fine. I can start on the date proposed, once my notice period ends. Thank you.
Hi [Name], thanks again for yesterday's call. I'm happy to confirm I'll take the seasonal job at the garden centre on the hours and rate you offered. I understand it runs until the end of January and may be extended. I'm available from Monday. Do I need safety boots for the yard, and if so is there anywhere nearby that sells them? I'm really looking forward to the Christmas rush, strange as that sounds.
Dear [Name], I'm delighted to accept the position of care assistant. The meeting with the residents during the trial shift convinced me this is where I want to work. The rota and the hourly rate are all fine with me. I'll bring my passport and the two references to the office on Wednesday as requested. Is the moving and handling course run in-house or will I go elsewhere for it? Thank you once more.
Hello [Name], I'm replying to the offer for the graphic designer role. I accept, and I'm very grateful. I know we discussed the possibility of a four-day week at some point in the future, but I understand that isn't on the table during probation and I'm completely fine starting full time. I've signed and returned the contract. Could you send me the login details for the design software so I can get familiar with it?
Dear [Name], I wanted to thank you personally for the offer of the legal secretary position and to confirm that I accept. The salary, hours and holiday entitlement all match what was in the advert, and the start date is perfect. I'm working my notice with my current firm and they have been very understanding. I'll bring the signed contract with me on the first day unless you need it sooner.
Hiya, yes please! I accept your offer of a barista supervisor role on those terms you sent through. It's a big step up for me, so I'm a bit nervous, but mostly excited. I've got my food hygiene certificate, which I can send over today. Will I be trained on your new till system before my first shift on my own, or is it learn as you go? Can't wait to start.
Dear [Name], I am writing to accept the position of lab technician offered in your letter of last week. I apologise for the short delay in replying; I wanted to be sure I could arrange childcare for the early starts, and that is now settled. The terms are fine as they are. I'll return the signed copy with the health questionnaire by the end of the week. Thank you for your patience.
Hello [Name], after a long chat with my family last night I've decided to say yes to the offer. Moving across the country is a big change and I won't pretend I didn't hesitate, but the role, the salary and the relocation package are generous and I'm happy with all of it. I'll plan the move for the second half of next month so I can start on the date you set.
Dear [Name], thank you for your offer of the part-time tutor post. I accept, and I'm glad the hours work around my studies. I've read the safeguarding policy and signed to say so. I noticed the contract mentions evening parent meetings once a term; that's absolutely fine. Please let me know when I'll be given my timetable and which rooms I'll be using. I'm really looking forward to starting.
Hi [Name], short and sweet: I've signed the contract for the plumber's mate position and posted it back this morning. Thanks for being straight with me about the early starts and the travelling, no problem at all. The van and the tools sound great. I'll be at the yard at seven on Monday as you said. If anything changes about the first job, just send me a text the night before.
Dear [Name], I'm pleased to accept the role of events officer. I know I mentioned during the interview that I'd ideally like a slightly later start date, but I've since spoken to my manager and I can leave earlier than expected, so the date in your letter works perfectly. The salary and benefits are as discussed. I'll email my bank details and emergency contact to the HR address today.
Hello [Name], thank you for the offer, and apologies for the slow reply, my daughter has been ill. I'm very happy to accept the position of payroll administrator. I've read the terms and I'm fine with them, including the hybrid arrangement of two days in the office. I'll sign the contract tonight. Could you please tell me which entrance to use on the first day and whether I need a pass?
Dear [Name], I'm delighted to confirm that I accept the position of gardener on the estate. The cottage that comes with the role is a lovely bonus, and the pay is fair for the season. I've signed both copies of the agreement and left one with the head gardener when I visited on Saturday. I can start on the first of March as planned. Thank you for the opportunity.
Hi [Name], thank you for the offer of a place on the graduate scheme. I accept! I know the first rotation is in the regional office rather than head office, which I hadn't expected, but I'm genuinely happy to go wherever I'm placed. The salary and the training programme are great. I've completed the online onboarding forms. Is there a chance to meet the other graduates before we start?
Dear [Name], I'm writing to let you know that I accept the offer of the operations manager post. The package is as we discussed, and I appreciate you clarifying the bonus scheme in writing. My notice period is three months, as I mentioned at interview, so the start date in your letter already takes that into account. I look forward to working with you and the rest of the senior team.
Hello [Name], I'm thrilled to accept the position of veterinary nurse. Meeting the team and seeing the new surgery made up my mind. I'm happy with the salary and the on-call rota as set out in the letter. I'll need to renew my registration before the start date, which I'm doing this week, and I'll send you proof once it's through. Thank you for everything so far.
Dear [Name], many thanks for the offer of the translator role. I accept it gladly. The rate per word and the guaranteed minimum hours are both acceptable, and the start date suits me. I've signed the freelance agreement and the confidentiality form and attached them here. Please let me know which software you use for shared glossaries so I can install it before the first assignment arrives.
Hi [Name], after my interview I wasn't sure I'd be offered anything, let alone the full-time role instead of the part-time one I'd applied for. I'm very happy to accept it. The salary is more than I expected and the hours are fine. I've handed in my notice at the supermarket and I can start in two weeks, on the date you suggested. Thanks so much.
Dear hiring panel, I'm pleased to accept the position of school business manager. I've reviewed the contract, job description and the staff handbook, and everything is clear. I'm particularly grateful that you arranged for me to meet the outgoing manager for a handover. I can start at the beginning of the summer term as proposed. Please pass on my thanks to the governors who sat on the panel.
Hello [Name], thank you for offering me the job at the bike shop. I accept, and I'm really chuffed. The wage and the Saturday shifts are fine. I'm finishing college in June so the start date after my exams works well. Should I bring my own tools or does the workshop have everything? I've got a basic set but nothing fancy. Looking forward to it.
Dear [Name], thank you for the offer of the administrative officer post in the planning department. I'm happy to accept on the terms offered. I have one practical query: the contract refers to a flexitime scheme, and I'd be grateful for a copy of the policy so I understand how it works. This doesn't affect my acceptance, I'm just curious. I've attached the signed contract and look forward to starting.
""",
    "decline": """
Dear [Name], thank you so much for the offer and for the time you and the team spent with me during the interviews. I've thought about it very carefully over the weekend, and I'm afraid I've decided not to accept. I've had an offer from a company much closer to home, and with two young children the shorter commute made the decision for me. I really enjoyed meeting everyone and I hope our paths cross again.
Hi [Name], I can't tell you how much I appreciated your call yesterday. It's a wonderful offer and the role sounds exciting, which makes this email harder to write. After a lot of soul-searching I've decided to stay where I am, as my current employer has offered me a promotion and I feel I owe them another year. Thank you again for your kindness throughout the process, and I wish the team every success.
Dear [Name], I'm grateful for the offer of the senior analyst position. Unfortunately, after reviewing the package I don't think it's right for me at this stage, and I'd rather not waste your time trying to bend it into something it isn't. This is nothing to do with the team, who were brilliant, or the work, which sounds fascinating. I'm withdrawing my application and wish you the best of luck in finding the right person.
Hello [Name], thank you for offering me the job. I was thrilled to get the call, and I know I sounded keen on the phone. Since then, though, my partner has been offered a job abroad and we've decided as a family to move in the spring, so I won't be able to take up the post. I'm sorry to let you down after all the effort you put into the interviews. Best wishes to everyone.
Dear [Name], I wanted to respond to your generous offer as soon as possible so that you can move on to other candidates. I'm afraid I must decline. My health has taken a turn in the last fortnight and my doctor has advised me not to start a new full-time role for the next few months. It's a real shame, because I was looking forward to it. Thank you for your understanding.
Hi [Name], I hope you're well. I've been going back and forth for days and I finally have an answer. As much as I loved the team and the office, I've realised the role isn't the direction I want to go in right now. I'd be taking it for the wrong reasons. I'm really sorry, and I'm grateful for your patience while I made up my mind. Thank you for everything.
Dear [Name], thank you for the offer of employment as a trainee accountant. I have given it serious consideration, but I have decided to accept a place on a full-time master's course starting in September instead. I'd like to thank you for the encouragement you gave me at interview, which helped me see what I really wanted. I hope you'll consider me again in future if a similar role comes up.
Hello [Name], I'm writing with some regret. I'd love to say yes to the role and I was thrilled to be offered it, but the salary is simply too far below what I need to cover my rent and childcare. I know the budget is fixed and I'm not asking you to change it, so I'm going to have to say no. I hope you find someone brilliant, and thank you for being so open.
Dear [Name], please accept my sincere thanks for offering me the position of office manager. After discussing it with my family, I'm going to turn it down. The daily drive would be over an hour each way, and I underestimated how much that would affect us. I'm sorry it's taken me a week to reply. I enjoyed meeting you and the directors very much and wish you well.
Hi [Name], your email was a lovely surprise and I've been smiling about it all morning. Unfortunately I have to say no. Only yesterday I accepted another offer that I'd been waiting on for weeks, and I signed the contract before yours arrived. The timing couldn't have been worse. Thank you for thinking of me, and I genuinely hope we'll work together one day.
Dear [Name], I'm grateful for the offer and for the flexibility you showed over the start date. I have decided, though, that I will not be taking up the position. I've been offered the chance to go back to my old team on better terms, and with the uncertainty of a new sector I think it's the safer choice for me right now. Thank you and best wishes for the project.
Hello [Name], thank you for the offer, which I know the panel discussed at length. I'm going to decline it. I'm not comfortable with the amount of overnight travel that came up in the second interview, and I'd rather say so now than accept and leave after six months. Thank you for being so honest about it. I'd be happy to be considered for any office-based roles in future.
Hello [Name], first of all, congratulations on the new funding, and thank you for thinking of me for the role. I've read the contract and talked it over with my husband, and I've realised that I'm just not in a position to change jobs this year. Nothing in the offer needs changing; the problem is entirely on my side. I hope you find the right person quickly, and I'd be glad to hear from you again in the future.
Dear [Name], this is a hard email to write. The offer is excellent, the team was warm and the work is exactly what I hoped for. However, my father's illness has become more serious and I need to stay close to him, which rules out relocating. I'm afraid I have to decline. Thank you for your patience and kindness during what has been a difficult month.
Hi [Name], thanks very much for the offer, I really appreciate it. I've decided not to go ahead. It's not about the money or the hours, both of which were fair, I just didn't feel the role would stretch me in the way I'm looking for. I'm sorry if I gave the impression I was certain at the final interview. Wishing the team every success with the launch.
Dear [Name], I have received your kind offer of the position of assistant manager. After careful thought, I regret that I must decline. I'm setting up my own business, something I have been planning for some years, and the timing now seems right. I'm very grateful for your interest and for the time you invested in me. With all good wishes for the future.
Hello [Name], I'm so sorry to be writing this after saying on the phone that I'd "almost certainly" accept. Having read the contract in full, I can't agree to the non-compete clause, and I understand from your colleague that it's standard and can't be removed. So, with real regret, I'll have to turn down the offer. Thank you for your understanding.
Dear [Name], thank you for offering me the teaching post. I was delighted, and it took me a long time to decide. In the end I've chosen to accept a permanent post at the school where I did my training, where I already know the children and staff. I hope you'll understand. It was a difficult choice and I came away from your school very impressed.
Hi [Name], thank you, genuinely, for the offer and for the lovely tour of the kitchen. I'm going to pass on this one. My current head chef has asked me to take over the new restaurant they're opening, and it's the kind of chance I may not get again. I would love to come and eat with you sometime instead. All the best to you and the brigade.
Dear [Name], I must respectfully decline the offer for the position of data engineer. My circumstances have changed since I applied: I've been asked to lead a project in my current role that I'm very keen to see through. I recognise this is disappointing after the time you've spent, and I'm sorry. I'd welcome the chance to stay in touch, and thank you again.
Hello [Name], I've thought long and hard and I'm going to say no to the offer, though I'm very grateful for it. The start date is fine, the pay is fine, but I've realised I want to stay in the public sector for the pension and the stability, especially at this point in my life. Please thank the interview panel for me. I wish you all the very best.
Dear [Name], thank you for the offer of the junior designer role. I'm so pleased to have been chosen, but I have decided to continue with my studies for another year before starting work, following advice from my tutors. I'd be grateful if you kept my details on file for next summer. Thank you once again for your time and the helpful feedback on my portfolio.
Hi [Name], I hope this doesn't come as too much of a surprise. I was offered a counter-offer by my employer yesterday, including the flexible hours I'd been asking for, and I've accepted it. That means I won't be joining you after all. I feel awful, as you've been nothing but generous. Thank you for everything, and I'm sorry for any inconvenience this causes.
Dear [Name], I'm writing to let you know that I won't be accepting the post of care coordinator. Although I was very keen after the interview, I have since learned that I'll need surgery in the new year, and the recovery time would mean a long absence almost as soon as I started. I don't think that would be fair on the team. Thank you so much for understanding.
Hello [Name], thank you for the offer, which I'm very flattered to receive. I've had to think carefully about the night shifts. I thought I could manage them, but having tried a couple of trial nights I've realised they don't suit me at all. I'd rather be honest now. I won't be taking the role. Thank you for being so welcoming, and I hope you fill the post quickly.
Dear [Name], many thanks for the offer of a place on the graduate programme. I'm pleased and grateful, but I've accepted a position with another firm whose programme is based in my home city, and I've decided to stay close to family. I'll always remember how friendly your assessment day was. Please pass my thanks on to everyone who ran it. With best regards.
Hi [Name], I'm sorry for the delay in coming back to you. I've weighed everything up and, with regret, I'm withdrawing from the process. I had assumed the role was fully remote, and when I realised it was three days a week in the office, I knew it wouldn't work with my caring responsibilities. I'm not asking for any changes, just explaining. Thank you for your time.
Dear [Name], please accept this email as my formal response to your offer of the research fellow post. I have decided to decline. I've been awarded a grant that will let me continue my own project for two more years, which I could not turn down. Thank you to you and the department for a stimulating interview. I'd be delighted to collaborate in future.
Hello [Name], your offer means a lot to me, especially after such a long search. But I've had an unexpected offer from a charity I've volunteered with for years, and I've decided that's where my heart is. I'm sorry to go back on the enthusiasm I showed at interview. I hope you find someone who's just as excited about the role as I was.
Good afternoon, thank you for the offer of the administrator role. After careful consideration I'll be remaining in my current position, which has recently been made permanent. I want to thank you and your colleagues for making the interview such a positive experience; it gave me real confidence, whatever happens next. Please accept my apologies for any inconvenience caused, and my best wishes to the whole team.
Hi [Name], I need to let you know that I'm unable to accept the job. The background check raised a query with my previous employer's records, and sorting it out will take longer than the start date allows. Rather than hold things up, I'd prefer to step aside now. Thank you for your patience, and I'm sorry the timing hasn't worked out for us.
Dear [Name], I'm truly grateful for the offer of the sales executive role, and for the thoughtful way you presented it. Having taken some time, I don't think the commission-based structure suits me, and I've decided to pursue roles with a higher fixed salary instead. I know that's how the role works and I'm not expecting it to change. Thank you and good luck.
Hello [Name], I would like to thank you for the offer, but I'm going to decline it. I'm taking some time out to travel before I settle into a permanent job, something I've put off for years. It was a tough call, because the role is a great one. I hope you'll forgive me, and I'll be in touch if I'm looking again next year.
Dear [Name], thank you for the offer to join the finance team. I've considered it seriously and I'm afraid my answer is no. My current employer has been very supportive through a difficult year and I don't feel this is the right moment to leave them. I know that sounds old-fashioned. I appreciate your understanding and hope you find the right person.
Hi [Name], thanks again for the interview and the offer. I'm so sorry, but I'm going to have to turn it down. My visa situation has changed and I won't be able to start work in the country until next year at the earliest. If the role is still open then, or something similar comes up, I'd love to hear from you. Best wishes to you and the team.
Dear [Name], I was delighted to receive your offer, and I want to say how much I admire the work your organisation does. However, I've accepted an offer from another organisation, which came with an opportunity to work abroad that I've been hoping for. I am sorry to decline and I'm grateful for your interest in me and for your patience. With warm regards.
Hello [Name], thank you for the offer of the warehouse supervisor job. I'll be honest with you: I've been offered my old job back at the depot, closer to home and on days, and I've taken it. I know you were keen for me to start soon, so I wanted to tell you straight away. Thanks for giving me a chance, it meant a lot.
Dear [Name], I've spent the week thinking about your offer for the role of communications lead. It's a great opportunity and I'm grateful, but I've come to the conclusion that it would be wrong to leave my current team in the middle of a major campaign. I don't want to start with you half-hearted. I hope you'll understand, and I wish you every success.
Hi there, I really hoped I'd be writing to say yes, but it isn't going to be possible. Our landlord has just given us notice and we're having to move much further away than we planned, which makes a daily journey of two hours each way impractical. I'm disappointed, honestly. Thank you so much, and please keep me in mind if anything comes up nearer our new place.
Dear [Name], thank you for your call and the written offer that followed. I have decided not to take up the position. Having spoken with current employees, I don't feel the culture is the right fit for me, and I'd rather be upfront about that. I do want to thank you personally for your honesty and warmth during the process. I wish you all the best.
""",
    "negotiate": """
Dear [Name], thank you so much for the offer, I'm really excited about the role and the team. Before I sign, I wanted to raise the salary. Based on my experience with the systems you use and the going rate for similar roles in the area, I was hoping for something closer to the top of the advertised range. Would there be any flexibility there? I'm very keen to make this work and hope we can find a figure that suits us both.
Hi [Name], I'm delighted to have been offered the position and I'm very keen to join. The only sticking point is the start date. I'm committed to finishing a project with my current employer that runs until the end of next month, and leaving before that would let them down badly. Would it be possible to start four weeks later than proposed? If so, I'd be happy to sign straight away.
Dear [Name], thank you for the offer of the project manager role. I'd love to accept, but there's one thing to discuss first. The letter says five days in the office, whereas at interview we talked about the possibility of two days working from home. That arrangement is important to me because of the school run. Could we agree that in the contract? Everything else looks great.
Hello [Name], I was thrilled to get your call yesterday. I've read through the offer and I'm keen, but the salary is a little below my current pay, and moving would mean a pay cut once I add the longer commute. Can you increase it by around two thousand, or perhaps add a travel allowance? I really want this to work and hope you can meet me somewhere near that.
Dear [Name], thank you for the generous offer. I'm very pleased and want to accept, subject to one change. The contract states a notice period of three months, which seems long for a role at this level, and I'd be more comfortable with one month, as is usual in my field. Are you willing to amend that clause? I'm otherwise happy with everything.
Hi [Name], I'm so pleased to be offered the role! Just one thing before I say yes: I'd already booked a two-week holiday in the second month, long before I applied. Can you honour those dates, even if it means taking some of the time unpaid or starting with a slightly reduced allowance? If that's possible, I'd accept immediately and sign whatever you need.
Dear [Name], I appreciate the offer of the senior nurse position very much. Having looked at the banding, I believe my experience running a ward for the last three years would justify placing me at a higher point on the scale. I've attached a summary of my responsibilities. Could the panel reconsider the starting point? I remain very enthusiastic about joining the team.
Hello [Name], thank you for the offer. It's a great opportunity and I want to take it. The relocation, though, is a big step for my family, and the letter doesn't mention any help with moving costs. Is the company able to contribute towards removals or temporary accommodation for the first month? With that in place I'd be able to say yes with confidence.
Dear [Name], I was very pleased to receive the offer and I'm keen to accept. May I ask whether the job title can be "senior designer" rather than "designer". I've led projects and managed freelancers for several years, and the title matters for how clients will see me. The salary is fine as it is. Let me know if that's possible.
Hi [Name], thanks for the offer, it's brilliant news. I'd love to work four days a week rather than five, at a pro rata salary, as I care for my mother on Fridays. I mentioned this briefly at interview but I'm not sure it was picked up. Is that something you could agree to? If so, I can sign this week and start on the date you gave.
Dear [Name], thank you for the offer of the software engineer role. I've had another offer that is somewhat higher, but your company is honestly my first choice because of the team and the product. Are you able to match the other offer, or close the gap with a signing bonus? I'd much rather join you, and I hope we can find a way.
Hello [Name], I'm very happy to have been chosen and I'm ready to accept, but the hours need clarifying first. The contract says 40 hours a week with occasional weekend working, and at interview it was presented as 37.5 with no weekends. Could the contract be brought into line with what we discussed? Once that's sorted, I'll sign straight away and return it to you.
Dear [Name], thank you so much for the offer, and for your patience with my questions. I want to accept, with one request. My current employer pays for my professional exams, and I'm halfway through the qualification. Are you willing to cover the remaining modules and give me study leave for the exams? It'd make a real difference to my decision.
Hi [Name], it's great news and I really appreciate it. I want to take the job, but I'm hoping for an earlier review. The letter says the first salary review is after eighteen months. Would you consider a review after six months, once I've passed probation, with an increase if I'm meeting my targets? I think that would be fair to both of us.
Dear [Name], thank you for offering me the position of head chef. I'm excited by the menu plans and the kitchen. Before I accept, the split shifts need discussing. Working both lunch and dinner six days a week isn't sustainable for me. Might you consider five days, or a rota with two full days off together? With that, I'd be delighted to join you.
Hello [Name], I'm thrilled to receive your offer and I'd very much like to accept. My one concern is the holiday allowance: twenty days is less than I have now, and I've built up to twenty-eight over several years. Is there room to increase it, perhaps to twenty-five? I'd be willing to accept the salary as offered if we could agree on that.
Dear Sir or Madam, many thanks for your letter. I'm keen on the role, but I'm asking whether the start date can be brought forward by two weeks. My current contract ends earlier than I expected, and I'd rather not have a gap without pay. If you can accommodate that, I'd sign immediately. Everything else in the offer is perfect, and I'm excited to start.
Hi [Name], I really enjoyed the interviews and I'm excited about the offer. I'd love to say yes today, but I need to ask about the car allowance. The role involves a lot of driving between sites, and the allowance offered wouldn't cover my running costs. Is there room to increase it, or to provide a company car instead? I'm confident we can sort this out.
Dear [Name], thank you for the offer of the lecturer post. I'm very pleased, and I'd like to accept, but I wondered whether the teaching load in the first year could be reduced to allow me to finish the book I'm writing, which the department said it valued. Even a small reduction would help. I'd be grateful if you could raise this with the head of school.
Hello [Name], I'm so happy to get this offer! I'd like to accept, but before I do, could we talk about the salary? I've done some research, and the figure is below the market rate for a bilingual role like this, especially given I'd be covering two regions. Something around ten per cent higher would feel right to me. I'm flexible on how we get there.
Dear [Name], I'm very grateful for the offer and I'm eager to join. Is it possible for me to work from home for the first three months, as my family is in the middle of selling our house and moving closer to the office. After that I'd be happy to follow the usual office pattern. If you can agree to this, I'll sign and return the contract this week.
Hi [Name], thank you, I'm really chuffed. The job is exactly what I want. The hourly rate, though, is the same as I'm on now, and I'd be taking on more responsibility as a supervisor. Could you go up a bit, maybe an extra pound an hour? If not, I'd still like to talk it through before I give you my answer. Hope that's okay.
Dear [Name], thank you for the offer. I'm delighted and would like to accept, but I would like to raise the probation period. Six months with a one-week notice period feels quite precarious given I'm leaving a permanent role. Could we agree a three-month probation, or a longer notice period during it? I hope you understand why this matters to me.
Hello [Name], I'm writing about the offer of the pharmacist role. I'm very interested and would like to join. I'm currently contracted to work one Saturday a month at another pharmacy and I'd like to keep that. Would you be open to me continuing with it, as long as it doesn't clash with your rota? If yes, I'm happy to accept on the rest of the terms.
Dear [Name], thank you for the offer, which I'm pleased to receive. I'm keen to come on board, but the equity part of the package worries me. The number of share options is lower than I'd expect for a role this senior at an early-stage company. Can that be revisited, even if the base salary stays where it is? I'm happy to jump on a call.
Hello, thanks so much for your offer, I'm really pleased. Can we look at my start time? Your contract says eight, but with nursery drop-off I can't realistically arrive before nine. I'd happily work until half five to make up those hours. If that works for you, please send an amended contract and I'll sign it straight back. I'm really looking forward to getting started.
Dear [Name], I'm honoured to be offered the director role and I'm keen to accept. I'd like, however, to propose a change to the bonus structure: rather than a discretionary bonus, I'd prefer a defined target with a clear percentage attached, so that we both know what success looks like. I've drafted some wording and attached it for your consideration. Happy to talk it through.
Hello [Name], thank you for the offer of the school administrator post. I'm keen to take it, but is there any chance it can be term-time only rather than all year, as I'd assumed from the advert. I'd accept a lower annual salary accordingly. If that isn't possible, can we discuss some unpaid leave during the summer holidays? I'd love to find an arrangement that works for the school too.
Dear [Name], I'm so grateful for the offer. Before signing, a question about the parking. The letter says staff parking isn't included, and as I'll be working late shifts when the buses stop, a space is quite important for me. Could one be added to the package, or the cost covered? Otherwise everything is as I'd hoped and I'm eager to start.
Hi [Name], I've read the offer and I'm really excited. My one request is the salary: the figure is at the bottom of the band, and I was told at interview that my experience would put me nearer the middle. Could we revisit it? I'd also be happy to discuss a smaller increase now and another after probation. Looking forward to hearing from you.
Dear [Name], thank you for the offer of the operations role. I'd love to accept. I'd like to ask, though, for a later start date of the first of next quarter rather than next month. My notice period is longer than I realised when we spoke, and I don't want to leave on bad terms. Would that be acceptable? I'm very keen to join as soon as I can.
Hello [Name], I'm pleased to receive the offer and I'd like to say yes. However, I need the contract to state a fixed base location. The current wording allows you to move me to any office nationwide, and with a family I couldn't agree to that. If it can be tied to the city office, I'll sign straight away. Thanks for understanding.
Dear [Name], your offer arrived this morning and I'm delighted. Before accepting, could I ask about the training budget? The role description mentioned development opportunities, but the letter doesn't specify any support. I'd like an agreed amount each year for courses and conferences, even a modest one, written into the contract. If we can add that, I'll be very happy to confirm and start on the date you proposed.
Hi [Name], thanks for the offer! I'm very keen. Just one thing: I've been on a salary sacrifice scheme for a bike and a nursery place at my current job, and I'd lose a fair bit by moving. Is there any chance of a similar benefit, or a slightly higher salary to make up for it? I'm sure something can be worked out.
Dear [Name], thank you for offering me the role. I'm happy with almost everything, but I'd like to ask whether the hours could be compressed into four longer days rather than five. I would still work the full thirty-seven and a half hours. This would make a real difference to my caring responsibilities. Do let me know if that's something you could consider.
Hello [Name], I'm writing in response to the offer. The role is a great fit, and I'm looking forward to it, but I'm still concerned about the on-call commitment. One week in three is more than I can manage alongside family life. Can it be one week in four, or can on-call be paid at a higher rate? I need this resolved before I sign.
Hi [Name], thank you for the offer and for the friendly chat on the phone. I'm genuinely keen. The one thing I'd like to change is the contract length: it's offered as a twelve-month fixed term, and I'm leaving a permanent job to take it. Could it be made permanent from the start, or at least come with a written commitment to review it at nine months? With that reassurance I'd be glad to sign.
Dear [Name], thank you for the offer, I'm really pleased. I should mention that I've been asked to give a talk at a conference abroad in my second week, which was arranged months ago. Would you allow me to attend, perhaps as study leave? It's relevant to the role. If we can agree that in writing, I'll accept the offer today.
Hi [Name], the offer is wonderful and I'm almost there. My question is about the pension contribution: the employer contribution is the legal minimum, which is quite a drop from what I get now. Is there scope to raise it to match, perhaps in place of some of the salary? I'm flexible on the details, I just want the overall package to be comparable.
Dear [Name], thank you for your offer of the post of area manager. I'm delighted and want to accept, but would you be willing to cover my travel costs for the first six months while I look for a place nearer the office? The commute from where I live now is expensive, and some help would allow me to start on the date you've suggested.
""",
}

SETS = {"noticeboard": NOTICEBOARD, "garage": GARAGE, "offer": OFFER}

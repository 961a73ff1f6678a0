"""The seventh round of held-out sets, written by hand: one text per line under its label
(see README.md). ``python3 benchmarks/heldout/write.py heldout_seventh`` writes them as JSON."""

# Would the diner go back? Labelled by the overall verdict of the review, not by its first
# sentence: many positive reviews grumble about one small thing, many negative ones open with
# praise for the room, the staff or one dish.
REVIEWS = {
    "positive": """
The wait for a table was nearly forty minutes, which annoyed us, but the lamb shoulder was so tender that we forgot all about it. Already planning our next visit.
Parking is a nightmare round there. Once inside though, the pasta tasted properly homemade and the waiter remembered our order without writing anything down. Worth the hassle.
Bit loud on a Friday night and the chairs are hard, but honestly the best curry I've had outside of my aunt's kitchen. We'll be back.
We came for a birthday and they brought out a little cake with a candle without us asking. Starters were generous, mains were hot, the bill was fair.
The menu is short, only five mains, and I wish there were more vegetarian choices. Still, the mushroom risotto was rich and creamy and the service was warm.
Not cheap, I'll say that up front. But every plate was beautifully done and the sommelier steered us to a bottle that cost less than the one we picked.
Forgot our side of chips entirely, which was a shame, however they apologised, took it off the bill and the fish itself was flaky and perfectly seasoned.
tiny place, maybe ten tables, and you can hear the kitchen clattering. didnt matter one bit, the dumplings were amazing and the owner chatted to us like old friends
The toilets could do with a refresh and the décor is tired. Ignore all that: the roast on Sundays is the real thing, with crispy potatoes and proper gravy.
Our booking got lost somehow so we sat at the bar instead. Turned out to be the best seat in the house, watching the chefs work while we ate.
The dessert was a touch too sweet for me. Everything before it was spot on though, especially the grilled octopus and the bread with salted butter.
Took my parents here for their anniversary. Dad is fussy and he cleaned his plate and asked for the recipe. Staff were patient with Mum's allergies too.
Slow service at lunch, you need an hour at least. But the soup of the day and the sandwich were both lovely and the coffee afterwards was excellent.
They ran out of the special before we ordered, a bit disappointing. The burger we had instead was juicy, the fries crisp, and the milkshake thick enough to stand a spoon in.
Music was a little too loud for conversation. Food, though, was outstanding from start to finish and the staff could not have been friendlier to our toddler.
I'd walked past this café a hundred times without going in. Big mistake! Fluffy pancakes, fresh berries, strong coffee and a smile at the till.
The portions are small for the price, that's my only gripe. Flavours were bold and clever, the plating was beautiful and the waiter knew every ingredient.
Great little noodle bar. You queue outside in the cold and share a bench with strangers, but the broth is worth every shiver.
We had to ask twice for water, which was odd. Apart from that it was a lovely evening: crisp tempura, fresh sashimi and a quiet corner table.
First time trying Ethiopian food and the staff walked us through everything with real patience. The injera took some getting used to, but we loved the stews.
A bit far out of town and the bus doesn't run late. Still the pizza with the wood-fired crust was the best we've had in years, so we'll get a taxi next time.
Steak came medium rather than medium rare. I mentioned it and they replaced it within minutes with no fuss at all, and knocked the wine off the bill.
Decor is dated, carpet is sticky near the door, but the family who runs it clearly cares. Best kebab in the city and cheap as chips.
The card machine was broken so bring cash. Otherwise no complaints: crispy duck, lovely greens, and the fortune cookies came warm.
Came with a big group of twelve and they handled it brilliantly. Dishes arrived together, nobody was forgotten, and they split the bill without a sigh.
I'm not usually a fan of tasting menus, they drag on. This one was paced well and each course surprised us. Pricey, yes, but a special night.
The terrace gets windy and they don't have heaters. Wrap up warm and order the seafood platter, it's enormous and everything on it tastes of the sea.
They seemed understaffed when we arrived and it took a while to get menus. Once things got going the food was superb and the waitress was very apologetic.
Great vegan options, which is rare round here. The cauliflower steak was smoky and the chocolate tart was so good my non-vegan husband stole half.
Honestly a bit nervous because of some reviews online, but we had a wonderful time. Crispy pork belly, great cocktails, and the bill was fair.
Menu is only in Italian and our waiter's English was limited, which made ordering a game. Whatever we pointed at was delicious, so no regrets.
The chips were slightly soggy. Everything else, from the battered cod to the mushy peas, was exactly what a seaside chippy should be.
Wish they took bookings, we had to wait on the pavement for half an hour. Worth it though: spicy, fragrant, generous, and very kind staff.
Lovely brunch spot. The eggs were a little overdone but the sourdough, the avocado and the bacon made up for it, and the coffee was top notch.
Only downside was the noise from the open kitchen. Service was attentive without hovering and the slow-cooked beef melted in the mouth.
It's a chain, so I went in expecting nothing special. Pleasantly surprised: fresh salads, friendly team, clean tables, and it was quick at lunchtime.
We turned up ten minutes before the kitchen closed and they still served us with a smile. The ramen was rich and the gyoza were crisp.
Slightly hard to find, down an alley behind the market. Once there, a tiny bistro with a chalkboard menu and the best onion soup I have eaten.
The wine list is overpriced, stick to beer. The food itself is honest and filling, and the staff treated our elderly neighbour like royalty.
I had a small hair in my salad, which was gross, but the manager was mortified, replaced it straight away and comped our desserts. Food was very good otherwise.
Great spot for a date. Candlelit, quiet, with food that looks as good as it tastes. The only thing I'd change is the tiny table we were squeezed onto.
Staff seemed a bit rushed, and we waited for the bill. The tacos, though, were packed with flavour and the salsa bar is a brilliant idea.
Kids' menu is limited to nuggets and pasta. The adults ate like kings, mind: slow roast lamb, charred veg, and a sticky toffee pudding to share.
Came here after a long hike, muddy boots and all, and nobody batted an eye. Hearty pie, a pint of local ale, a roaring fire. Perfect.
The booking website is clunky and I nearly gave up. Glad I didn't, the set lunch is excellent value and the dessert trolley is a treat.
Not somewhere for a quiet chat, it's buzzing and cramped. But the mezze kept coming, each plate better than the last, and the bill was a pleasant surprise.
The lighting was so dim I needed my phone torch to read the menu. Hard to fault anything else: superb scallops and a crème brûlée with the perfect crack.
Two stars off for the long wait, I thought, but by the time the dessert arrived I'd changed my mind. A wonderful meal in the end.
We went on a Monday when half the menu wasn't available. What was on offer was cooked with care, and the chef came out to say hello.
Smallish portions but rich food, so we left full anyway. The pork buns are a must and the service is relaxed and friendly.
Our waiter spilt a bit of wine on the tablecloth. He laughed it off, brought a fresh glass, and the rest of the night was faultless.
Had the Sunday carvery. Yorkshire puddings could have been bigger but the meat was carved generously and the veg were properly cooked, not mushy.
Don't go if you're in a hurry. Go if you want to linger over fresh pasta, a good bottle and a tiramisu that tastes like someone's nonna made it.
I had doubts when I saw the plastic chairs. Then the grilled chicken arrived, charred and juicy, with a garlic sauce I'd happily drink.
Service was a tad slow, food was a tad salty, yet somehow the whole thing worked. Great atmosphere and we laughed all night. Would return.
We ordered too much and the waiter warned us, which I appreciated. Everything we did eat was gorgeous and they boxed up the rest to take home.
Menu prices have gone up since last year, no surprise there. Quality is still as high as ever and they remembered my usual order.
Cramped booths and a queue for the loo, but the brisket is smoked for fourteen hours and you can tell. Best barbecue in the county.
A little chilly inside, keep your coat handy. Lovely breakfast though, with proper black pudding and eggs done exactly how I asked.
They got my order wrong at first, bringing chicken instead of prawns. Fixed fast, the prawns were plump and garlicky, and a free drink appeared too.
Honest food, fair prices, no fuss. It's not fancy and the coffee is only average, but the fry-up is the best hangover cure in town.
The dining room was almost empty on a Tuesday, which worried us. No need: the chef clearly had time to lavish on each plate and it showed.
Couldn't get a table inside so we sat by the road with the traffic. Shame about the setting, because the food deserved better. Will book ahead next time.
I was the only one at the table who didn't love the spicy wings, too hot for me. Everyone else raved and my burger was great.
Quirky place, mismatched crockery and a resident cat. The scones were warm and the jam was homemade. Lovely afternoon tea for a very fair price.
Not perfect, the starters were forgettable. The mains and the desserts more than made up for it, and the team were a joy.
Bit of a walk from the station and the sign is easy to miss. Inside, it's cosy and warm and the dim sum is steamed fresh to order.
My partner's fish was a little dry. Mine, a goat's cheese tart, was perfect. Friendly owner, fair bill, we'll return for the tart alone.
Took ages to get a reply about a gluten-free cake for the party, but on the day it was beautiful and nobody could tell it was gluten free.
The waiter was a bit stiff and formal for my liking. Can't argue with the cooking though: classic French, done very, very well.
Place was freezing in January, heating seemed broken. Hot pot fixed that! Bubbling broth, lots of fresh veg, and the staff kept topping it up.
Average coffee, excellent cake. A generous slice of carrot cake with real cream cheese frosting, and they didn't rush us out when it got busy.
Beware the stairs if you have bad knees, the dining room is up two floors. The view over the harbour and the fresh mussels are worth the climb.
Our reservation was pushed back an hour with a call that afternoon. Mildly annoying, but the meal was one of the best we've had this year.
Slightly hit and miss with the sides, the slaw was bland. The pulled pork sandwich though? Unreal. I'd drive an hour for it.
They forgot the candle on the birthday cake, which my son noticed immediately. Besides that, a great family meal and very reasonable prices.
Pricier than the other pubs nearby, and the beer garden is small. Yet the food is on another level and worth the extra few pounds.
Bread arrived stale, which was a poor start. From then on it was excellent: silky soup, tender venison and a lemon tart I still think about.
It's noisy, it's rushed, the tables are too close. And I keep going back every week, because nowhere else makes a laksa like this.
Our waitress was clearly new and a little nervous, mixing up the drinks. Sweet girl though, and the kitchen was flawless. Happy to recommend.
""",
    "negative": """
The staff were lovely and the room is gorgeous, I'll give them that. Sadly the chicken was pink in the middle and we waited an hour for a replacement.
Beautiful terrace, lovely view of the river. Shame the food was microwaved: the lasagne was scalding on the edges and frozen in the centre.
Friendly welcome, nice music, great cocktails. Then the mains arrived lukewarm, the steak was gristly, and nobody checked on us for the rest of the night. Won't be back.
The bread was fantastic, honestly the highlight. Everything after it went downhill, from the bland soup to the rubbery squid and a forty-minute wait for the bill.
We waited fifty minutes for two pizzas and when they came they were burnt on the bottom. The manager shrugged and said it was busy.
Overpriced, under-seasoned and served by someone who clearly did not want to be there. The dessert was the only thing we finished.
Lovely decor and the waiter was charming, but the tasting menu was a parade of tiny, cold, fussy plates. We went for chips on the way home.
Booked a table for six weeks in advance, arrived to find they had given it away. Offered a spot by the toilets. We left.
The fish smelled off the moment it reached the table. When I said so the waiter argued with me, and I was still charged for it.
Used to be my favourite, honestly. New owners have changed the menu, halved the portions and doubled the prices. Really sad to see.
Starters were promising, a nice beetroot salad and decent bread. The curry that followed was watery, and my husband was ill that night.
Sticky tables, a fly circling our heads, and a waiter who sighed every time we asked for something. The burger was fine. Not enough to save it.
The cocktails were creative and strong, best part of the night. The food was drowning in oil and the noise was so bad we shouted to talk.
Service charge of 15% added automatically, for service that consisted of dropping plates and disappearing. The food was average at best.
Gorgeous setting in an old chapel, really stunning. But my risotto was like wallpaper paste and the second glass of wine never arrived.
I wanted to like this place, the reviews were glowing. Instead we got cold chips, a dry chicken breast and a bill with three items we never ordered.
Service started off attentive, the waiter was funny and helpful. After the starters he vanished, and we sat for an hour with empty glasses and no mains.
They said the kitchen could cope with a nut allergy. My daughter's dessert came with almonds on top. Luckily we spotted it. Never again.
Great location on the square and the staff speak four languages. The paella, however, was crunchy rice with two sad prawns. Tourist trap.
The pastries looked beautiful in the window. Inside they were stale, and the coffee was burnt and bitter. Disappointing breakfast.
Nice enough atmosphere and it was clean. The menu promised homemade pasta but what came was clearly dried from a packet and overcooked.
Lovely owner, kind and chatty, which makes this hard to write. The food simply isn't good: bland sauces, tough meat, tinned vegetables.
It's hard to argue with the view, which is stunning. Everything else, from the rude host to the watery gravy, made the evening a chore.
We were rushed out after an hour because they needed the table, with dessert half eaten. Food was okay but we felt unwelcome.
Hair in the soup. The waitress took it away, brought back the same bowl with the hair removed. I could tell because of the lipstick mark on the rim.
The wine list is superb and the sommelier knows his stuff. Pity that the kitchen can't match it: overcooked duck and a tart with a soggy base.
Ordered a rare steak, got a well done one. Sent it back, got another well done one twenty minutes later. Gave up and ate the chips.
Fab cocktails and a very cool interior, it looks great on photos. The food is style over substance: tiny, expensive, and mostly foam.
My pancakes tasted like they'd been sitting under a heat lamp for an hour, and the syrup was the cheap kind. For the price, really poor.
The waiter was sweet and apologised constantly, bless him, but apologies don't cook food. Ninety minutes for two burgers, and both were cold.
Everything on the menu sounded amazing. Everything that arrived tasted of salt and little else. I drank about a litre of water afterwards.
Clean, modern and bright, with a nice playlist. Sadly the sushi rice was hard and the fish had that fishy smell you never want.
Tables so close together we could hear every word of the couple next to us. The food was forgettable and the music was deafening.
We were told there was no corkage fee when we booked. There was, and it was £20 a bottle. Food was okay, but that left a bad taste.
The starters were excellent, especially the crab cakes. Then we waited over an hour for mains that came out cold and the wrong order. Ruined the night.
Loved the look of the place and the friendly greeting at the door. Didn't love finding a cockroach on the wall beside our booth.
Our server was brilliant, honestly she was the best part. Shame she had to keep apologising for a kitchen that got three of four dishes wrong.
Fancy plates, tiny portions, huge bill. We left hungry and stopped for a kebab on the way home, which was better than anything we'd eaten.
The roast beef was so tough I couldn't cut it with the knife provided. When I mentioned it, the manager said that's how it's meant to be.
Nice and cosy with a real fire. But my fish pie was mostly mashed potato with a few flakes of fish, and it cost nearly twenty pounds.
Overheard the chef shouting at staff the whole meal. Very uncomfortable. The food was average and the atmosphere was tense.
They've got a gorgeous garden and the kids loved the swings. The food, sadly, was frozen nuggets and greasy chips even on the adult menu.
Asked for the dressing on the side, got a salad swimming in it. Asked for tap water, got charged for bottled. Small things, but they add up.
The cake looked amazing in the cabinet and tasted of nothing. Dry sponge, sugary icing, and a coffee that was more milk than anything.
Decent curry, I'll admit, and the naan was fluffy. But we sat in a cold room for two hours with the door open and nobody bothered to shut it.
My partner found a piece of plastic in his rice. Staff said sorry but still charged for the dish. Left feeling pretty disgusted.
Excellent location near the theatre. Which is the only reason it's full, because the pre-show menu is rushed, stodgy and overpriced.
The bartender made us a wonderful old fashioned. The steak that followed was grey, chewy and served on a cold plate. Stick to drinks here.
Reservation for 7, seated at 7:45, food at 9. The waiter kept saying "two minutes". We were starving and grumpy by the time it came.
All style, no care. Beautiful tiles, trendy lights, and a bowl of ramen with broth that tasted like stock cubes and noodles gone soft.
The staff are lovely people, truly. But the place smells of damp, the cutlery was dirty and my soup had a film of grease on top.
A good start with warm olives and a nice glass of white. Then the lamb was so fatty I left most of it, and the tiramisu was clearly from a supermarket.
They seated us next to the kitchen door that swung open every thirty seconds. Asked to move, told no. The food didn't make up for it.
Burger was dry, bun was stale, fries were limp. I've had better from a van at a car boot sale. At least the ketchup was fine.
Lovely idea, a floating restaurant on the canal. Less lovely when the heating doesn't work, the boat rocks and the chowder is lukewarm.
They were very apologetic when the card machine failed, and the pizza was decent. But they then insisted we walk to a cash machine and leave a phone as a deposit.
The host was welcoming and the menu looked exciting. Then it took forty minutes for drinks, and my veggie burger turned out to be a frozen patty.
We came back after a great meal last year. What happened? Greasy, rushed, and the staff didn't seem to care. Won't be a third time.
The chef clearly has talent, the first course was inventive. The rest was oversalted, and the waiter poured wine without asking and added it to the bill.
Took our toddler and they had no high chair, no changing table and seemed annoyed by her. Food was passable, the welcome wasn't.
The soup was tasty, hot and generous, best thing we had. The pie was half filled and the custard had a skin so thick you could stand on it.
Queued for half an hour for hyped doughnuts. They were greasy and stale, like they'd been fried hours earlier. Not worth the wait or the price.
Cute café, nice staff, dog friendly which we loved. Unfortunately my sandwich was bread with a scraping of filling and the tea was stewed.
After the bill arrived, I discovered a 'table fee' and a 'service charge' on top of the menu prices. Nobody mentioned either. Food was only okay.
The dim sum looked pretty but the wrappers were thick and gummy and the fillings were bland. Service was quick, I'll give them that.
Great playlist, nice lighting and clean toilets. But a thirty-quid steak should not come with frozen chips and a limp salad.
The kitchen closed early without warning so we only got starters. We were still charged the full set menu price. Appalling.
I'll start with the good: the waitress was kind and the garlic bread was great. The carbonara, though, was scrambled egg on pasta. Poor.
Wine came warm, beer came flat, food came late. The only thing that arrived on time, and in full, was the bill.
Mouldy bread in the basket, and when we pointed it out, the waiter took one slice away and left the rest. Walked out.
Had a voucher, and the moment we showed it the service went cold. Smaller portions than the table next to us, no offer of dessert.
Delicious starters and a good bottle of red made for a promising start. Then my fish came raw in the middle and took forty minutes to redo.
Truly a beautiful dining room, and the pianist was wonderful. It's such a shame the food is so poor: gluey sauces and overcooked veg.
I appreciate the effort with the vegan menu. But everything was beige, heavy and oily, and I felt sick for the rest of the evening.
The coffee is excellent, I'll give them that. The breakfast, not so much: rubbery eggs, cold toast and a sausage that was pink inside.
We were promised a window seat for our anniversary. Got a corner by the bins instead. Food was fine but the night was spoiled.
A friendly team and a buzzing room, but the kitchen is overwhelmed. Three of us got our food, the fourth waited another thirty minutes.
Looks like a gem from the outside, all flowers and fairy lights. Inside, the tables were sticky and the fish and chips were soggy and grey.
Lovely dessert, a rich chocolate fondant. Pity it came after a main course of leathery chicken and a forty-minute wait between courses.
Service was polite and the menu was interesting. The execution let it down badly: everything was either undercooked or drowned in sauce.
""",
}

# Which room of the house is a home-repair request about? Labelled by where the job is, not by
# the fitting named (a tap, a drain, a light, a door or a window can be in any of them; an
# outside tap and a fence are garden jobs, a wardrobe door and a bedside socket are bedroom jobs).
ROOMS = {
    "kitchen": """
The extractor fan above the hob makes a grinding noise and barely pulls any steam out.
Dishwasher is leaking onto the floor every time it drains, I've put towels down for now.
One of the cupboard doors under the worktop has dropped off its hinge.
Can someone reseal the gap between the worktop and the splashback? Water keeps getting behind it.
Oven door won't close properly since the weekend.
the tap over the sink drips all night and the washing-up bowl fills by morning
Need a new socket put in beside the fridge, we're running everything off one extension lead.
The waste disposal unit hums but doesn't turn.
Grease has got into the light fitting above the cooker and it flickers.
Could you fit a shelf above the kettle for the mugs and the tea caddy?
There's a smell of gas when the back left ring is on. Is that something you deal with or should I ring the emergency line first?
Drawer runners broken on the cutlery drawer, it just falls out.
Fridge freezer is iced up and the seal on the door is split.
Water pooling under the sink cabinet, the pipe behind the bin seems to be the culprit.
The tiles behind the cooker are cracked from the heat and two have come loose.
Want the old larder knocked through to make room for a bigger table where we eat breakfast.
The washing machine is next to the sink and it shakes so hard it walks across the floor during the spin.
Breakfast bar wobbles badly.
Mice have chewed through the back of the cupboard where we keep the cereal.
Can you move the plumbing for the dishwasher to the other side?
The laminate by the back door where we cook has lifted and curled after a leak.
Ceiling spotlights over the island keep tripping the fuse.
hob ignition clicks but won't light, have to use a match every time
Window above the sink is painted shut, I'd love to open it when the pans are steaming.
Our boiler lives in the cupboard next to the microwave and it's making banging noises.
Would like a quote for replacing the worktops with something that won't stain from red wine and beetroot. Ideally the same firm could refit the sink and hob afterwards, as we're not confident doing either ourselves.
The kickboard under the units has come off and the dog keeps pulling it around.
Condensation runs down the wall behind the range cooker every evening.
Could someone look at the sink plug, it doesn't hold water so I can't soak the roasting tin.
Pantry door sticks badly in damp weather.
The ceiling light went pop when I switched it on while making dinner, now nothing.
Need a water filter tap plumbed in next to the existing mixer.
Grout between the floor tiles near the oven is black and crumbling, can it be redone?
A pipe knocks loudly whenever someone fills the kettle.
Cooker hood duct has come loose inside the cupboard above it.
We want an outlet on the island so we can plug in the blender where we prep.
The spice rack fell off the wall taking a chunk of plaster with it.
The door to the utility area where the freezer and tumble dryer live won't latch.
Sink is blocked with fat, plunger isn't shifting it.
Damp patch on the wall behind the fridge, and the skirting board there has gone soft.
""",
    "bathroom": """
The extractor fan above the shower is dead and the ceiling is going mouldy.
Toilet keeps running after every flush, you can hear it trickling all night.
Silicone round the bath has gone black and is peeling away.
The shower only runs scalding or freezing, nothing in between.
Can you fit a grab rail next to the loo for my elderly mum?
Water comes through the ceiling downstairs whenever someone has a bath.
the basin plug is stuck shut and the sink won't empty
Tiles in the shower cubicle sound hollow when you tap them and one has cracked.
Need the towel radiator replaced, it's rusted through at the bottom.
Mirrored cabinet over the sink came off the wall overnight, glass everywhere.
Shower tray has a crack and I think it's leaking under the floor.
The loo seat hinges are broken and it slides about.
Pull cord light switch snapped, we're showering in the dark with the door open.
Bath taps are stiff and the hot one drips constantly.
Looking to swap the bath for a walk-in shower because my knees can't manage climbing in anymore. A seat and a thermostatic mixer would be ideal, and the floor needs to be level so I can't trip.
Lock on the door doesn't work, which is awkward with teenagers in the house.
The cistern is cracked and there's a puddle behind the pedestal every morning.
Grout in the shower is crumbling and I can see gaps behind the tiles. How soon could someone come, and is it worth doing the whole wall?
Bad smell coming up from the floor drain by the shower.
Window is frosted but the glass is cracked, and it's the only ventilation in there.
Shower head is so limescaled it just spits sideways.
Can someone box in the pipes behind the toilet?
Vanity unit door has swollen from water and won't close.
The electric shower trips the fuse every time we turn it on.
Our en-suite has black mould creeping across the ceiling above the bath.
Hot water takes ten minutes to reach the wash basin upstairs.
The bath panel has split and the dog has found the gap.
Toilet is blocked and the plunger made it worse.
Heated mirror has stopped heating and the light in it flickers.
Need a shaver socket put in beside the sink.
Damp wall on the other side of the shower, the bedroom paint is bubbling. Is it the shower seal?
Flush button stuck down.
Limescale has clogged the thermostatic valve, water barely trickles from the rainhead.
Sealant round the basin has come away and water is soaking into the cabinet.
Could we get non-slip flooring put in where the kids bathe?
shower screen hinge broke and the glass panel is hanging at an angle, scared it'll fall
Towel rail came out of the wall taking the plasterboard with it.
Fan runs all the time even when the light is off.
The tap on the wash basin spins round without turning the water off.
Looking for a quote to retile the floor and walls of the upstairs loo, around five square metres.
""",
    "bedroom": """
Wardrobe door has come off its runners and won't slide.
The window where we sleep won't close fully and there's a draught all night.
Radiator under the window is cold at the top, probably needs bleeding.
Could someone put up blackout blinds in the nursery? The baby wakes at dawn.
The floorboards by the bed creak so loudly every step wakes my partner.
Socket beside the bed is loose in the wall and sparks when I plug my phone in.
Need a ceiling fan fitted above the bed, it's unbearable in summer.
Built-in cupboard in the spare room has damp on the back wall and our clothes smell musty.
There's a crack running across the ceiling from the light fitting in the master bedroom.
The door to my son's room won't stay shut, the latch is worn.
Can you fit a bracket for the TV on the wall opposite the bed?
Mould on the walls behind the headboard, every winter.
Carpet in the guest room has a rip near the door that someone will trip on.
Loft hatch is in the ceiling above our bed and it drops dust every time the wind blows.
want shelves put up in the kids room for books and toys, 3 long ones
Curtain rail pulled out of the plaster, the curtains are on the floor.
Bedside dimmer switch buzzes.
Condensation pours down the window in the mornings where we sleep and the sill is rotting.
Would like a wall knocked down between the two small rooms upstairs to make one big one for the twins. Is it load-bearing, and would the radiator and the light switches need moving too?
Mirror on the wardrobe door has cracked right across.
Bunk bed needs bolting to the wall so it stops wobbling.
Radiator valve in the guest room drips onto the carpet.
The smoke alarm in the kids' room keeps chirping even with a fresh battery.
Need the sash window in the back bedroom rehung, the cord has snapped.
Could you put a lock on the teenager's door? He's asked for some privacy.
Ceiling light in the box room doesn't work even with a new bulb.
Floor is sloping so much in the attic room that the bed rolls.
Plaster has blown on the wall next to the chest of drawers.
Dressing table lights stopped working, I think it's the wiring behind.
Skirting board in the main bedroom has come away from the wall.
I'd like a walk-in closet built where the old single bed was.
There's a cold spot on the wall where we sleep and it's damp to the touch.
Window handle in my daughter's room broke off in her hand.
Please install a second radiator in the loft conversion we sleep in, one isn't enough in January.
Can someone fix the fitted wardrobes? The shelves inside have all sagged.
A bird has got into the chimney breast behind our bed, we hear scratching all night.
The light switch for the spare room is on the wrong side of the door, could it be moved?
Blinds in the nursery are the cord kind, we'd like them swapped for cordless for safety.
Door hinge squeaks every time I go in at night after my shift.
Paint is peeling off the ceiling over the bed in flakes that land on the pillow.
""",
    "garden": """
The outside tap has split over winter and sprays everywhere.
Fence panel blew down in the storm and the neighbour's dog keeps getting in.
Can someone clear the drain by the patio? It floods every time it rains.
Shed roof is leaking and the mower is rusting.
Decking boards are rotten near the back step and one gave way under me yesterday. Could someone replace the worst ones and tell me honestly whether the frame underneath is worth saving or the whole deck should come up?
The security light over the back lawn comes on at random all night.
Gate latch is broken, it swings open in the wind.
Need a socket put on the outside wall for the pond pump.
Paving slabs have lifted where the tree roots are and my dad tripped.
Could you quote for a new path from the back door down to the greenhouse?
Greenhouse door has come off its track.
The hose reel fitting leaks at the wall.
Shed guttering hanging off.
Pergola posts are rotten at the base, the whole thing leans.
Retaining wall at the bottom of the lawn is bulging outwards.
Would like a water butt connected to the downpipe by the vegetable beds.
A tree branch is resting on the power cable along the back fence.
pond liner has a hole, water level drops every day
Trellis on the side wall has pulled away with the climbing rose on it.
The steps down from the terrace are wobbly and one has cracked.
Need a lock on the side gate, we had bikes stolen.
Lights along the path stopped working after the rain.
Can you fix the automatic watering, the zone by the hedge never switches on?
Artificial grass has lifted at the edges and the kids keep tripping.
The summerhouse window is smashed, probably a football.
Garage side door opens onto the lawn and it has rotted at the bottom.
We'd like a raised bed built along the sunny side, about four metres long.
Wasps nest under the eaves of the shed, can you deal with it or recommend someone?
Fence posts have snapped at ground level along the back, three in a row.
Water pooling on the patio against the house wall, we think the slope is wrong.
The swing frame has rusted through at one leg.
Moles have wrecked the lawn, any help with that or just the repair afterwards?
Outdoor heater on the veranda won't light.
A drain cover at the end of the driveway is cracked and rocks when you drive over it.
Barbecue area slabs have sunk, the table won't sit flat.
The hedge is growing into next door's washing line and they've complained.
Kids' playhouse floor has rotted through.
Motion sensor lamp by the back fence needs rewiring, it's dangling.
Could you put a tap on the back wall? We carry watering cans through the house.
Large crack has appeared in the concrete yard where the bins stand.
""",
}

# How senior is the job in an advert? Labelled by the experience and responsibility asked for,
# not by the words "junior" or "senior" (a junior advert may promise mentoring by senior staff,
# a mid-level one may ask the hire to lead a small feature, a senior one may say "no degree needed").
JOBS = {
    "junior": """
Fresh out of college? We'll teach you everything you need on the job.
No experience needed, full training given in the first month.
Graduate scheme starting in September, open to anyone finishing a degree this summer.
You'll shadow our experienced accountants and help with month-end reconciliations.
Ideal first role for someone who has done a bootcamp or built a few projects at home.
Apprenticeship in electrical installation, day release to college one day a week.
We're looking for someone eager to learn; a positive attitude matters more than a CV.
Entry-level support role answering customer emails and logging tickets. Paid training included.
Assist the senior designers with mock-ups, file preparation and getting prints ready.
Trainee chef wanted to help with prep, washing up and learning the pass.
0-1 years of experience welcome, or a relevant placement year.
you will be paired with a mentor for your first six months and rotate through three teams
Our intern will help the marketing team with social posts, research and campaign reports. Three months, paid, with a chance of a permanent contract, and you'll sit with the team lead every Friday to go over what you learned.
Saturday assistant in a busy bookshop, no previous retail work required.
Office administrator, first job welcome. Answer phones, order stationery, keep the diary.
Great opportunity to get your foot in the door of the games industry.
Help our engineers test builds and write up bug reports. Some scripting is a plus but not expected.
Recent law graduates: paralegal post supporting the property team.
We'd love to hear from school leavers interested in a career in banking.
Learn the trade alongside our master carpenter. Must be willing to start at the bottom.
Junior-friendly: we review every line you write and pair with you daily.
Trainee accountant position with study support towards professional exams.
Data entry assistant, accuracy more important than speed, we'll show you our systems.
Ideal for a student or someone returning to work after a long break.
Under close supervision, you'll prepare basic drawings and update site records.
Help desk trainee: reset passwords, set up laptops, learn how a company network hangs together.
Your first year will be spent learning our products inside out before taking on clients.
No experience? No problem.
Warehouse operative, no forklift licence needed, we'll put you through it.
This is a starter role with clear steps to promotion after 12 months.
Laboratory assistant washing glassware, preparing buffers and logging samples under a scientist's direction.
A great first step into journalism: rewriting press releases and checking facts for the news desk.
We offer a structured two-year programme with classroom days and real project work.
Support the sales team by booking meetings and keeping the CRM up to date; no quota.
Kitchen porter, entry level, happy to train the right person.
Suits a recent graduate with a maths or physics background and basic Python.
Don't worry if you haven't worked in an office before.
Dental nurse trainee, we fund your qualification while you work with our team.
Looking for someone hungry to learn who can take feedback and grow with us.
Help the hosting team set up events and greet guests. Full training and uniform provided.
Work experiance in hospitality or retail helpfull but not essential.
Your code will be reviewed by someone more experienced before it ships, always.
Assistant stylist: washing, blow-drying and sweeping up while you train to cut.
Graduate analyst, starting salary £28k, CFA study fully funded.
You'll start on simple bug fixes to learn the codebase.
First-line support, shift work, perfect as a first job in IT.
Placement student for twelve months as part of your degree.
Trainee recruiter, commission from month three once you've learned the ropes.
You'll be one of six new starters in this year's intake, with a buddy from the previous year.
Apprentice mechanic, must have a provisional licence, tools provided.
Helping hand in a garden centre: watering, stacking, till work. Weekend hours, great for students.
Learn to edit video with our creative team; a portfolio of personal projects is a bonus.
Your tasks will be set daily by the shift supervisor.
Seeking a motivated beginner to join our accounts payable team.
Early careers role in product support, candidates with no industry experience encouraged to apply.
Assistant teaching post for someone considering a PGCE.
Nursery practitioner level 2 or working towards it.
Join as a trainee surveyor and we'll support your chartership.
Trainee software tester, we cover certification costs.
This is an entry position: you'll learn our tools and processes from scratch.
""",
    "mid": """
3-5 years building web apps in React; you'll own features end to end with light guidance.
We need an accountant who can run month-end independently and train the new assistant.
At least two years in a similar customer success role, managing your own book of accounts.
Take responsibility for a small set of services and be on the on-call rota once you're settled. A principal engineer is there for the hard design calls, but day to day the services are yours to run.
Designer with a solid portfolio of shipped products, comfortable presenting to stakeholders.
Qualified electrician, a few years post-apprenticeship, able to work unsupervised on domestic jobs.
You'll lead small features and review code from our newer hires.
Solid experiance with SQL and dashbaords; you will work directly with managers to answer their questions.
Chef de partie to run the grill section on busy service.
Proven track record in B2B sales, hitting quarterly targets without hand-holding.
Registered nurse with two or more years on a surgical ward.
Mid-career marketer to run paid campaigns across three channels and report on them.
Project coordinator who has managed budgets up to £200k and several suppliers at once.
Own the payroll process for 300 staff, escalating unusual cases to the finance lead.
Developer with commercial Python experience, comfortable with testing, CI and code review.
You know your way around Kubernetes and can debug a production incident with the team.
Qualified teacher with a couple of years in the classroom, to take a form group.
Looking for a fully qualified mechanic, MOT tester preferred.
Able to plan your own week, prioritise tickets and mentor one apprentice.
Copywriter with agency experience who can work from a brief with minimal edits.
3+ years as a recruiter, with a network in the logistics sector.
Run the day-to-day of a small lab: ordering, instrument maintenance and training students.
Experienced barista able to open and close the shop alone.
Analyst with a few years in insurance pricing; you'll build models and explain them to underwriters.
Comfortable owning a module from design through to release, asking for help on architecture.
You'll manage two direct reports and report to the head of operations.
Mobile developer, ideally 2-4 years in Swift or Kotlin, shipping apps used by real customers.
Two years' experience minimum.
Independent paralegal handling a caseload of residential conveyancing files.
Manage social media for four clients, including content calendars and monthly reporting.
Site engineer with several completed projects, setting out and liaising with subcontractors.
Data engineer who has built and maintained pipelines in production.
You can run a workshop with clients on your own and write up the findings.
Hairdresser with your own column of regular clients.
Account manager for a portfolio of mid-sized customers, two to five years in SaaS.
Not your first role: we expect you to have shipped software at a company before.
UX researcher able to plan and run studies from start to finish, with a senior researcher to sound ideas off.
Supervise the evening shift of eight warehouse staff.
Contribute to technical design discussions and take on bigger tickets as you grow.
Qualified accountant (ACA, ACCA or CIMA), recently qualified or with a year or two since.
Video editor with broadcast credits, turning around episodes on tight deadlines.
Physiotherapist with at least 18 months' outpatient experience.
Own the office network and laptops for a company of fifty; escalate to our MSP for the big stuff.
Handle customer complaints at the second line, resolving what the front line couldn't.
Solicitor, two to four years PQE in employment law.
You'll be the main point of contact for three key suppliers.
Backend engineer to build APIs, with some exposure to AWS.
Assistant manager for a busy restaurant, covering the manager on days off.
Experienced HR advisor to handle grievances and absence cases.
Graphic designer able to take a brand guideline and run with it across print and web.
You will be trusted to make decisions within your area and check in weekly.
QA engineer writing automated tests and improving our test suite, some years of experience expected.
Sales executive with a proven year or two of selling over the phone.
Estimator with a few years in construction, pricing jobs up to half a million.
Skilled welder, coded, happy to work without supervision.
A capable pair of hands who needs little guidance and is ready to step up.
Marketing executive, 2+ years, comfortable with HubSpot and running webinars.
Developer with real-world experience, not looking to lead a team yet.
Team leader in a contact centre, coaching a team of ten agents.
Operations specialist running the dispatch desk on your own across two depots.
""",
    "senior": """
You'll set the technical direction for three product teams and hire the next ten engineers.
Head of finance reporting to the CEO, owning budgeting, audit and investor reporting.
10+ years of experience, including several leading distributed systems at scale.
Principal designer to define our design language across every product line.
We need someone who has built and managed a department of 30 or more.
Expect to represent the company in front of regulators and the board.
Lead architect for a multi-year migration from our data centres to the cloud.
Head chef to run the whole kitchen, design the menu and manage a brigade of twelve.
Director of sales with a track record of growing revenue from £5m to £20m.
Consultant surgeon, full GMC registration and entry on the specialist register required.
You'll mentor the whole engineering org and be the final say on architecture.
Staff engineer: we don't care about your degree, we care about the systems you've shaped.
Partner-track role for a solicitor with a strong personal following of clients.
Responsible for the P&L of the UK business and a team of eighty people.
Veteran broadcast journalist to edit the flagship evening programme.
Set the research agenda for the lab and secure grant funding.
Experienced leader needed to turn around a struggling region of fifteen stores.
Chief of staff to the founder, working across every function of the business.
VP of engineering for a scale-up of 200 engineers.
Own company-wide security strategy and answer to the board for it.
A seasoned programme manager who has delivered national infrastructure projects.
Creative director overseeing campaigns for global brands.
Define the hiring bar, career ladder and ways of working for the data science group.
Deep expertise in tax law required; you'll advise our largest clients directly.
Headteacher for a two-form entry primary school.
Lead the negotiation of our biggest supplier contracts, worth tens of millions.
You will build the product strategy for the next five years and convince investors it's right. Expect to spend as much time with customers, analysts and the board as with the teams who build the product.
Decades of experience in aviation safety, ideally including time as an accountable manager.
Managing editor of a national magazine, responsible for print and digital.
Group financial controller for a listed company with eight subsidiaries.
Principal scientist to lead drug discovery programmes from target to clinic.
Proven leadership of multiple teams across several time zones.
A recognised expert in your field, with published work and conference talks.
Oversee all clinical services across three hospital sites.
Sought: someone who has been a CTO before, ideally through an acquisition.
Ten direct reports, all managers.
Run the firm's litigation practice, a team of forty lawyers.
Expert-level knowledge of compilers; you'll make the calls nobody else can.
Chief operating officer for a logistics group turning over £300m.
This role sits on the executive committee.
Head of people: shape culture, pay and policy for the whole organisation.
Deep, long experience running trading desks in a tier-one bank.
Building surveyor at director level, signing off major commercial projects.
We're hiring a principal engineer to lead our platform work and coach the tech leads.
Trusted advisor to the leadership team on all matters of data and AI.
Design and own the organisation's cloud architecture, with budget authority.
Lead consultant who can win work, not just deliver it.
Executive chef across our five restaurants, setting standards and menus group-wide.
Long track record of building teams from scratch and scaling them.
Principal architect, 15 years minimum, taking over from our retiring lead.
Board-level finance director for a charity with a turnover of £40m.
Set the vision for the museum's collections and public programme.
Guide the career growth of engineers in your organisation and hire their managers.
Master craftsperson to head the workshop and train the apprentices and journeymen.
Lead the company's response during major incidents and own the postmortem culture.
You'll shape how we work for years to come.
Editor-in-chief with a strong reputation in investigative reporting.
Principal UX researcher setting research strategy for the whole company.
Chief nursing officer accountable for patient safety across the trust.
The most experienced voice in the room on payments and fraud.
""",
}

SETS = {"restaurant": REVIEWS, "rooms": ROOMS, "seniority": JOBS}

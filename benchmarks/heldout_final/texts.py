"""The third round of held-out sets, written by hand: one text per line under its label
(see README.md). ``python3 benchmarks/heldout/write.py heldout_final`` writes them as JSON."""

# Is a shop review about the item itself, or about how the seller handled the order
# (delivery, packaging, wrong item, refunds, replies)? Items damaged in transit count as seller.
REVIEWS = {
    "product": """
The zip on this jacket broke the second time I wore it.
Battery lasts maybe three hours, nowhere near the ten they advertise.
Really comfortable headphones, I forget I'm wearing them on long flights.
Runs about a size small, so order up if you're between sizes.
The blender crushes ice in seconds and it's quieter than my old one.
Tastes stale and a bit like cardboard. Won't be buying this coffee again.
Colour faded after two washes even though I followed the care label.
I was worried a flat-pack desk at this price would be flimsy, but it took twenty minutes to put together, doesn't wobble at all, and easily holds two monitors and a printer.
Great kettle. Boils fast, switches itself off, and the handle stays cool.
The screen protector leaves bubbles no matter how carefully you apply it.
My cat ignores every other toy but has been chasing this one all week.
Smells lovely but the scent is gone within an hour of spraying.
The pages are thin enough that ink bleeds through with any fountain pen.
Packed nicely and came on time, but the charger gets alarmingly hot after ten minutes of use.
Five stars. Does exactly what it says.
Cheap plastic feel, and one of the legs snapped within a month.
These socks have survived a whole hiking season without a single hole.
The instructions were useless, half the diagrams don't match the parts.
Lovely soft fabric but the sleeves are ridiculously long.
Works fine with my laptop, though the cable is too short to reach the desk.
I only ever used wooden spoons and washed it by hand like the leaflet says, and still the non-stick coating started peeling off in flakes after a few weeks of gentle use.
Not as bright as I hoped; fine as a reading lamp but useless for lighting a whole room.
My kids finished the puzzle in an afternoon and loved how snugly the pieces fit.
It does the job.
Honestly the best moisturiser I've tried for dry winter skin.
Suitcase wheels already squeak and one drags sideways on pavement.
The app that comes with the smart plug keeps losing connection with it.
Fits my phone perfectly and the buttons are still easy to press through the case.
Delivery driver was lovely, shame the vacuum loses suction after five minutes.
Good value for the price, though the knives need sharpening more often than I'd like.
The seat cushion went flat within a fortnight.
Louder than expected; you can hear the fan from the next room.
Dough hook is too short, so flour stays stuck at the bottom of the bowl.
Keeps perfect time, but the strap gives me a rash on my wrist.
Strong flavour, not too sweet, and it mixes well with cold milk.
Would have liked more colour options, but the mug itself is well made and keeps tea warm.
Loses about two minutes a day, which is annoying for a watch at this price.
The grip on these running shoes is superb even on wet paths.
Arrived quickly and well wrapped. Unfortunately the paint set is chalky and the colours barely show on paper.
Print quality is crisp and the cartridges last longer than the previous model's.
Too heavy to carry around all day, the shoulder strap digs in.
I returned it because the mattress was far too firm for me.
Not waterproof at all. I got soaked in the first drizzle.
The drawer sticks and you have to yank it open.
Surprisingly good sound for such a small speaker.
The lid doesn't seal properly so the soup leaked all over my bag.
Thermometer reads two degrees higher than the one at my doctor's.
Bought this as a gift for my dad, who is fussy about coffee and hates gadgets, and he now uses it every single morning and says the crema is better than at the cafe.
Gave it three stars because the pump dispenser clogs constantly.
Seeds germinated in under a week and nearly all of them came up.
Battery indicator is wrong, it says full and then dies twenty minutes later.
Sheets pill after a few nights, really disappointing for "luxury" cotton.
The tent goes up in five minutes and stayed dry through a proper storm.
Nice idea, badly executed: the magnets are too weak to hold anything heavier than a postcard.
The seller's description was accurate; it's just that the chair is uncomfortable for anyone over six foot.
Keyboard feels mushy and the space bar rattles.
Dog loves these treats, although they crumble a lot in my pocket.
Plenty of storage and the compartments are a sensible size.
After six months the hinge is cracked and the lid no longer stays up.
The glue dried in the tube before I could use half of it.
Really easy to clean, everything goes in the dishwasher.
Not worth the money. Feels like a toy.
The fragrance-free version is gentle enough for my sensitive skin.
Takes ages to heat up, and the temperature dial is hard to read.
Perfect size for a small balcony, and the wood looks even better than in the pictures.
My toddler figured out the "child-proof" latch in two days.
Battery lasts weeks on this e-reader, but turning pages is sluggish.
Exactly what I needed for my commute; folds small and rides smoothly.
These earrings turned my ears green.
The photos in this recipe book are gorgeous but half the recipes don't work.
Good grip, comfortable handle, cuts cleanly through tomatoes.
Followed the size chart and it fits like a glove.
I've charged it twice in a month. Remarkable.
The straps are fiddly and the clasp pinches my fingers every time.
Shame the filter needs replacing every two weeks, it adds up.
Quality has gone downhill since they changed the recipe; it's watery now.
Solid, heavy, and it sears steak beautifully.
The zoom is a gimmick, photos go blurry beyond about three times.
To be fair, the replacement came within days after I reported the fault and the shop was very apologetic, but the new monitor has exactly the same dead pixel in the corner, so clearly it's a design problem.
Bulb flickers when dimmed below half.
""",
    "seller": """
Parcel was left in the rain outside my gate and the box was soaked through.
Ordered on Monday, still waiting the following Thursday with no tracking updates.
They sent a blue one when I clearly ordered green.
Emailed three times about a refund and haven't had a single reply.
Arrived two days early and beautifully wrapped, thank you!
Honestly it looked like a beautiful mug, but it was in about six pieces when I opened the box, because it had been sent with no bubble wrap or padding of any kind.
The courier claimed nobody was home and that they had left a card, but I was sitting right by the front door all day waiting and nobody knocked or rang the bell once.
Charged twice for one order and it took a month to get the money back.
Returns process was painless, label printed at home and refund in four days.
Tracking says delivered but it never turned up. Still chasing it.
Great communication from the shop, they messaged to say it would be a day late.
Huge carton, tons of plastic filler, for one tiny USB stick.
Wrong size sent, and they wanted me to pay postage to send it back.
Customer service sorted everything out within an hour of my call.
The listing promised next-day delivery but it took over a week.
Seal was already broken and it looked like someone had used it before me.
Lovely handwritten note in the parcel, small shops like this deserve the business.
Tracking number didn't work for the first five days.
Item is fine but I had to wait three weeks for it.
Got half my order; the rest has apparently been "on its way" since last month.
The driver threw the parcel over the fence. The laptop inside still works, luckily.
They cancelled my order without telling me and I only found out when I asked.
Fast dispatch, well packed, exactly as described. Would order from them again.
Refund was issued as store credit instead of to my card, which I never agreed to.
Delivered to the wrong address; a neighbour two streets away brought it round.
No invoice in the package and the shop won't email me one.
Their chat support kept sending copy-pasted answers that didn't address my question.
Customs fees weren't mentioned anywhere, I had to pay extra at the door.
Box was crushed on one corner but everything inside survived fine.
Perfectly good shoes, but they came in a plastic bag with no box, so not giftable.
The shop replaced my cracked plate without asking for photos or anything. Excellent.
Estimated arrival kept moving back a day at a time for two weeks.
After a month of polite messages I had to call my bank and ask them to reverse the payment, because the seller simply would not respond to my dispute at all.
Arrived in time for the birthday even though I ordered late. Lifesaver.
They sent someone else's order: three bottles of shampoo instead of a phone case.
Courier rang ahead with a time slot and turned up right on schedule.
Frozen food arrived fully thawed because it sat in a depot over the weekend.
Return label they sent was for the wrong country.
Still no refund six weeks after they confirmed receiving my return.
Packaging was all recyclable cardboard, no plastic at all. Nice touch.
The warranty card was missing and the shop says that's not their problem.
Rude response when I asked where my order was.
The glass arrived shattered; it had just been thrown loose into a padded envelope.
Ordered a pair and received only one.
Whole order showed up in three separate deliveries over a week.
Nobody answers the phone number on their website.
They offered a partial refund for the scratch straight away, which I appreciated.
Delivery slot was 8 to 6, so I had to take a day off work for it.
Received a used item sold as new, with fingerprints all over the screen.
The gift message I paid extra for wasn't included.
Paid for express shipping and it came by the slowest post.
Great little shop, they even threw in a free sample.
The price dropped a day after I bought and they refused to honour it.
So badly taped that the bottom of the box fell out as I lifted it.
They marked the order as shipped a week before it actually left the warehouse.
Tried to change my address an hour after ordering and was told it was too late.
Left at a neighbour's without a card through the door, took me days to find it.
Quick to reply, polite, and the parcel was with me the next morning.
Best-before date had already passed when it arrived. Old stock, clearly.
They sent me an invoice with a stranger's name and address on it.
Had to chase them for two weeks to get the faulty one replaced.
The bag was left on the doorstep in full view of the street. Could have been stolen.
Very slow to dispatch, but the tracking emails were clear once it was on its way.
The order confirmation never came, so I didn't know if it had gone through.
Posted the same day and arrived in a sturdy box. Top seller.
I got a different brand from the one pictured in the listing.
They refused my return because I'd opened it, though their own policy says opened items are fine.
Courier dented the corner of the frame. The picture itself is gorgeous.
Wouldn't fit through my letterbox and the postman took it back to the depot.
Inside the parcel was a bag of spare screws from a completely different product.
Three hours late and the driver didn't even apologise.
The price at checkout was higher than what the product page showed.
Packing slip listed four items but only two were in there.
Excellent help when my order went missing: they reshipped it without any fuss.
Loose powder everywhere because nobody screwed the jar lid on before packing.
Fragile sticker on the side and still the courier dropped it from a height; I watched it happen.
Waited in all Saturday for a delivery that was quietly rescheduled to Tuesday.
It's taken four attempts to get a simple answer about my missing order.
Couldn't have asked for a smoother purchase from start to finish.
I ordered well ahead and chose a specific date at checkout, yet the flowers turned up a day after our anniversary, which rather defeated the point, and nobody has answered my complaint.
""",
}

# Which clinic should see a patient, from the complaint in their own words.
CLINICS = {
    "dental": """
My back tooth aches every time I drink something cold.
A filling fell out while I was eating toffee and now there's a sharp edge.
Gums bleed whenever I brush, and they look puffy and red.
I think my wisdom tooth is coming through, the back of my jaw is swollen and sore.
Chipped my front tooth on a bottle and it's really noticeable when I smile.
Bad taste in my mouth and a throbbing pain in one molar that keeps me awake.
My crown feels loose and wobbles when I chew.
Dentures rub and leave sore spots along my gums.
Cold air makes me wince since I started using whitening strips.
There's a small lump on the gum above the tooth that had a root canal last year, and every few days it bursts and leaks something salty into my mouth, though it barely hurts.
My five-year-old fell off the climbing frame at school, knocked out one of his baby teeth and cut his lip, and the gap has been bleeding on and off for an hour.
I grind my teeth at night and wake up with my jaw aching.
One of my front incisors has slowly gone grey over the last few months.
The wire on my brace has snapped and is poking the inside of my cheek.
Food keeps getting stuck between two teeth on the left and it hurts when I floss there.
Can't bite down on the right side without a sharp jolt of pain.
Half my face is swollen, and it all started with a toothache two days ago.
Tartar has built up behind my lower front teeth and it won't brush off.
Bit into an olive stone and now a corner of my molar is missing.
My breath has been bad for weeks and my gums have pulled back from a couple of teeth.
The gap where my tooth was pulled is still painful a week later and smells odd.
It's been three years since my last check-up and something at the back feels rough to my tongue.
My teeth look longer than they used to, as if the gums are shrinking away.
Pain in an upper tooth that shoots toward my cheek, but only when I bite on it.
The temporary cap came off with my sandwich.
Eating anything sweet gives me a sharp twinge low down on the left.
Veneer has a hairline crack.
My retainer doesn't fit any more and my teeth feel like they're shifting.
There's a dark spot on my molar that I can see in the mirror.
Implant feels loose and the gum around it is sore.
Can't open my mouth fully since the extraction on Friday.
Toothache so bad that painkillers barely touch it.
I need a mouthguard fitted for rugby.
A piece broke off one of my teeth; no pain, but it's sharp on my tongue.
Gums are sore and swollen around a tooth that's only half come through.
The bridge on my lower jaw has come unstuck at one end.
My eight-year-old's adult teeth are coming in crooked behind the baby ones.
Hot drinks make one of my molars ache for minutes afterwards.
The gum between two teeth has a little pimple that keeps coming back.
Wondering if I need a scale and polish, my teeth are stained from coffee.
""",
    "eye": """
Everything looks blurry when I try to read the menu at arm's length.
My left eye is red, sticky and crusted shut when I wake up.
I keep seeing floaters and flashes of light at the edge of my vision.
Something got in my eye while sanding wood and it still feels scratchy.
Struggling to see road signs at night; headlights seem to have halos.
My eyelid has been twitching for a week and it's driving me mad.
Contact lenses have started to feel uncomfortable after an hour.
Small painless lump on my eyelid that has been there about a month.
Double vision when I'm tired, especially looking to the side.
Dry and gritty after a long day at the screen, and blinking doesn't help.
Got bleach splashed in my eye when cleaning the bathroom.
My glasses don't seem strong enough any more.
A dark curtain came across part of my vision this morning.
The white of my eye has a bright red patch but it doesn't hurt.
My son squints at the TV and sits closer and closer to it.
Colours seem faded, like there's a film over everything I look at.
For three days it has hurt when I look from side to side, and colours on the left look washed out compared with the right, as if someone turned the brightness down.
Tears just run down my cheeks all day even when I'm not upset.
A straight door frame looks wavy when I close one eye.
I need a sight test for my driving licence renewal.
My daughter's eye turns inward when she's tired.
Sore, swollen bump right at the edge of the lid near the lashes.
Bright light is unbearable and there's a constant ache behind my eyeball.
My baby caught me in the eye with a fingernail while I was changing her nappy yesterday, and it's been streaming ever since and feels like there's sand under the lid.
Since the accident there's a blind spot in the middle of whatever I look at.
Reading glasses from the chemist aren't helping with close-up work any more.
Things in the distance are fuzzy but I can read a book fine.
Eyelids are itchy, swollen and crusty along the lash line.
My pupils look different sizes in recent photos.
My diabetes nurse says I'm due for a retina check.
I keep bumping into things on my right, as if I can't see out of that side.
A piece of grit went under my contact lens and now it's very red.
Text on the computer swims and I get headaches by lunchtime.
There's a yellowish bump on the white of my eye near my nose.
Vision in one eye went dark for a few minutes then came back.
Both eyes burn and feel heavy after swimming in the pool.
I'd like to know if I'm suitable for laser surgery so I can stop wearing glasses.
Glare from car windscreens makes driving in the sun almost impossible.
After a cold one eye got gunky and now the other one has started too.
A black speck drifts across my view whenever I look at the sky.
""",
    "skin": """
My partner noticed that a mole in the middle of my back has changed shape since last summer; the edges look ragged now, it gets itchy and once or twice it has bled onto my shirt.
Red, scaly patches on my elbows and knees that never seem to clear.
Adult acne along my jawline that won't go away with anything from the chemist.
Itchy rash spreading across my stomach since I started a new washing powder.
Cracked, bleeding hands from constant handwashing at work.
I've had a wart on my finger for months and the freezing sprays don't work.
Dandruff is so bad my scalp is red and flaking onto my clothes.
Hives came up all over my arms after eating shellfish.
A spot on my nose keeps bleeding and scabbing but never heals.
My hair is falling out in round patches.
Dark patches appeared on my cheeks during pregnancy.
Sunburn blistered badly on my shoulders.
Ingrown hairs and red bumps after shaving my neck.
Athlete's foot that keeps coming back between my toes.
My toenails have gone thick, yellow and crumbly.
Painful boil under my arm that's getting bigger.
Eczema behind my knees has flared up and keeps me scratching all night.
My cheeks and nose are permanently flushed and it gets worse with wine.
A rough, crusty patch on my forehead that feels like sandpaper.
Cold sores on my lip keep coming back every few weeks.
A ring-shaped red mark on my arm with a clearer centre.
White patches where I've lost my colour, mostly on my hands.
My baby has cradle cap and a red rash in the nappy area.
Stretch marks on my hips have become itchy and inflamed.
I had my earlobe pierced as a teenager and the scar has kept growing into a firm shiny lump the size of a pea, and it's tender when I sleep on that side.
Sweating so much under my arms that it soaks through shirts in minutes.
Little tags on my neck catch on my necklace.
My face came up in a rash after I tried a new sun cream.
Itchy scalp with small red bumps along the hairline.
Dry, itchy legs every winter, and moisturiser doesn't fix it.
Tiny blisters on my palms that itch before they appear.
A new freckle that's darker and bigger than the others.
Raised purple bumps on my wrists that are very itchy.
Scabies has been going around the care home and now I'm itching at night too.
Small bright red dots on my chest that look like tiny blood blisters.
Acne scars on my cheeks that I'd like treated.
The shingles rash across my ribs has healed but the area still burns.
Thick, hard skin on my heels splits open and hurts when I walk.
A patch on my shin is shiny, red and warm to touch.
Flaky, greasy scales in my eyebrows and beside my nose.
""",
    "ear_nose_throat": """
Constant ringing in my ears, worse at night when it's quiet.
My nose has been blocked on one side for months.
Sore throat with white spots on my tonsils and I can barely swallow.
Can't hear properly since a flight last week, everything sounds muffled.
Frequent nosebleeds, sometimes twice a day.
My voice has been hoarse for six weeks and I don't smoke.
The room spins whenever I turn over in bed.
Wax has built up so much I can barely hear on the left.
Discharge and pain in my ear after swimming.
I snore so loudly my partner has moved to the spare room.
Lost my sense of smell after a cold and it hasn't come back.
My toddler keeps pulling at his ear and has a temperature.
A lump in my neck just under my jaw that's been there a month.
Feels like something is stuck in my throat all the time.
Ever since a bad cold a month ago, my upper back teeth and both cheeks throb whenever I bend down to tie my shoes, and I keep blowing out thick green mucus.
I keep getting tonsillitis, four times this year already.
Struggling to follow conversations in noisy restaurants.
My ear pops and crackles when I swallow.
Post-nasal drip that makes me clear my throat all day.
A bead got pushed up my daughter's nostril and we can't get it out.
Pressure around my eyes and forehead that never fully goes away, and my nose is always stuffy.
Food goes down the wrong way and I cough when I swallow.
Loud music at concerts now hurts far more than it used to.
Crooked nose since I broke it playing football, and I can't breathe through it.
Dizzy spells with muffled hearing on one side that come and go.
My son breathes through his mouth all the time and his adenoids may be big.
A fish bone has been stuck in my throat since dinner.
Sneezing fits and a runny nose all year round, not just in spring.
Bad breath and little smelly white lumps that come out of my tonsils.
My hearing aid doesn't seem to help as much as it did.
Woke up with a sharp earache and a bit of blood on the pillow.
I'm a primary school teacher and by Thursday afternoon my voice cracks and gives out completely; it comes back at the weekend, but this has been going on all term.
Persistent cough and hoarseness with no cold, and I taste acid at the back of my mouth.
The bone behind my ear is swollen and tender.
One nostril is always dripping clear fluid, only on that side.
Deep itch inside my ear and there's a faint smell.
Throat hurts on one side and it feels like there's a pebble there when I swallow.
Polyps were found in my nose years ago and I think they're back.
Whistling sound when I breathe through my nose.
Balance is off and I feel like the floor is moving, weeks after getting off a boat.
""",
}

# The school subject a sentence from a lesson, textbook or worksheet belongs to, judged by
# what it teaches (a war's causes are history even when it names a river).
SUBJECTS = {
    "history": """
The Treaty of Versailles forced Germany to accept blame for the war, give up its colonies and pay heavy reparations, which many Germans saw as a humiliation and later resented bitterly.
In 1066 William of Normandy defeated Harold at Hastings.
Factory towns grew rapidly as families left the countryside for work in the mills.
The Roman Republic was governed by two consuls elected each year.
Why did the Berlin Wall come down so suddenly in 1989?
Medieval peasants owed labour on their lord's land in return for protection.
The printing press let pamphlets spread Luther's ideas across Europe within weeks.
Compare the causes of the American and French revolutions.
Rationing in Britain continued for several years after the Second World War ended.
The Silk Road carried goods, religions and diseases between China and the Mediterranean.
Pharaohs were buried with food, furniture and servants' figurines for the afterlife.
Women over thirty gained the vote in Britain in 1918.
Using the two sources, explain why the Spanish Armada failed.
The Cold War never became a direct fight between the superpowers, but it shaped dozens of smaller conflicts.
Gandhi's salt march turned a tax protest into a national movement.
The Black Death killed perhaps a third of Europe's population in a few years.
Henry VIII broke with Rome partly because the Pope would not annul his marriage.
Aztec Tenochtitlan was larger than most European cities when the Spanish arrived.
Magna Carta limited the power of King John in 1215.
Enslaved Africans made up most of the workforce on Caribbean sugar plantations.
The Meiji government modernised Japan's army and industry in a single generation.
How reliable is a soldier's diary as evidence of life in the trenches?
The Great Depression followed the stock market crash of 1929.
Athenian democracy excluded women, slaves and foreigners.
Campaigners organised a year-long boycott of Montgomery's buses.
Vikings raided monasteries along the coast because they held silver and had few defenders.
Napoleon's invasion of Russia ended in a disastrous winter retreat.
Castles built after the Norman Conquest kept the local population under control.
The partition of India in 1947 forced millions of people to leave their homes.
Put these in order: the moon landing, the Cuban missile crisis, the founding of the United Nations.
""",
    "biology": """
Mitochondria release energy from glucose during respiration.
Label the parts of a flower: petal, stamen, stigma and ovary.
Enzymes are proteins that speed up reactions without being used up.
Red blood cells carry oxygen bound to haemoglobin.
Offspring inherit one copy of each gene from each parent.
Plants lose water through tiny pores on the underside of their leaves.
Explain how antibiotic resistance spreads through a population of bacteria when a patient stops taking the tablets as soon as they feel better instead of finishing the course.
A food chain starts with a producer such as grass or algae.
The heart has four chambers, and valves stop blood flowing backwards.
Describe what happens to a caterpillar during metamorphosis.
Vaccines train the immune system to recognise a pathogen before infection.
Finches on different islands evolved beaks suited to different foods.
The nucleus contains the cell's genetic material.
Insulin lowers the level of sugar in the blood.
Chlorophyll absorbs red and blue light, which is why leaves look green.
Villi in the small intestine increase the surface area for absorbing food.
Corals turn white when stress makes them expel the algae living inside their tissues.
Nerve impulses cross the gap between neurons using chemical messengers.
Bees carry pollen as they move from flower to flower.
In the germination experiment, keep the temperature the same for every dish of seeds.
Mushrooms are fungi, not plants, because they cannot make their own food.
Our lungs contain millions of tiny air sacs where gas exchange happens.
A mutation is a change in the sequence of DNA.
Numbers of foxes and rabbits rise and fall in linked cycles.
Kidneys filter waste from the blood and produce urine.
Classify these animals as mammals, reptiles, amphibians or birds.
Skeletal muscles work in pairs, one contracting while the other relaxes.
Viruses can only reproduce inside a host's cells.
Pupils widen in dim light to let more light reach the retina.
Decomposers such as earthworms return nutrients to the soil.
""",
    "physics": """
An object stays at rest unless a resultant force acts on it.
Calculate the current through a 6 ohm resistor connected to a 12 volt battery.
Sound travels faster in water than in air.
Light bends when it passes from air into glass.
A ball thrown upwards slows down because gravity pulls it back.
Metals conduct heat well because they have free electrons.
Weight is measured in newtons, mass in kilograms.
A transformer changes the voltage of an alternating current.
Why does a spoon look bent in a glass of water?
The half-life of a radioactive isotope is the time for half its nuclei to decay.
In a crash, a seatbelt stretches slightly so that your body takes longer to come to a stop, and because the change in momentum is spread over more time, the force on you is smaller.
Like magnetic poles repel and unlike poles attract.
Kinetic energy depends on the mass and the square of the speed.
The Moon's gravity is about a sixth of the Earth's.
In a parallel circuit, if one bulb blows the others stay lit.
Ice floats because it is less dense than liquid water.
Describe how a convection current forms in a pan of heated soup.
The pitch of a note rises as the frequency of the vibration increases.
Friction between the tyres and the road lets a car turn corners.
A lever lets a small effort lift a large load if the pivot is close to the load.
Red light has a longer wavelength than blue light.
The pressure on a diver increases with depth below the surface.
Plot a distance-time graph for a cyclist who stops for two minutes halfway.
Satellites stay in orbit because they are constantly falling around the planet.
Energy cannot be created or destroyed, only transferred from one store to another.
A rainbow forms when raindrops split sunlight into its colours.
Charge builds up on a balloon rubbed against your hair.
Momentum before a collision equals momentum after it, if no outside force acts.
Power is the rate at which energy is transferred.
Thermal imaging cameras detect the infrared radiation given off by warm objects.
""",
    "literature": """
Macbeth's ambition grows after he hears the witches' prophecy.
The narrator of the novel cannot be trusted, which changes how we read the ending.
Identify the metaphor in the second stanza and explain its effect.
A sonnet has fourteen lines and often turns its argument at the ninth.
Dickens used his novels to expose the conditions of the London poor.
How does the poet use the image of the sea to suggest loss?
Jane Eyre refuses to marry Rochester when she learns the truth about the attic.
The dramatic irony is that the audience knows Juliet is only asleep.
Write a paragraph comparing the two main characters' attitudes to home.
Alliteration in the opening line imitates the sound of the wind.
Orwell's farm animals stand for groups in the Russian Revolution.
The chorus in Greek tragedy comments on the action for the audience.
Why does Scout's view of her father change by the end of the book?
The story is told in flashback, starting on the day of the funeral.
Find a quotation that shows the speaker's anger toward the city.
Gothic novels often feature ruined castles, storms and hidden secrets.
Heathcliff's cruelty in the second half of the novel can be read as a response to the way he was treated as a child, which makes it harder for readers to simply condemn him.
The rhyme scheme is ABAB, with the final couplet breaking the pattern.
Keats wrote the ode in the spring of 1819, a year before he sailed for Italy.
Tone shifts from playful to bitter in the last two stanzas.
Odysseus takes ten years to reach home after the fall of Troy.
The writer's short sentences build tension as the footsteps approach.
Elizabeth Bennet's first impression of Darcy turns out to be wrong.
Personification gives the old house a face and a mood.
What does the green light at the end of the dock represent?
The speaker addresses a lover who has died.
Frankenstein's creature learns to read by listening to a family through a wall.
Dialogue written in dialect makes the characters feel rooted in their village.
The play's setting never leaves a single room.
Hamlet delays his revenge, and critics still argue about why.
""",
    "mathematics": """
Solve 3x + 7 = 22.
The angles inside a triangle add up to 180 degrees.
Find the area of a circle with radius 5 cm, leaving your answer in terms of pi.
A prime number has exactly two factors.
Expand and simplify (x + 4)(x - 2).
What is the probability of rolling two sixes with a pair of dice?
Round 0.04567 to two significant figures.
The gradient of a straight line tells you how steep it is.
Work out 15% of 240 without a calculator.
Two lines that never meet and stay the same distance apart are parallel.
The mean of five numbers is 8; what is their total?
Pythagoras' theorem links the three sides of a right-angled triangle.
Convert 3/8 to a decimal and a percentage.
Draw a tree diagram for picking two counters without replacement.
Every square is a rectangle, but not every rectangle is a square.
Factorise x squared minus nine.
A map has a scale of 1:50,000; how far in real life is 4 cm on the map?
The sequence 2, 5, 8, 11 goes up by three each time, so write down an expression for the nth term and use it to find the 50th term without listing them all.
Prove that the sum of two odd numbers is always even.
Share 60 sweets between two children in the ratio 3:2.
Find the value after three years of 500 pounds invested at 4% compound interest.
A cube has six faces, twelve edges and eight vertices.
Estimate the answer by rounding each number to one significant figure first.
The median is the middle value when the data are in order.
Calculate the bearing of B from A, giving your answer to the nearest degree.
Negative times negative gives a positive.
Three angles of a quadrilateral are 90, 85 and 110 degrees; find the fourth.
Standard form writes 45,000 as 4.5 times ten to the power four.
How many different ways can four books be arranged on a shelf?
Draw the graph of y = 2x - 1 for values of x from -3 to 3.
""",
    "geography": """
Rivers erode the outside of a bend and deposit sand on the inside.
Tropical rainforests are found near the equator where it is hot and wet all year.
Earthquakes are common where tectonic plates slide past each other.
Why do so many people move from rural villages to big cities?
The Nile flows north through Egypt into the Mediterranean.
Use the grid reference to find the church on the map.
Monsoon rains bring most of India's rainfall in a few summer months.
Glaciers carve U-shaped valleys as they move downhill.
Population pyramids show the age and sex structure of a country.
Longshore drift moves sand along the beach in the direction of the prevailing wind.
Brazil's main exports include soya, iron ore and coffee.
Contour lines that are close together show steep ground.
Describe the impacts of a volcanic eruption on people living nearby.
Deserts form where air sinks and very little rain falls.
Tourism has brought thousands of jobs and new hotels to the island, but it has also brought traffic jams, litter on the beaches and water shortages for local farmers every summer.
The Ring of Fire circles the Pacific Ocean.
Hurricanes gain strength over warm ocean water and weaken over land.
Clearing the Amazon forest increases soil erosion and flooding downstream.
Which continent has the most countries?
Urban heat islands make city centres warmer than the surrounding countryside.
Sketch a cross-section of a waterfall and label the plunge pool.
Fair trade aims to give farmers in poorer countries a better price for their crops.
The Himalayas formed when the Indian plate collided with Asia.
Ocean currents carry warm water from the Caribbean toward north-west Europe.
Compare the climate graphs for Moscow and Lisbon.
Most of Australia's population lives near the coast.
A drainage basin is the area of land drained by a river and its tributaries.
Relief rainfall happens when moist air is forced up over mountains.
Shanty towns grow on the edges of cities when housing cannot keep up with migration.
Rising seas threaten low-lying countries such as Bangladesh and the Maldives.
""",
}

SETS = {"reviews": REVIEWS, "clinics": CLINICS, "subjects": SUBJECTS}

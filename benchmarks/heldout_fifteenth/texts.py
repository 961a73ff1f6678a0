"""The fifteenth round of held-out sets, written by hand: one text per line under its label (see
README.md). One set: messages and reviews that customers send to a local bicycle shop (15 to 60
words), labelled with the writer's own sentiment about the shop.
``python3 benchmarks/heldout/write.py heldout_fifteenth`` writes it as JSON."""

# A customer's message or review to a local bicycle shop (repairs, servicing, new bikes, parts,
# rentals, staff, prices, waiting times): the writer's OWN sentiment about the shop. `positive`
# the writer's own experience was good; `negative` it was bad; `neutral` a plain request or
# question with no opinion of the writer's own. About a third of each label also reports what
# other people said, read or heard about the shop (agreeing or not), and a few report what the
# writer told others; neither decides the label.
BIKESHOP = {
    "positive": """
Picked up my old road bike this morning and it rides like new. The chain no longer clanks, the brakes bite properly, and the bill was exactly what you quoted. Thank you.
Just wanted to say the rental hybrids were spot on for our weekend by the coast. Comfortable saddles, sensible gears, and the young lad who fitted the helmets was very patient with my kids.
I came in with a puncture ten minutes before closing and you still sorted it while I waited. That kind of thing keeps me coming back.
The mechanic took the time to explain why my wheel kept buckling and showed me what to check myself. Honest advice, fair price, no upselling.
Five stars. Bought my daughter her first proper bike and the staff spent half an hour adjusting the seat and handlebars until she was happy.
My e-bike had a fault nobody else could find. Your team traced it to a loose connector in two days and charged far less than I'd budgeted for.
Quick note of thanks for squeezing in my service before the charity ride. The gears were perfect over eighty miles of hills.
Really pleased with the tubeless conversion. Not a single flat in three months of gravel tracks, and the advice on tyre pressure made a huge difference.
What a lovely bunch. I dropped off a rusty bike I'd inherited from my grandad and got back something I'm genuinely proud to ride.
Fast, friendly and fairly priced. The new cassette and chain went on the same afternoon, and I was back on the commute the next morning.
The annual service plan has paid for itself already. Every check-up is booked within the week and the bike never feels neglected.
I was nervous about buying a second-hand frame, but the bloke at the counter went through every weld and bearing with me first. Great buy, zero regrets.
Hired a tandem for our anniversary and it was the highlight of the trip. Clean, well maintained, and the booking took two minutes.
Your bike fit session sorted out the knee pain I'd been putting up with for a whole year. Honestly, I can't thank you enough.
My order for an unusual brake lever arrived in four days when the big online sellers said six weeks. Impressed, and the fitting was free.
I love how the workshop sends a photo of the worn parts before replacing anything. It makes me trust the bill completely.
Popped in for a bell and left with a free safety check too. Small gesture, but it made my week.
The cargo bike you suggested has replaced our second car. Best advice we've ever had, and the follow-up check cost nothing.
Wheel truing done while I had a coffee next door, and it runs dead straight now. Cheers, folks, that saved my weekend ride.
Collected the folding bike after its repair. Hinge is tight again, the derailleur shifts cleanly, and the price was lower than the estimate. Brilliant.
I do most small jobs on my bikes myself, but anything tricky has gone to you for years and the standard never slips. Whoever is on shift always remembers my name, my bike's little quirks, and that I hate a noisy freehub.
Top marks for the kids' balance bike swap scheme. We traded up twice and each time the bike was spotless and ready to go.
The repair took a week longer than planned, but you kept me updated the whole time and knocked something off the bill for the wait. Really appreciated.
Having moved here recently from the other end of the country, I was delighted to find such a welcoming place. The mechanic not only fixed my rattling mudguard for free but also pointed me towards the quiet lanes for commuting, sketched me a little map, and warned me which hills to avoid in the wet. Lovely people.
Superb job on the hydraulic brakes: bled, adjusted and finally silent. I'd struggled with them on my own for months.
Thanks for fixing the snapped spoke on a Sunday morning when I was stranded halfway through a tour. Absolute lifesavers.
Mudguards fitted, lights wired to the dynamo, and every cable tidy. I don't know how you did it all in one afternoon, but you've made winter commuting bearable for the first time.
The price match on the helmet was handled without any fuss, and the lad even adjusted the straps for me. Friendly service from start to finish.
My neighbour said you were the only place worth trusting with a vintage frame, and she was right. The restoration is beautiful and you kept every original part you could.
Reviews online claim you're pricey, but my service cost less than the chain store charged me last year, and the work was far better.
Everyone at the club raves about your wheel builds, so I finally ordered a set. Worth every penny: stiff, light and perfectly true.
I'd heard the waiting list was a fortnight, yet you fitted me in the next day when I explained I needed the bike for work. So grateful.
A friend swore the staff here were grumpy. Not my experience at all: the woman at the till was warm, patient and funny, and she did a better job of explaining gear ratios than any video I've watched.
According to a forum I read, you're slow with warranty claims. Mine was sorted in under a week, with the replacement frame built up for free.
My mechanic friend reckons nobody does hub servicing properly any more. I showed him yours and he had to admit it was a tidy job.
People say the rentals are tired and worn out. We took four bikes last weekend and every one was in excellent condition.
My colleague recommended you after her commuter bike was rescued, and now I understand why. Same-day repair, clear explanation, fair bill.
The word around town is that you're the friendliest workshop for beginners. Can confirm. Nobody made me feel silly for not knowing what a bottom bracket was.
I was warned you'd try to sell me a new bike instead of fixing the old one. The opposite happened: you talked me out of buying and repaired it for very little.
My cousin grumbled that you're too strict about booking slots. Fair enough, but having a fixed slot meant my bike was ready exactly when promised.
A regular at the café told me you do the best bike fits in the area. I booked one and my back has never felt better on long rides.
Reading the comments online, I expected a long queue. There was one, but it moved quickly, and the repair itself was flawless.
The cycling club's group chat says your prices have gone up. Maybe so, but I'd still rather pay a bit extra for work that lasts.
My dad has taken his bikes to you since the eighties and always called you reliable. Now I know it first-hand, after my brakes were fixed within an hour.
I heard on the school run that you lend bikes to families while theirs are in for repair. You did that for us and it saved our week.
My teenage son dropped his bike in for a new derailleur hanger and came home raving that the staff treated him like an adult. I'm just as impressed with the work.
I told my sister you were brilliant after you rescued my bike the night before my race, and she's booked her first service with you.
I've recommended you to everyone in my running club who's thinking of taking up cycling. You earned it with that patient fitting last month.
I left a glowing review on the community noticeboard after the rental went so smoothly, and I said the same to the couple from our holiday cottage who were wondering where to hire bikes. Just wanted you to hear it directly too: the bikes were immaculate, the route card was handy, and returning them late was no problem.
When a colleague asked me where to get a decent commuter, I sent her straight to you. Mine has done two thousand miles without a hiccup.
""",
    "negative": """
I paid for a full service and the gears were skipping again before I'd even got home. When I brought it back, nobody seemed interested.
Three weeks for a simple brake adjustment is ridiculous. No call, no update, and when I rang I was put on hold twice.
The rental bike's chain came off four times on a short ride. Poorly maintained, and we still had to pay the full day rate.
Your mechanic fitted the wrong size inner tube and I had a flat the very next morning. Sloppy work for something so basic.
Very disappointed. The quote was one figure and the final bill was nearly double, with extras I never agreed to.
I was ignored at the counter for ten minutes while two members of staff chatted about football. In the end I just walked out.
My new bike came with the front brake rubbing and the handlebars slightly crooked. For the price, I expected it to be checked properly before collection.
You lost the spare key to my bike lock that I'd left with the bike. Nobody apologised; the lad just shrugged.
The parts I ordered were promised in a week. It's been six, and I've been given a different excuse every time I ask.
Booked a service online, turned up on time, and was told the workshop was too busy and to come back tomorrow. Why take the booking?
The e-bike battery diagnosis cost me a fortune and the fault is still there. I feel like I've paid for guesswork.
Overpriced and rude. When I questioned the labour charge I was told I could take my bike elsewhere. Don't worry, I will.
My wheel came back with a scratched rim and a bent spoke that weren't there when I dropped it off. I'm not happy about it at all.
The kids' bike I bought last month already has a wobbly pedal. Your staff said it was my son's fault, which is nonsense.
Hired two bikes for the weekend and one had a slow puncture from the start. We lost half a day pushing it back.
It took three visits to fix a creaking bottom bracket and it's still creaking. I've given up and bought the tools myself.
Your opening hours online are wrong. I cycled across town on a flat tyre only to find the shutters down at four.
The mechanic talked down to me as if I'd never seen a bike before, explaining what a spoke was when all I asked was whether he could do a quick true. I've been riding and fixing my own for twenty years and I didn't appreciate being patronised in front of a queue of people.
Bought a helmet that turned out to be the wrong size because the assistant insisted it fitted. Now you won't exchange it because the tag's been removed.
Charged a "workshop fee" just for looking at my bike, even though you didn't fix anything. That should have been made clear upfront.
The bar tape was wrapped so badly it's unravelling after a week. It's a small job and it was done carelessly.
My bike sat untouched for ten days. When I finally came to collect it, the ticket still said "not started". Unacceptable.
Lovely staff, but the repair failed within a fortnight and I had to pay again to have it redone. Not good enough.
Your deposit for rentals is far too high, and it took a month to get mine back. Never again.
The disc brakes squeal worse than before the service. I asked for them to be checked and was told that's "normal". It isn't.
I waited in all day for a home collection that never happened. No phone call, no email, nothing at all. When I rang the next morning I was told the van had broken down, which is fine, but why did nobody think to let me know?
Prices have crept up every single year while the quality of the work has gone down. Last spring the service missed a worn chain, this autumn the gears were left half indexed, and each time I paid more than the time before. I'm now looking for somewhere else to take my bikes.
The second-hand bike I bought from you had a cracked seat post hidden under the clamp. Dangerous, and you refused a refund.
Everyone at the club raves about you, but my gears still skip after two visits and a hefty bill. I can't see what they see.
My neighbour warned me the workshop was chaotic, and sadly she was right. My bike was misplaced for two days.
I read online that you're the best for wheel builds. The pair I collected were out of true within a week.
A friend swore you'd sort my brakes in an hour. Three days later I'm still waiting and nobody can tell me why.
People say the staff are friendly. Whoever served me on Saturday was curt, impatient, and clearly wanted me gone.
Reviews claim your rentals are top quality. Ours had worn tyres, a loose saddle and brakes that barely worked.
According to the local forum, I'm not the only one whose service was rushed. My derailleur was left badly misaligned.
My mechanic friend looked at your work on my headset and said it was overtightened. I trusted you and shouldn't have.
I'd heard you were cheap and cheerful. Cheap, maybe, but the chain you fitted snapped on its second ride.
The word is you've gone downhill since the new owners took over. After my last visit, I'd have to agree.
My brother recommended you for e-bike repairs, which is embarrassing now, because mine came back with the same error code.
Online reviews praise the quick turnaround. I waited eleven days for a puncture repair and a brake pad swap.
My colleague said you treat regulars well and newcomers badly. I'm a newcomer, and that's exactly how it felt at the counter.
The cycling club newsletter listed you as a recommended workshop. I can't understand why after the mess you made of my cables.
Another customer in the queue told me her bike had been waiting a month. Mine's now at three weeks. Pathetic.
My sister loves you, and I do understand why, because the staff are pleasant enough. But I've never had a repair from you that lasted more than a month. Sorry, but it's true.
Everyone in my street seems to use you, so I assumed you'd be decent. The fitting on my new saddle was so far off it hurt to ride, the nose was tilted up and the height was wrong by a good two centimetres. I had to fix it myself with an allen key at the side of the road.
I told the mechanic it was a shoddy job when I saw the cables zip-tied to the frame, and I'm telling you now in writing as well.
I've warned my friends off after the way my complaint was handled. Nobody should be spoken to like that over a refund.
I posted on the neighbourhood group that your rentals aren't safe, and I stand by it. The brakes on mine failed on a hill.
I told my son not to buy his first bike from you after the hassle I had getting a faulty light replaced. Four visits, two different stories about the warranty, and in the end I gave up and bought one elsewhere. It shouldn't be that hard.
When friends ask where to get a service, I now say anywhere but here. Two botched repairs in a row is enough.
""",
    "neutral": """
Do you service hub gear bikes? Mine has an eight-speed internal hub and I'd like the oil changed before winter.
Could you let me know the cost of replacing a chain and cassette on an eleven-speed road bike, and how long it usually takes?
I'd like to hire three adult bikes and one child's bike for Saturday, from about nine in the morning until late afternoon. We're planning the old railway path and back, so nothing too sporty. Will I need to bring ID for each rider, is there a deposit, and could the child's bike have a seat low enough for a seven-year-old?
Is it possible to book a service for next Tuesday morning? I can drop the bike off before eight if that works.
What are your opening hours over the bank holiday weekend? I need to collect a bike I left in for repair.
Do you stock tubes for twenty-inch wheels with presta valves? My daughter's bike needs a spare for her school trip.
I'm looking for a step-through frame for my mother, who is in her seventies. Could we come in to try a few models?
Can you fit a child seat to a bike you didn't sell? It's a rack-mounted seat I bought separately.
My ticket number is on the receipt but I've lost it. Can I still collect my bike with proof of ID?
Do you take part in a cycle-to-work scheme, and if so, which providers do you work with?
How much notice do you need for a wheel build? I'm thinking of ordering dynamo hub wheels for touring.
Could you check whether my frame is still under warranty? I bought it from you about eighteen months ago.
Would it be possible to pay for the repair by bank transfer rather than card when I collect it on Friday?
Are there any basic maintenance classes I could join? I'd like to learn how to fix a puncture and adjust my own brakes.
I'd like a price for converting my mountain bike to a single speed. Is that something your workshop does?
Would you buy a used bike or take one in part exchange? I have a hybrid in decent condition that I'm no longer riding.
Is there parking near you for a car with a bike rack? I'm coming from out of town for the fitting.
Please can you confirm the collection time for my bike? I was told Thursday but haven't had a text yet.
What size frame would suit someone five foot four with a short reach? I'm considering the gravel bike in your window.
Are electric bikes available to rent by the week, and do the batteries come fully charged at pickup?
Are mobile repairs or home visits an option? I have two bikes with flat tyres and no car to bring them in.
Can I reserve the cargo bike for the first weekend of next month? We'd need it from Friday evening until Sunday.
I have a brake lever from an older groupset that needs replacing. Can you order the matching part if I send a photo?
Hello, do you sell gift vouchers, and can they be used for servicing as well as new parts and accessories?
Is a bike fit included when buying a new road bike from you, or is it charged separately?
My bike is in for a service under the name on this email, booked for tomorrow. While it's there, could you add a new set of brake pads, swap the worn bar tape for something in black, and check why the back wheel makes a faint ticking noise? Please ring me with a price before going ahead.
What's your current lead time for a basic safety check? I'd like one done before a sportive in three weeks.
Do you repair carbon frames, or could you advise what to do about a small crack near the seat tube?
My neighbour says you're the best for wheel truing. Could you do one while I wait, or does it need to be left overnight?
I read online that waiting times can be long. How far ahead should I book a full service at the moment?
Everyone at the club raves about your bike fits, so I'd like to book one. What should I bring with me on the day?
A friend warned me your rental deposit is steep. Could you tell me how much it is for a weekend hire?
I was told you might have second-hand children's bikes in stock. Do you have anything for a six-year-old?
According to a forum thread, you're one of the few places that still services old three-speed hubs. Is that still the case?
My mechanic friend recommended you for e-bike motor repairs. Which kinds of motor do you work on?
Reviews claim your prices went up this year. Could you send me the current price list for servicing?
I heard from a colleague that you're closing for refurbishment soon. When will you reopen, and if my order of tyres and a pump arrives while you're shut, is there some way I can still collect it, or should I ask for it to be posted instead?
People in my cycling group say you give a discount to club members. How would I go about getting it?
The word at the school gate is that you run a bike recycling scheme. Do you accept donations of outgrown kids' bikes?
My uncle swears by your touring set-ups and suggested I ask about panniers. Which racks fit a steel frame with no eyelets?
Someone on the community forum complained about a long wait for parts. Do you have eleven-speed chains in stock, or would they need ordering?
I've seen mixed reviews about your repair times. Before I book, could you tell me your typical turnaround for a gear tune?
A rider I met on the trail said you offer free puncture checks on Saturdays. Is that right, and do I need to book?
My partner was told you rent out tandems. What's the cost per day, and is there a minimum age for the rear rider?
Apparently you've moved to a bigger unit, according to a post I saw. Is the new address the one on your website?
I told my sister I'd ask on her behalf: do you have any women's hybrid bikes in a small frame size?
I've said to my club that I'd find out whether you can handle a group booking for a servicing day in spring. Can you?
I promised my neighbour I'd check whether you fit electric conversion kits to ordinary bikes. Do you?
I mentioned to my dad that you might service his old racing bike. Would you take one from the seventies with friction shifters?
I told my son's scout leader I'd ask whether someone could give a short talk on bike safety to the group. Is that something you'd consider?
""",
}

SETS = {"bikeshop": BIKESHOP}

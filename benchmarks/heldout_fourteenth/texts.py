"""The fourteenth round of held-out sets, written by hand: one text per line under its label
(see README.md). One set: emails and messages from guests to a hotel, before, during or after a
stay (20 to 70 words), labelled with the writer's own sentiment about the hotel.
``python3 benchmarks/heldout/write.py heldout_fourteenth`` writes it as JSON."""

# An email or message from a guest to a hotel: the writer's OWN sentiment about the hotel.
# `positive` their own stay (or dealings with the hotel) pleased them; `negative` it let them
# down; `neutral` a plain request or question with no opinion of their own (bookings, parking,
# late check-in, invoices, dietary needs). About a third of every label reports what others
# said, wrote or warned (praise or complaints); that reported opinion never sets the label.
HOTEL = {
    "positive": """
A colleague told me your rooms were looking tired, but our stay last weekend was lovely. The bed was firm, the room spotless and the young man at reception sorted out our dinner booking in minutes.
Just a quick note to say thank you for making my mother's eightieth so special. The cake you arranged at breakfast brought her to tears, in the best possible way, and she hasn't stopped telling her friends.
I checked out this morning and wanted to write before the day gets away from me. Quiet room, excellent shower, and the porter carried my cases up three flights without a word of complaint. I'll be back.
Reviews online had warned me about noise from the road, so I packed earplugs. I never needed them. The windows kept everything out and I slept better than I do at home.
We came for one night and ended up extending to three. Your staff were relaxed and kind with our toddler, and the family room had far more space than we expected.
My brother-in-law swore your breakfast was overrated. He's wrong. The smoked fish and the fresh bread were the best start to a day I've had in years, and the coffee kept coming.
Could you pass my thanks to the night manager? When my flight was delayed and I arrived at two in the morning, he had tea and sandwiches waiting. It made all the difference.
I'd read on a travel forum that the pool was always crowded. We found it calm every afternoon, warm, and the towels were replaced without asking. A really restful week.
My in-laws always said you were nothing special, yet everything about our anniversary weekend went smoothly, from the early check-in to the bottle of wine waiting in our room. My husband is already talking about next year.
People at work kept telling me the place had gone downhill since the renovation. Having just stayed for a conference, I honestly can't see why. Meeting rooms worked, coffee was hot, and my room was calm.
Your reception team found my lost wallet in the lobby and posted it to me the same day. I can't thank you enough. Honest, quick and so friendly on the phone.
Friends had recommended you for years and we finally came. It lived up to every word. The view from the balcony alone was worth the trip, and the staff somehow managed to be attentive without ever hovering. Can we book the same room for next summer, or is it too early to ask?
Our stay was superb overall. The only small thing was the slow lift, but with staff that warm and a bed that comfortable, I hardly minded. Could you send me a copy of the final bill?
My sister stayed with you last spring and had a miserable time with a leaking ceiling, so I almost booked elsewhere. I'm glad I didn't. Our room was bright, dry and beautifully kept, and whoever chose the paintings in the corridor has excellent taste. I'd like to book again for her birthday, and this time she's coming with us.
I travel for work almost every week and rarely bother writing. This time I must: the desk in my room was actually usable, the wifi never dropped, and the restaurant stayed open late for me after a meeting overran. Small things, maybe, but after years of hotels that get them wrong, they felt like luxury. I've asked our travel team to put you on the approved list.
The dog-friendly room was a revelation. Water bowl, a blanket, and a map of walks nearby. Our old spaniel hasn't been so spoiled in his life. Thank you all.
Your hotel has a reputation for being stuffy and formal, at least among my friends. We found the opposite: the bar staff chatted with us until late and the manager joined in.
We had a lovely time despite the rain. The drying room for our walking boots was a godsend and the fire in the lounge was lit every evening.
Having read a string of glowing reviews, I arrived expecting to be let down, as usually happens. Instead it was every bit as good. The spa treatment was the highlight.
Just wanted to say the wedding went perfectly. Your events coordinator kept calm when the florist was late, and our guests still talk about the dessert table.
Honestly, a brilliant few days. Clean, quiet, sensible prices at the bar and a receptionist who remembered our names from day one. Why did we wait so long to come?
I was nervous about travelling with my wheelchair, but the accessible room was thoughtfully laid out and the ramp at the side entrance made getting in easy. Thank you.
A travel blogger I follow called your rooms basic. Maybe, but basic done this well suits me perfectly. Crisp sheets, strong shower, great coffee. Nothing missing.
The staff went out of their way when our daughter fell ill on the second night, fetching a doctor and bringing soup up to her. We will never forget that kindness.
Loved it. The rooftop terrace at sunset, cocktails, music kept low enough to talk. I'm already recommending you to everyone at the office, and two of them have asked me for your details. Do you do anything for friends of returning guests? Either way, we'll be back before the summer is out.
My manager warned me the conference hotel would be functional at best. I'm pleased to report she was wrong: lunch was excellent and my room overlooked the gardens.
Many thanks for the upgrade on our honeymoon. The suite was gorgeous, and finding chocolates and a card on the pillow each night was a sweet surprise.
Your cleaner found my daughter's cuddly rabbit under the bed and left it tucked in with a note. She was thrilled, and so were we. Such a warm place.
I heard from a neighbour that your car park gets full by evening, so I arrived early. No need: there was plenty of space, and the attendant helped me reverse into a tight spot. Very pleasant stay.
After a long drive, the welcome at the desk was exactly what we needed. Check-in took two minutes and the room was warm, quiet and smelled of fresh linen.
The breakfast staff noticed I'm gluten free on the first morning and from then on had my bread toasted separately without me asking. That kind of attention is rare, and as a coeliac I usually spend hotel breakfasts eating fruit and hoping for the best. Would you pass my thanks on to them?
Everyone on the review sites complains about the small rooms. Yes, ours was compact, but it was so cleverly arranged that we never felt cramped. We enjoyed every minute.
Thank you for sorting the mix-up over our booking dates so quickly. What could have been a stressful evening turned into a relaxing weekend.
Five nights, not one problem. Comfortable bed, discreet housekeeping, and a ten-minute walk to the old town. Exactly what we hoped for when we booked.
My uncle, who is hard to please, recommended you, and I now see why. The service felt personal rather than scripted. We'll book again in the autumn.
It's rare for a hotel gym to have proper equipment, but yours does. I trained every morning and the juice bar afterwards was a nice bonus.
Our group of twelve was looked after brilliantly. Separate bills without fuss, a private corner for dinner, and patience with our endless questions.
A friend warned me the spa would be overpriced. It wasn't cheap, but the massage was the best I've ever had and I left feeling ten years younger.
Just back home and already missing the place. The children loved the games room and we loved the quiet garden while they played. Thank you for a happy week. Is there any chance you'd tell me where your croissants come from? The children would like them at home.
We stayed for a funeral, which is never easy. Everyone was gentle and understanding, and they set aside a small lounge for the family afterwards. That meant a great deal. Nobody rushed us at check-out either, and the flowers left in my aunt's room were a touch we didn't expect and won't forget.
The forum threads I'd read were full of complaints about slow room service. Ours arrived in twenty minutes, hot, and with a smile. Can't fault it.
Lovely stay. Could I ask for the recipe for the lemon cake served at afternoon tea? My wife has not stopped talking about it since we got home.
I booked on impulse and it turned out to be the best decision of the trip. Charming old building, kind people, delicious dinner, and a bath big enough to stretch out in.
Some of my colleagues said your location was inconvenient, but the shuttle to the station ran like clockwork and saved me a fortune on taxis. Very happy with it.
Wonderful service from start to finish. When I left my charger behind, you'd already emailed me before I even noticed. Please thank housekeeping for me.
The renovation has made a huge difference since my last visit. The bathroom is modern, the lighting soft and the new lounge is a real pleasure to sit in.
Your hotel's name comes up whenever my walking club talks about good food, and after last week I understand why. The lamb was cooked perfectly and the puddings were even better.
I was dreading a business trip in winter, but your team made it genuinely pleasant, right down to a hot water bottle appearing in my bed every evening.
Brilliant. We arrived soaked and exhausted, and within minutes had towels, hot chocolate and a room with the heating already on.
Short version: we'd stay nowhere else now. Longer version: two nights of deep sleep, breakfast worth getting up for and not a single thing to complain about.
""",
    "negative": """
I'd heard wonderful things about your spa, which made the cold pool and the broken sauna even more disappointing. Nobody at the desk seemed to care when I mentioned it.
Our room smelled strongly of smoke even though it was supposed to be non-smoking. We asked to move and were told the hotel was full. Two nights of headaches.
I am writing to complain about the noise on the third floor. A party went on until four in the morning and the night porter did nothing when I phoned down twice.
Friends recommended you as the best in town. I can only assume standards have slipped since their visit: stained carpet, a dripping tap and a breakfast of lukewarm eggs.
The charge on my card is much higher than the rate I booked. I have called twice and nobody has called back. This is not how I expected to be treated after ten years as a regular guest.
Your website promised a sea view. We got a view of the bins and an air conditioning unit that rattled all night. Is that what you call a sea view? Very poor, and we paid extra for it.
A colleague warned me the wifi was dreadful and she was right; if anything she was being kind. I couldn't join a single video call from my room all week.
Check-in took forty minutes because only one person was on the desk, and when we finally got to the room, the beds hadn't been made. Not the start to a holiday we wanted.
I booked your hotel because of its reputation for excellent food. The steak was grey, the vegetables overcooked and the waiter argued with me when I sent it back.
The shower alternated between scalding and freezing every few seconds. I reported it on the first morning and it was still the same when I left three days later. What is the point of reporting a fault if nobody comes to fix it?
My daughter found a used razor in the bathroom. I really don't know what else to say. Please explain how your cleaning checks could have missed it. Who looked at that room before we arrived?
All the reviews I read praised the friendly staff. Perhaps I was unlucky, but the receptionist rolled her eyes when I asked for an extra blanket and the manager never replied to my note.
We were moved to a different room at midnight because of a so-called double booking, and the new one was next to the lift. Nobody apologised or offered anything.
Very disappointed. Breakfast ran out of almost everything by half past eight, and staff kept telling us more would come, but it never did.
I'm still waiting for the refund you promised six weeks ago for the night we cancelled. Every email gets a polite reply and no money. Frankly, it's exhausting. Can you tell me when I will actually see the money?
People on a travel forum said the car park was safe. Ours was broken into on the second night, and the cameras, we later learned, hadn't worked for months.
The mattress sagged so badly that my husband woke with a sore back each morning. For the price we paid, that is simply not acceptable.
My parents stayed last year and loved it, so I booked the same room for their anniversary. This time the heating didn't work and they spent the evening in coats. I'm embarrassed I sent them.
There was mould along the bathroom ceiling and the extractor fan didn't work. When I pointed it out, the housekeeper just shrugged and carried on down the corridor.
I asked three times for a quiet room away from the bar and was given one directly above it. Music until one in the morning, every single night.
A neighbour of mine raved about your afternoon tea. Ours was stale scones, a single pot of tea for four people, and a forty-minute wait for the bill.
Please do not advertise yourselves as family friendly if children are not allowed in the pool after four o'clock. Our kids cried and we felt misled.
Your staff lost my dry cleaning, a suit I needed for a job interview the next morning, and then asked me to fill in a form. I had to buy a new one at my own cost.
We'd been told by our travel agent that the hotel was right by the beach. It is a twenty-minute walk along a main road with no pavement, which nobody mentioned.
The air conditioning was stuck on full blast and maintenance never came, despite four calls. We slept under every blanket we could find in the middle of July.
I'm afraid our stay fell well short. The room was dusty, the kettle was furred with limescale, and someone from housekeeping walked in on me twice without knocking.
Your reputation as a quiet countryside retreat is clearly out of date. Building work started at seven every morning right outside our window, and nobody warned us when we booked.
The invoice I received lists two extra nights we never stayed. I sent proof of our dates a fortnight ago and have heard nothing since. I'm angry and I want this fixed.
I'd read that the rooms were small, which I was fine with. What I wasn't fine with was a bed pushed against a radiator that couldn't be turned down.
We had been looking forward to the tasting menu for months, after my cousin described it as unforgettable. Sadly it was unforgettable for the wrong reasons: three courses arrived cold.
The lift was out of order for our entire stay and we were on the sixth floor with a pushchair. No one offered to help with bags or move us lower.
Could someone explain why a parking charge was added to my bill when I was told on the phone that parking was free? It has soured what was already a mediocre weekend.
Honestly, I expected better. Damp towels, a toilet that ran all night and a receptionist more interested in her phone than in the queue. On our last evening the bar closed an hour early without warning, and the only food on offer was crisps. For a four-star price, that's simply not good enough.
My boss had said the staff here were the friendliest she'd met. Not the night manager, who shouted at my teenage son for sitting in the lobby with his headphones on.
We found bites on both children the morning after we arrived, and there were bedbugs in the mattress seams. I have photos. I expect a full refund and an explanation.
The room was nothing like the photos. Faded curtains, a cracked mirror and a window that wouldn't close properly. I felt completely let down.
Everyone I know says your hotel is overpriced and I always defended you. After this weekend I can't anymore: mediocre dinner, rude bar staff and a bill full of surprises.
Room service took an hour and a half and arrived with the wrong order. When I rang to complain, the line was engaged for twenty minutes.
I booked an accessible room weeks in advance and confirmed it by phone. On arrival it had been given away, and the room we got had a bath I couldn't get in or out of.
A sad end to a long-awaited trip. Our luggage was left in the rain outside the entrance while the porter took a phone call, and my clothes were soaked through.
Highly recommended by a friend, and yet the wedding suite we paid extra for had a broken blind, no hot water and a view of the service yard.
The breakfast is not what it used to be. Powdered eggs, watery juice and the coffee machine broken both mornings. I won't be coming back.
We were charged for the minibar even though we never opened it. When I questioned it, the duty manager implied I was lying. Unacceptable. I'd like the charge removed and an apology in writing. Is this how you treat guests who have been coming for years?
The online reviews are glowing, so I'm sure I'm in the minority, but my stay was awful: noisy pipes, a lumpy pillow and staff who didn't seem to want us there.
I'm writing because my elderly father slipped on a wet floor in your lobby with no warning sign. He's bruised and shaken, and nobody even filled in an accident report. A cleaner had mopped minutes earlier and walked off. Can you confirm what you intend to do about it, and whether the floor is now signed when it is wet?
The pool was closed for maintenance all week, with no notice before we arrived. That was the whole reason we chose you over the place down the road. Why were we not told when we booked?
My travel group had warned me that the rooms facing the street were loud. I asked for a back room, was promised one and then given a street room anyway. Awful night.
Nobody answered the phone at reception for over an hour when our key card stopped working at midnight. We sat in the corridor until a cleaner let us in. Is there really no one on duty overnight?
It pains me to write this, as we've stayed many times, but this visit was a let-down. The new owners have cut corners everywhere, from the cheap soap to the missing evening turndown. The restaurant has lost its chef too, and it shows. I used to recommend you to everyone I knew; I don't think I can now.
A forum post claimed the spa was the best in the region. I found dirty robes, a broken steam room and a therapist who turned up twenty minutes late.
""",
    "neutral": """
Friends raved about your breakfast, so I'd like to book two nights in May for my partner and me. Is parking included in the rate, or is there a separate charge?
Could you tell me the latest time we can check in? Our train arrives after eleven at night and we don't want to find the doors locked.
Please send an invoice for my stay from the 3rd to the 6th to the email address below, with the tax shown separately. The company name should appear at the top.
I have a severe nut allergy. Before I book, can your kitchen guarantee meals prepared without nuts, including at breakfast and in the bar snacks?
I've read some reviews mentioning noise from the main road. When I book, could I ask for a room on the quiet side of the building?
Do you have a cot available for a one-year-old? We arrive on the 14th for three nights and would also like a high chair at breakfast.
A colleague recommended your meeting rooms. We're planning a training day for about twenty people next month. Please send prices for room hire with lunch and coffee, and the dates you still have free.
Is it possible to store our luggage after check-out? Our flight isn't until the evening and we'd like to explore the town without dragging cases around.
My sister warned me that the lift is sometimes out of order. My mother uses a walker, so please could you confirm whether a ground floor room is free on the weekend of the 20th? She can manage a step or two but not a full flight of stairs, and she'll need a chair in the shower if you have one. We'll be arriving by car in the early afternoon.
I'd like to change my booking from two nights to three, starting on the same date. Please let me know if the rate stays the same or goes up.
Does the hotel accept dogs? We have a small, well-behaved terrier and would need a room for two nights in early October, ideally near an exit.
Your hotel has a reputation for excellent weddings, and we're starting to look at venues for next summer. Could we arrange a viewing on a Saturday morning?
What is your cancellation policy? I'm booking for a family event that may be moved, and I'd rather not lose the deposit if the date changes.
We need two adjoining rooms for a family of five. Is that something you can guarantee, or is it only ever on request?
I heard from people at my gym that your pool is open to non-residents. Is that true, and if so, what does a monthly pass cost?
I stayed with you last week and think I left a grey scarf in room 212. If housekeeping find it, I'm happy to pay postage to have it sent to the address on my booking.
We'd like a taxi from the airport on the 9th, booked through the hotel if possible. We land at half past six and there will be three of us with large suitcases.
A review on a travel forum said the rooms can get cold at night. We're visiting in January, so is there extra bedding or a heater we can ask for?
My husband is vegan and I'm coeliac. Could you let us know what options there are at dinner, so we can decide whether to eat in or book a table elsewhere?
I'm booking on behalf of my manager, who arrives on Monday. Please note she needs a receipt showing the room rate and breakfast separately.
Is there an electric car charger in your car park, and does it need to be booked in advance? We'll need a full charge before the drive home.
We were told by a friend who stayed last year that the spa gets booked up quickly. Can I reserve two massages for the Saturday afternoon of our stay now?
Please cancel my reservation for the night of the 11th, as my conference has been moved online. A short email confirming the cancellation would be helpful for my records.
I'd like to bring a birthday cake for my daughter on the second night. Would it be possible to keep it in a fridge and serve it after dinner?
Several people in my office have mentioned complaints about parking at your hotel. How many spaces do you have, and can one be reserved for a week from Sunday?
Could you confirm whether breakfast is included in my booking? The confirmation email doesn't say, and I'd like to know before I arrive.
Do your rooms have a desk and a reliable internet connection? I'll be working remotely for most of the week and need to join video calls.
I'm told your rooftop bar is the place to watch the sunset. Do guests need to book a table, or can we just turn up in the evening?
Please send me an updated invoice. The one I received has my old address on it, and my accounts department won't accept it until the address is corrected.
We'll be arriving by bicycle on a week-long cycling tour. Is there somewhere secure to lock three bikes overnight on the 16th?
My grandmother read in a magazine that your afternoon tea is famous. I'd like to book it for her ninetieth birthday for six people. Please tell me which days you serve it and how far ahead I should book.
What time does the restaurant stop serving dinner? We're driving a long way that day and may not arrive much before nine.
Is there a discount for longer stays? I'm relocating for work and may need a room for four to six weeks while I look for a flat. I'd need somewhere to work in the room, a weekly clean rather than a daily one, and ideally access to a fridge or small kitchen. A rough monthly figure would help me plan.
A travel blogger described your entrance as hard to find at night. Could you send directions from the motorway exit, or the exact postcode for the satnav?
I need to arrive very early, around seven in the morning, after an overnight flight. Is early check-in possible, and what would it cost?
Could you please confirm that my booking reference ends in 4471 and is for a twin room, not a double? My brother and I are travelling together.
My partner's colleagues say yours is the best hotel for a quiet weekend away. We're thinking of coming in March. Do you offer any packages that include dinner?
Can you give us a room on a high floor with a bath rather than just a shower? We're booked for the 22nd, arriving in the afternoon.
Our walking group has heard mixed things about your packed lunches. Could you tell us what's usually in them and whether we can order them the night before?
I'd like to pay the balance for our group booking by bank transfer. Please send the account details and the exact amount owed.
Do you have facilities for guests with hearing loss, such as visual fire alarms or a vibrating alert in the room? I'm hoping to book for early spring.
Your receptionist was recommended to me as someone who knows the area well. I'd be grateful if she could suggest a few walks of two or three hours from the hotel and leave a map at the desk for when we arrive on Thursday.
I'm organising a reunion dinner for fifteen people in November, most of whom haven't seen each other for thirty years. Can the restaurant offer a set menu with a vegetarian choice, and is there a private room we could use until late? A few of us will also want rooms for the night, so please include those rates.
Someone on a review site claimed your rooms have no air conditioning. Is that still the case? I'm coming in August and struggle with the heat.
Please add a second guest to my booking for next Friday. My colleague will be sharing the twin room and may arrive separately, later in the evening.
I'll need a halal meal at the conference dinner on the 18th. I've already filled in the registration form, but it didn't ask about dietary needs, so I'm writing to make sure the kitchen knows.
A neighbour warned us that the roads up to the hotel get icy in winter. Do you recommend guests come by taxi from the station in December, and can you book one?
I'd like to buy a gift voucher for a night's stay with dinner as a present for my parents' anniversary next month. Let me know how to pay and whether it can be posted.
I'd like a copy of the receipt for the dinner I had on the 2nd, paid separately from the room. I need it for my expenses claim.
We've seen your hotel recommended in a guidebook and would like to book a double room for the first weekend in June. Does the price include breakfast?
""",
}

SETS = {"hotel": HOTEL}

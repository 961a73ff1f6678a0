"""The fifth round of held-out sets, written by hand: one text per line under its label
(see README.md). ``python3 benchmarks/heldout/write.py heldout_fifth`` writes them as JSON."""

# Which booking of a trip is a traveller's message about? Labelled by the part of the trip the
# writer needs help with or complains about, not by the other parts it mentions (a late landing
# that leaves nobody at reception is a hotel message; a rental desk closed when the plane lands
# is a car-rental message).
TRAVEL = {
    "flight": """
My connection in Frankfurt is only 50 minutes, is that enough to change terminals?
Can I bring a folding pram to the gate or does it have to be checked?
Boarding pass won't load on the app and the desk doesn't open for another 2 hours.
We were bumped off the 7am departure, what compensation are we owed?
is the aisle seat in row 14 still free? my knees cant take the window
The plane sat on the tarmac for three hours and no water was handed out.
How many kilos is the hand luggage allowance on the return leg?
My surname is misspelled on the e-ticket by one letter, will they still let me board?
I need to move my outbound to Thursday; what's the change fee?
Landed in Lisbon but my suitcase is apparently still in Madrid.
Is there a vegetarian meal on the overnight to Singapore or should I pack my own food?
Our gate changed twice and nobody announced it.
Can my guide dog travel in the cabin with me, and is there any paperwork I need to carry for him on the way out and the way back?
Missed the last connection because the first leg was late. Where do I sleep tonight and who pays for it?
The captain says we're diverting to Bologna because of fog. Will there be a coach on to Florence?
Does online check-in open 24 or 48 hours before take-off?
Paid for extra legroom, got a middle seat next to the toilets.
Cancelled. No reason given. Rebooked for Sunday. I have a wedding on Saturday.
How early should we be at the airport for a short domestic hop with no checked bags?
Travelling with a surfboard: is that oversize baggage, and how much does it cost?
The crew were lovely but the entertainment screens were dead for the whole eleven hours.
Can I still upgrade to business with miles after I've checked in?
My daughter turns two during the trip, does she need her own seat for the way back?
Our airline went bust two days before we were due to go home. How do we get back?
Which terminal does the red-eye from Newark leave from?
Security took my sunscreen. Are liquids in a clear bag allowed or not??
Jet lag aside, the only problem was a 90-minute wait at baggage reclaim.
I'll need wheelchair assistance from the aircraft door to arrivals.
Hotel and car are sorted already, I just need two seats out on the 12th and back on the 19th.
The layover in Doha is nine hours, are we allowed to leave the airport?
How do I add my frequent flyer number after booking?
Overbooked again, third time this year with this carrier. We were told at the gate, after queuing for an hour, that there was simply no room for us and the next seats were on Tuesday.
is there wifi on board or should i download films before
The return leg still shows as unconfirmed in my booking, should I worry?
Turbulence tipped coffee all over my laptop and the attendant just shrugged.
We'd like to sit together; the system split the four of us across three rows.
Can I take my drone in carry-on?
The departures board says delayed indefinitely. Is there a voucher for food?
We land after the rental desk shuts, so can we switch to the earlier plane that gets in at six?
Whats the cheapest way to fly the kids out for half-term, one way only?
Our seats were reassigned after they swapped the aircraft.
I left my headphones in the seat pocket on yesterday's 6.40 from Dublin.
Is the 7 kg cabin bag limit actually enforced at the gate?
Window seat, no recline, broken armrest. Four hours of that.
Does the fare include a checked bag or only a small personal item?
""",
    "hotel": """
Could we get a cot put in the room for our baby?
The air conditioning in 304 rattles all night and we haven't slept.
Is breakfast included, or is it charged per person?
We land at 1am, will someone be at reception to give us the key?
Found hair in the shower and the towels smelled damp.
Can we check out at 2 instead of 11? Our flight isn't until the evening.
Is there a lift? My mum can't manage stairs.
The booking said sea view. We are looking at a car park.
Does your airport shuttle leave from the front entrance at 5 in the morning?
I'd like to extend our stay by two nights if the suite is still free.
Parking on site: is it free for guests or charged per night?
The wifi only works down in the lobby.
Twin beds please, not a double, I'm sharing with a colleague.
Noise from the bar downstairs until 3am every single night.
Can you store our luggage after checkout while we go on the city walking tour?
Is the pool heated in October?
We were charged the tourist tax twice on the final bill.
Minibar was empty when we arrived but we're being billed for it.
Do the rooms have a kettle? I need my tea in the morning.
Are pets allowed? We have a small terrier who is very quiet.
Housekeeping didn't come at all yesterday, bins overflowing.
We'd love a quiet room away from the elevator, high floor if possible.
The safe in the wardrobe is locked and we don't know the code.
Early check-in possible? Our overnight train gets in at 7.
The photos showed a balcony; ours has a window that doesn't even open.
Half board or full board, which makes more sense if we're out on excursions all day?
Bed bugs. I have bites all over my arms and my partner's back, we asked to change rooms at midnight and were told there was nothing free until the next afternoon. Unbelievable for the price.
Is there a gym or a spa on site?
Our reservation has vanished and the night manager says they are fully booked.
Can I get an invoice for the three nights with the company name on it?
hot water runs out after about two minutes
Could you leave some extra pillows and a blanket in 512?
The B&B owner was lovely but the mattress sagged in the middle.
Does the hostel have lockers in the dorms?
It's our anniversary, any chance of a room upgrade?
Fire alarm went off at 4am, twice, and no one explained why.
Is the resort all-inclusive or are drinks extra?
I think I left my phone charger in the room when we checked out this morning.
The cabin we rented for the week had no firewood, even though the listing promised it.
How far is the hotel from the old town on foot?
We asked for a ground-floor room because of a wheelchair and got put on the fourth floor.
Can late arrivals still get dinner in the restaurant, or is there room service at night?
Cockroach in the bathroom. Not ok.
Hello, we are a family of five looking at the two-bedroom apartment for the first week of August. Do you offer a discount for seven nights, and is there a washing machine we could use?
The key box code you emailed for the guesthouse doesn't work.
""",
    "car_rental": """
Can I pick up the car at the airport and drop it off in Porto?
There was a scratch on the bumper before we drove off, will I be blamed for it?
Do I need an international driving permit for Japan?
Is the excess insurance worth it or does my credit card cover it?
They gave us a manual and I can only drive an automatic.
Full-to-full fuel policy, or do I have to prepay a tank?
How old do you have to be to hire a van? I'm 23.
Need a child seat for a 4 year old and a booster for the 8 year old.
The counter was closed when our plane landed at midnight and there was no key drop.
We got charged 300 euros for cleaning after bringing it back with a bit of sand inside.
Can my partner be added as a second driver at the desk?
The satnav is in Portuguese and I can't change the language.
Flat tyre on the motorway, who do I call?
Do you have anything bigger than a compact? Five adults plus luggage.
The deposit hold on my card still hasn't been released a month later.
Is there a mileage limit on the weekly hire?
Our convertible smelled of cigarette smoke inside.
Are we allowed to take the hire car on the ferry to Corsica?
A warning light came on on the dashboard, is it safe to keep driving?
Returning the keys after hours, is there a drop box at the station?
They upsold us a GPS and roadside cover we never asked for.
What happens if I get a speeding ticket while I have the car?
It's electric — where do I charge it, and does it need to come back at 80%?
Booked an SUV, got a tiny hatchback. "Or similar", they said.
can i pay the deposit with a debit card not credit
The shuttle from the terminal to the car lot never came and we waited forty minutes.
We want to drive across the border into Slovenia, is that allowed?
Toll tag in the windscreen: is it active or do we pay cash at the booths?
The agency billed us for a dent that was already marked on the pickup form.
Can we collect the motorhome a day early?
Windscreen got chipped by a stone. Report it now or when we return it?
I'd like a one-way hire from Seattle to San Francisco.
The jeep broke down halfway up the mountain road on our self-drive safari.
How much is the young driver surcharge?
Lost the key fob somewhere on the beach this afternoon and we've searched for two hours. What now? Is there a spare you can send out, and how much will that cost us?
Is unlimited mileage included in the price?
The scooter we hired for the island had bald tyres.
Were we supposed to photograph the car before leaving the lot?
Can we swap it for something bigger halfway through the trip?
Clutch is slipping, the thing barely makes it up hills.
A parking fine got forwarded to us with a 40 euro admin fee from the hire company.
Our hotel says you deliver vehicles to the front door; can the hatchback be dropped off there at 9?
Tank was a quarter empty at collection but the paperwork says full.
We're driving from Geneva up to a ski resort in February. Do you supply winter tyres or snow chains, and are they included or an extra charge per day?
Need wheels for three days in Crete, nothing fancy, just air con.
""",
    "tour": """
What time does the walking tour of the old town start, and where do we meet?
Our guide spoke so fast we couldn't follow half of it.
Is lunch included in the day trip to the volcano?
The excursion bus picked us up from the hotel 40 minutes late and we missed the first stop.
Can children under 10 do the kayaking trip?
Are the museum tickets part of the package or extra?
The wine tasting was rushed; ten minutes at each vineyard, then back on the minibus.
We missed the boat to the island because our flight was delayed, can we join tomorrow's instead?
Is the snorkelling excursion suitable for non-swimmers?
Does the city pass include the hop-on hop-off bus?
Called off because of the weather, will we get a refund for the whale watching?
Our group leader left two people behind at the temple.
How strenuous is the glacier hike, roughly?
Can the food tour cater for coeliacs?
The itinerary said three castles and we only saw one.
How much for a private guide for one day in Kyoto?
The safari jeep had no roof and we got soaked in the storm.
Are bikes provided on the cycling tour or do we bring our own?
Is there an English-speaking guide for the Vatican visit?
Is pickup from the cruise port arranged for the shore excursion?
The "small group" was forty-five people on a coach.
Do we need to print the vouchers for the cooking class?
Sunrise hike to the crater: what should we wear?
Our northern lights chase saw nothing at all, any chance of a free second night out?
The audio headsets didn't work inside the cathedral.
Can I change the date of the river day trip?
I'd like to book the street art walk for six people.
The camel ride was half as long as advertised and the animals looked unwell.
how long is the drive to the waterfalls on the full day excursion
We paid for skip-the-line and still queued an hour at the palace.
Is a tip expected for the guide, and how much?
Does the Alcatraz trip leave from Pier 33?
Dolphin watching boat was overcrowded and the skipper was rude.
The diving operator lost my dive log, then told us the second boat dive was full even though we'd paid for two, and the manager just shrugged and offered us a discount on snorkelling.
Meeting point for the ghost walk, outside the church or the pub?
We want an evening pub crawl that isn't only for students.
Guided visit of the caves, is it wheelchair accessible?
The rafting company didn't provide wetsuits as promised.
Half-day or full-day at Petra, which would you recommend for first-timers?
Guide was brilliant, funny, knew everything, but the lunch stop was a total tourist trap.
We booked the tuk-tuk ride round the markets but no driver showed up.
Are entrance fees to the temples covered? We want to budget properly and the brochure only mentions transport, the guide and a bottle of water for each person.
Could the sightseeing coach collect us at the airport instead of the hotel?
Zip-lining, is there an age limit?
The balloon flight was cancelled at 5am and now they want to charge us again for tomorrow.
""",
}

# Which sport is a match-report sentence about? The sport is never named; the words shared by
# several sports (score, match, final, lead, point, court, green, penalty) are used on purpose.
SPORTS = {
    "football": """
A header from the corner in stoppage time rescued a point for the visitors.
The keeper palmed the penalty onto the post and the home end erupted.
Two goals in four minutes turned the final on its head.
Offside flag went up, the video review disagreed, and the equaliser stood.
Their striker has now scored in seven straight league matches.
Down to ten men after a second yellow, they still held on for a goalless draw.
The cup tie went to extra time and then to spot kicks.
A curling free kick over the wall found the top corner.
The centre-back's own goal handed the lead to the away side.
Relegation was confirmed with three matches to spare.
Clean sheet number twelve of the season for the veteran between the posts.
Subbed on at the hour mark, the winger set up both goals.
The game was abandoned at half-time after the pitch became waterlogged.
They top the table by two points after a scrappy 1-0 away win.
A looping cross, a glancing header, 2-1.
The derby finished level after a late handball penalty.
Hat-trick for the teenager on his first start, and the travelling fans were still singing his name long after the final whistle.
Their full-back bombed forward all afternoon and finally got his reward with a tap-in.
Promotion secured on the last day with a 3-2 comeback.
A thirty-yard screamer from the edge of the box, surely goal of the season.
The referee booked six players in a bad-tempered first half.
Nil-nil at the break, but the floodgates opened after the restart.
Dropped points at home again and the crowd booed them off.
Shootout ended 5-4, the last kick kept out by the keeper's legs.
The midfielder's through ball split the defence and the forward slotted it home.
Level at 3-3 on aggregate, they went through on away goals.
A stunning overhead kick capped a dominant display.
Injury-time winner from a scramble at the back post.
The goalkeeper came up for the last corner and nodded in the equaliser.
Fourth match unbeaten, and the new manager's pressing game is clearly working.
""",
    "tennis": """
She saved three match points before taking the tiebreak 9-7.
Broken in the opening game, he won the next six to take the first set.
A backhand down the line sealed the title in straight sets.
Twenty-one aces, and not a single break point faced all afternoon.
The top seed retired hurt in the second set with a wrist problem.
Double fault on championship point, a cruel way to lose a final.
The qualifier stunned the defending champion on the clay.
Rain pushed the fifth set back to Sunday on the outer courts.
Deuce after deuce in a twenty-minute service game.
She came in behind every serve and it paid off.
A lob over his outstretched racket brought up set point.
The pair won the mixed doubles for the second year running.
Love-40 down, serving to stay in the match, and he held.
The line-calling replay showed the ball had clipped the baseline.
Two sets down, he came back to win in five for the first time in his career.
A drop shot winner, then a forehand pass, and the break was back.
Her first major quarter-final at nineteen, and she played it like a veteran, never once looking at her box after a lost point.
Unforced errors piled up: 58 of them by the end.
The umpire gave a code violation for smashing the racket.
Serving at 5-4 in the decider, she threw in her first double fault of the day.
The grass suited his big serve; he dropped only one set all fortnight.
Seeded eighth, she reached the semis without losing a set.
A 36-shot rally ended with a net cord that trickled over.
A ball kid fetched his towel as he stood two points from the trophy.
From wildcard to champion, an unlikely run on the hard courts.
6-0 6-1 in under an hour, a bagel and a breadstick.
The crowd went silent between first and second serve.
Her slice kept skidding low and the taller opponent couldn't get under it.
He saved break point with a second serve clocked at 130 mph.
Down a set and a break, she found her range on the return and won going away.
""",
    "basketball": """
A buzzer-beater from the corner three sent the game to overtime.
He finished with a triple-double: 24 points, 11 rebounds, 10 assists.
They led by nineteen at the half and still lost.
Fouled out with six minutes left in the fourth quarter.
The rookie went 9-for-9 from the free-throw line.
A thunderous dunk on the break brought the bench to its feet.
Game seven of the conference final goes to the road team.
The zone defence held them to 31 percent shooting after the interval.
She hit the go-ahead jumper with 1.2 seconds on the clock.
A technical foul on the coach swung the momentum late.
Both starting centres were in foul trouble by the second quarter.
The alley-oop off the inbound play was perfectly timed.
They swept the series 4-0 and now get a week of rest while the other semi drags on to a sixth or seventh game.
The point guard dished out fifteen assists without a turnover.
A shot-clock violation with the score tied ended the comeback.
Off the bench, the sixth man poured in 28.
Two blocks in the last minute preserved the lead.
Outscored 38-12 in the third, the hosts never recovered.
The and-one layup put them up three with ten seconds to go.
They shot the lights out from beyond the arc, 18 threes in all.
The draft pick has been a revelation at both ends of the floor.
A pick-and-roll clinic from the veteran backcourt.
Timeout, inbound, corner three, ballgame.
He posted up his man all night and scored 40.
Rebounding told the story: 55 to 34 on the boards.
Double overtime, and the arena was still on its feet.
The half-court heave at the horn banked in.
She was named finals MVP after averaging 27 a game.
Their nine-game winning streak ended on a missed putback.
Trailing by one, he drove the lane and was stripped cleanly.
""",
    "cycling": """
The breakaway was caught two kilometres from the line.
He attacked on the final climb and crossed the summit alone.
A crash in the bunch sprint brought down half the peloton.
She now leads the general classification by 41 seconds.
The time trial reshuffled the top ten, with the favourite losing almost two minutes after a bad day against the clock and a wrong turn near the finish.
A puncture on the cobbles cost him the race.
The yellow jersey changed hands on the mountain stage.
A lone rider held off the chasing pack by eight seconds.
Crosswinds split the field into echelons.
His lead-out train delivered him perfectly into the last 200 metres.
The descent in the rain was treacherous and three riders went over the barriers.
She edged the reigning champion in a photo finish.
The team car came up with a spare wheel just in time.
Stage seven: 210 km with four categorised climbs.
The mountains points went to the Colombian after yet another long attack.
The green jersey holder was relegated for an irregular sprint.
Riders protested the dangerous finish and the last 5 km were neutralised.
A mechanical on the gravel sector ended her hopes.
The domestiques paced their leader up the final ramps.
Heat forced two riders to abandon before the feed zone.
The velodrome record fell in the individual pursuit.
He rode the last fifty kilometres solo and raised his arms at the line.
A one-day classic decided on the steep cobbled hill.
The sprinter missed the time cut in the Alps and went home.
Crossing the line on a flat tyre, he still took third.
The overall winner's margin was the smallest in the race's history, eight seconds.
The bunch let the escape go and never saw them again.
Her attack on the gravel took 30 seconds out of the favourites.
He changed machines at the foot of the climb and lost contact with the leaders.
Rain on the cobbles made the finale a lottery, and the favourite slid out on the last bend.
""",
    "swimming": """
She touched the wall a fingernail ahead in the final.
A world record in the heats, then a slower time in the final, which was still enough for gold.
His underwater work off the turns won him the race.
The relay anchor came from fourth to first over the last 50.
Disqualified for a false start off the blocks.
The butterfly leg was where the medley was lost.
She went out too fast and faded badly over the final length.
The top qualifier in lane four was beaten by the outsider in lane eight.
A personal best by almost a second in the 200 backstroke.
The breaststroke final was decided by one hundredth of a second.
The open-water marathon came down to a pack sprint to the touchpad.
Goggles filled with water on the dive and he raced the whole thing blind.
Three golds in one evening session, and she still had the energy to wave to the crowd on the way to the warm-down pool.
The freestyle relay was disqualified for an early takeover.
He split 26.1 on the second 50 and nobody could live with it.
Her tumble turns were clumsy but her stroke rate was relentless.
A national record in the 1500 free, cutting eleven seconds.
The semi-final ranking put her in the outside lane.
Backstroke start, and his feet slipped off the wedge.
Dolphin kicks off the wall carried him clear.
The 100 fly is the event nobody expected him to win.
She took the anchor leg in the mixed relay and held off the charge.
Cap torn off, he still finished first in his heat.
Under two minutes in the 200 medley for the first time.
The 10 km race in the harbour was shortened because of jellyfish.
The shallow end was blamed for the slow times at this venue.
Final length, chasing hard, he lunged and touched second.
The three-time defending champion was beaten from lane one.
She breathed every four strokes and kept her line perfectly straight.
Tied for eighth after the semis, the two of them had to race again alone to decide the last place in the final.
""",
    "golf": """
A birdie on the last gave her a one-shot win.
His approach found the water at the seventeenth.
Three putts from twelve feet cost him the lead.
An eagle at the par five moved him into a share of the lead.
She shot a bogey-free 66 to lead after the first round.
The tee shot on the fourteenth hooked into the trees.
He made the cut right on the number.
Hole-in-one on the eighth, his first as a professional.
The playoff went to a third extra hole before he holed out from the bunker.
Wind made the links almost unplayable in the afternoon.
Eight under par through 54 holes, she sleeps on a three-shot lead with the toughest stretch of the course still to come tomorrow.
A chip-in from the fringe rescued par.
The team event came down to the final singles match on the eighteenth green.
A double-bogey at the sixteenth ended her hopes.
His caddie talked him out of going for the green in two.
The rookie led by four going into Sunday and shot 78.
Fairways hit, thirteen of fourteen; greens in regulation, sixteen.
She lipped out from four feet and missed the playoff.
The drive carried 320 yards and left only a wedge to the flag.
Won the matchplay final 3 and 2 after a birdie at sixteen.
The leaderboard is bunched, with eleven players within two shots.
A one-stroke penalty for a ball that moved at address.
Back nine in 30, equalling the course record.
He missed the green left and took three to get down.
The amateur finished top ten and took the silver medal.
A sand save from the greenside trap kept the round going.
Frost delayed the start, so the round will finish on Monday.
Out of bounds off the first tee, then a triple.
The defending champion's putter went cold on the final day.
Rain softened the greens and the scoring went very low.
""",
}

# Is a short workplace message asking for something, complaining about something, or thanking
# someone? Labelled by what the writer mainly does: "thanks in advance" on a request is still a
# request, a sarcastic "kudos" is a complaint, and praise for a fixed printer is a thank-you.
TONE = {
    "request": """
Could you send me the updated slides before the 3pm call?
Can someone cover my shift on Saturday? I'll swap for any weekday.
Please add me to the project channel when you get a sec, I keep missing the updates about the launch and only hear about them second hand in the corridor.
Thanks in advance, I need the signed contract back by Friday.
Would it be possible to move our one-to-one to Thursday morning?
Need access to the shared drive for the audit folder, whoever can grant it.
Mind proofreading my report before it goes out? Ten minutes max.
Could facilities fix the blind in meeting room B before the client visit?
Any chance of borrowing your HDMI adapter for the afternoon? Mine's vanished and I'm presenting at 2, I'll bring it straight back afterwards, promise.
I'd be grateful if you could approve my leave for the 12th.
Can you forward me the minutes from Tuesday? I missed the start.
Please book the large room for the quarterly review, 20 people.
Could IT set up a second monitor at my desk?
Send the invoice to accounts, not to me, thx.
Would you be able to present the budget section in my place?
Can we get vegetarian options at the team lunch next week? Last time half of us ended up eating bread rolls, so it would be good to order properly this round.
Timesheets are due at noon, so please get yours in today.
Could you take a look at the draft and let me know if the tone is OK?
I'm asking for two more days on the market analysis, since the data reached us late.
The printer on floor 3 is out of toner again, could someone order more?
Is anyone free to walk the new starter through the expense system?
Please CC legal on anything that mentions the merger.
Could I work from home on Wednesday? I have to wait in for a delivery.
Can you share your screen? We can't see the chart.
Let me know your availability for a workshop in March.
Would you mind swapping desks so I can sit by the window? It helps with my migraines.
Please sign the leaving card in the top drawer before Friday.
Can I get a copy of the new brand guidelines?
I would appreciate it if you could send the figures by end of day.
Could we have the heating looked at before winter sets in?
hey, can u resend the link, the old one expired
Need a volunteer to take notes at the board meeting.
Please review pull request 214 when you get a chance.
Can you order another box of A4 and some sticky notes?
Could everyone send me their holiday dates for the summer rota?
Please let reception know we have six visitors arriving at 10.
I'm putting together the onboarding pack; can you write a paragraph on your team?
Would you join the interview panel on the 9th?
Could someone in payroll explain this line on my payslip?
Please hold off on changing the door code until the contractors have finished.
Can we push the deadline for the survey back a week?
Is it possible to get a standing desk? My back would thank you.
Dear colleagues, kindly confirm receipt of the attached purchase order and let me know the expected delivery date, as our warehouse needs at least three working days' notice to plan the space.
Could you introduce me to the supplier contact you mentioned?
We need a decision on the venue by Monday, can you chase the hotel?
Can someone show me how to book a parking space in the new system?
Please update the wiki page once the release is out.
Could you pick up the catering order on your way in? its under the company name at the deli on the corner, paid already.
I'd like a quick word about my objectives when you have five minutes.
Please leave the meeting room as you found it, there's a client in straight after.
Could you double-check the numbers in tab 4? Something looks off, but I'm not sure.
Would love your input on the draft agenda, comments by Thursday if possible.
Could HR send me the parental leave policy?
Can we move stand-up to 9.30 so the Sydney team can join?
Please put two projector bulbs on the next supplies order.
Grateful if someone could water the plants while I'm on holiday.
Could you translate this one-pager into Spanish for the Madrid office?
Pop by my desk when you're back, I need a signature.
Could I shadow you on a client call next week?
Any chance you could cover the phones between 1 and 2?
""",
    "complaint": """
The coffee machine has been broken for two weeks and nobody has done anything.
Third time this month my lunch has vanished from the shared fridge.
Nobody told me the meeting had moved, so I sat in an empty room for twenty minutes.
Thanks for nothing, the report still has the wrong figures in it.
The open-plan noise makes it impossible to take calls.
My expenses from March still haven't been reimbursed.
Whoever keeps booking the big room and never showing up: it's really unfair on the rest of us.
It's freezing on the second floor again. We've reported it to the building manager three times since November, people are wearing coats at their desks and still nothing has been done about the heating.
I'm tired of being copied into threads that have nothing to do with me.
The new timesheet tool crashes every time I try to save.
We were promised a decision last week and there's still nothing.
Honestly the parking situation is a joke, I circled for 30 minutes this morning.
The handover notes were so thin I spent the whole morning guessing.
Please stop microwaving fish in the kitchen, the whole floor stinks.
Our one-to-one has been cancelled for the fourth time in a row.
The toilets on level 2 have been out of order since Monday.
It's unacceptable that overtime gets approved for some teams and not for others.
I appreciate the effort, but the new rota is a mess and nobody consulted us.
The client was sent the wrong version of the contract and I'm the one getting the angry calls.
lift's broken AGAIN, second time this week
Every sprint the scope changes on day three and then we get blamed for missing dates.
The training session was a waste of an afternoon, nothing in it was relevant to our jobs.
Why do I hear about reorganisations from the newsletter before my own team lead tells me?
The vending machine ate my coins and the number on it goes straight to voicemail.
Could you stop scheduling meetings over lunch? It happens every single week.
The laptops we were given are too slow to run the design software.
Our desks were moved overnight without anyone asking us.
I've chased this invoice five times and still no payment.
The air con drips onto my keyboard.
Credit for my work went to someone else at the all-hands.
There's no soap in the bathrooms, again.
I was left off the invite for the planning day even though it's my project.
The VPN drops every ten minutes, working from home is impossible like this.
Feedback keeps arriving the night before a deadline.
Whoever finishes the milk and doesn't replace it, come on.
Salaries were paid four days late this month and no one has explained why, which is a real problem for those of us with rent going out on the first.
The new badges don't open the side door, so we walk round the building in the rain.
Not happy that my leave was cancelled with two days' notice.
The cleaning crew throws away any papers left on desks.
Kudos to whoever designed the new intranet for making it impossible to find anything.
This is the third week the recycling bins haven't been emptied.
We agreed as a team that mornings were focus hours, yet I keep getting pulled into 'quick chats' that last forty minutes, and by lunch I've done none of my actual work.
the canteen put its prices up AND cut the portions, not impressed
Sorry to moan, but the shared calendar is always wrong.
The minutes from the board meeting were never circulated, so nobody knows what was agreed.
The office chairs are falling apart; the back of mine wobbles.
We were told the bonus would be announced in April. It's July.
Reception sent my visitor to the wrong floor and she waited half an hour.
I raised a ticket about my broken monitor a month ago and have heard nothing.
Onboarding for the new starters was chaotic and they felt unwelcome.
Constant last-minute changes to the shift pattern are wearing people out.
Great, another reply-all storm about a lost umbrella.
The meeting overran by an hour and I missed my train home.
The bike racks are full of abandoned bikes and there's nowhere to lock up.
The expense policy changed and nobody told finance, so my claim got rejected.
Thank you for the update, but this is the second delay and our customers are furious.
The desk booking app shows free desks that are actually taken.
Hot-desking means I spend fifteen minutes every morning hunting for a spot.
The contractor left wires hanging out of the ceiling in the corridor.
I don't think it's fair that weekend cover always lands on the same three people.
""",
    "thanks": """
Thank you for staying late to finish the pitch deck.
Huge thanks to the IT team for getting my laptop back so fast.
Just wanted to say the workshop yesterday was brilliant.
Cheers for covering my shift, I owe you one.
Really appreciate you jumping on that client call at short notice.
Shout-out to facilities: the new meeting room looks great.
Your notes made the handover so easy, thanks.
Thank you all for a fantastic year, I couldn't ask for a better team.
Grateful for your patience while I got up to speed.
The cake in the kitchen was a lovely surprise, whoever brought it in.
Many thanks for the quick turnaround on the contract.
I know the launch was stressful, so thank you for keeping everyone calm.
You saved me hours with that spreadsheet formula.
Big thank you to finance for sorting out my expenses so quickly.
thanks for the heads up about the fire drill!
Appreciate you pushing back on the deadline for us, it made all the difference.
The printer finally works, thank you to whoever fixed it.
Thanks for listening yesterday, it helped more than you know.
What a great onboarding, I felt welcome from the first hour.
Kudos to the support team for a record month: more tickets closed than ever, satisfaction scores up, and all of it during the busiest season we've had. Drinks are on the management on Friday.
Thank you for the flowers, they brighten up my desk.
Couldn't have hit the deadline without your help on the data cleaning.
I just wanted to recognise how much effort went into the audit prep.
The new coffee machine is amazing, thanks facilities!
Thanks, that's exactly what I needed.
ta for the lift to the station, would have been soaked otherwise
Your presentation to the board was spot on, thank you for representing us so well.
A quick note of thanks for mentoring me this year.
You went above and beyond for the Berlin client, and they noticed.
Thank you for not complaining when the rota changed at the last minute.
Appreciate the fast reply!
Lovely to see the roof garden finally open, thank you to the volunteers.
Thanks for sorting the VPN, working from home is so much smoother now.
The team lunch was a great idea, thank you for organising it.
Your feedback on my draft was really useful. I rewrote the whole second section along the lines you suggested, and the client signed it off this morning without a single change, so that's down to you.
Thanks to everyone who stayed behind to pack the boxes for the move.
Delighted with how the event went, credit to all of you.
I owe the night shift a big thanks for catching that outage.
Much obliged for the introduction to the supplier, the call went well.
So touched that you remembered my first work anniversary.
The instructions were really clear and the new system was easy to pick up because of them.
The reorganisation could have been painful; thanks for being so open with us.
Just a quick thank-you for the birthday card.
Well done, and thank you for closing the quarter on target.
Thanks so much for swapping desks with me, sitting by the window has really helped my migraines.
Really grateful that HR took my concerns seriously and acted fast.
Your calm during the outage was exactly what we needed.
Thanks for the reminder, I'd have missed the timesheet deadline otherwise.
Nice work on the newsletter, and thanks for including our team.
The cleaners did a fantastic job after the leak, please pass on our thanks.
Thank you for trusting me with the project.
Honestly the best induction I've had anywhere. Everything was ready on day one, from the badge to the laptop, and everyone took the time to introduce themselves.
Thanks for covering the phones, you saved my afternoon.
Appreciate you staying on the call past six.
You handled that angry customer brilliantly.
Heartfelt thanks to everyone who gave to the charity bake sale.
Thanks a million for the printer toner, we were desperate.
Well done team, and thank you for all the late nights.
Cheers to whoever tidied the stationery cupboard, it's a joy to use now.
I appreciate you taking the time to walk me through the budget.
""",
}

SETS = {"travel": TRAVEL, "sports": SPORTS, "tone": TONE}

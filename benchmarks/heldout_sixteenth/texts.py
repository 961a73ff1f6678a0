"""The sixteenth round of held-out sets, written by hand: one text per line under its label (see
README.md). Three sets: emails from riders to a city's bus and tram operator (40 to 90 words),
messages to a veterinary practice's front desk (12 to 40 words) and messages to a consumer
electronics maker's support address (15 to 50 words).
``python3 benchmarks/heldout/write.py heldout_sixteenth`` writes them as JSON."""

# An email from a rider to the city's bus and tram operator: the writer's own overall view of
# the service. `positive` pleased (including a problem that was put right well); `negative`
# displeased (including complaints that open politely); `neutral` neither: requests for
# information, reports and suggestions, even when they are full of courteous thanks.
TRANSIT = {
    "positive": """
Hello, I just wanted to say that the new night tram on the river line has changed my life. I work late shifts at the hospital and used to wait forty minutes for a taxi. Now I'm home in twenty and it costs me a fraction. Please keep it running. Best wishes.
Good morning. Last Tuesday my daughter left her school bag on the number 14 and we were in a panic because her glasses were in it. The lost property team called us the same afternoon and the bag was waiting at the depot with everything inside. Thank you all.
To whom it may concern, I use a wheelchair and I've had bad experiences on buses in other towns. Yesterday your driver lowered the ramp without me asking, waited until I was settled and made sure the buggy next to me was moved. It was done so naturally. Much appreciated.
Hi team, I complained in the spring that the stop outside the clinic had no shelter and elderly patients were standing in the rain. I walked past this morning and there's a proper shelter with a bench. I honestly didn't expect anyone to act on my email. Well done.
Dear operator, the timetable app used to be a joke, but since the update it shows where each tram actually is and it has been spot on every day this week. I leave the house at exactly the right minute now. Whoever rebuilt it deserves a pay rise.
I'd like to praise the woman driving the 7.40 from the hill estate. It was icy, she took every corner gently, announced each stop clearly for a blind passenger and still kept to time. A real professional. Regards, a regular rider
Hello. My monthly pass was charged twice in March and I was dreading the phone queue. I sent one email, got a reply within a day and the refund was on my card by Friday. That's how it should work and it so rarely does elsewhere. Thanks.
Just a quick note from a commuter who grumbles a lot: the trams this winter have been brilliant. Warm, clean, and on time even in the snow when every road was jammed. I take back some of what I said last year.
Dear customer services, I travelled with my two toddlers and a pram on Saturday and I'm usually frazzled by the end of it. Two of your inspectors helped me off at the interchange and showed me the lift I didn't know existed. It made the whole day easier.
Hi there. My elderly father got confused about his connection and ended up at the end of the line after dark. The driver phoned the control room, found out where he needed to be and put him on the right bus back. I'm so grateful. Kind regards.
Good afternoon, I'm writing because we never bother to send praise, only complaints. The 22 has been late maybe twice in the six months I've used it, the seats are clean and the drivers say hello. For a city service that's excellent. Keep it up.
Hello, a few weeks ago I reported that the ticket machine at the market stop swallowed coins. I got a polite reply, and when I went back a week later there was a new machine taking cards and phones. Really pleased with how quickly that happened.
Dear all, I was a bit nervous about the new route through the north estates but it has turned out to be the best change you've made. My journey to college went from two buses to one and I get a seat most mornings. Thank you for listening to us.
I want to thank the controller who answered my call during the power failure on Thursday. She explained calmly what was happening, told us about the replacement buses and the wait was exactly as long as she said. It turned chaos into a minor delay.
Hi, just to say the quiet carriage sign on the trams is a small thing but it's made my morning commute so much more pleasant. People actually respect it. Lovely idea and thanks to whoever came up with it. I've started reading again on the way in.
Hello operator. My son is autistic and finds travel stressful. The driver on the 31 last week noticed he was upset, let him sit near the front and chatted to him about the route numbers. He now talks about that driver constantly. Please pass this on.
Dear team, my fare capping seemed to be broken because I was charged over the daily maximum three days running. I was ready to be furious, but your reply explained it was a bank delay and the extra money came back automatically. Clear and honest. Appreciated.
To the people who run the tram line: the new stop announcements in two languages are helping my mother enormously. She's been here a year and can now travel to her classes alone. That means a lot to our family.
Hi, I took the airport bus for the first time at 5 a.m. and was expecting a grim experience. It was spotless, there was luggage space, charging sockets worked and we arrived ten minutes early. Honestly better than the train. Cheers.
Good evening. I got on the wrong tram, realised too late and got off somewhere I didn't recognise. The driver of the next one told me exactly where to change and didn't charge me again. Small kindness, big difference. Thank you.
Dear customer care, last month I wrote in angry about a driver who pulled away while I was running for the door. You apologised, explained the timing rules and since then I've noticed drivers do check the mirror for runners. I feel heard. Best regards.
Hello. The extra buses you put on for the football match were superb. We were home half an hour after the final whistle instead of queuing for an hour like other years. Whoever planned that got it right. My kids even said it was the best part of the day.
Hi, short and sweet: the student discount scheme is excellent value and signing up through the app took two minutes. I've recommended it to everyone on my course. My flatmate joined the same afternoon. Thanks for making travel affordable for us.
Dear operator, I've been riding the 9 for twenty years and I just want to say it has never been better. Reliable, friendly, and the new low-floor buses are kind to my knees. I hope the drivers know how much we appreciate them.
Hello, I lost my purse on the tram last Friday. I assumed it was gone for good. On Monday a letter arrived saying it had been handed in, and when I collected it every card and note was still there. Please thank whoever found it and your staff.
To the complaints team, I'm not writing to complain for once. The roadworks diversion along the high street was well signed, the drivers knew it, and the temporary stops were exactly where the leaflet said. That's rare and worth saying. I arrived at my dentist on time despite the chaos on the roads.
Good morning. I was stuck on a tram for forty minutes when the overhead line failed, which was annoying, but the driver kept us informed every five minutes and staff handed out water. Things go wrong; what matters is how you handle it, and you handled it well.
Hi, I just wanted to pass on my thanks for the new contactless readers. Tapping on and off is so much quicker than fumbling for change, and the boarding queue moves faster. Mornings are calmer. I've stopped carrying a purse full of coins. Regards.
Dear service team, I often travel with my guide dog and drivers are always welcoming. This week one even reminded other passengers to give her space. I feel safe and respected on your buses, which is more than I can say for some taxis.
Hello, the refund for my cancelled weekly ticket came through. At first the form confused me, but the person on the chat line walked me through it patiently and it was sorted in ten minutes. Very pleased with the help.
Just wanted to say: bravo on the cycle racks at the tram terminus. I can now ride to the edge of town, lock up and take the tram in. It's cut my commute and I no longer need the car. Good decision.
Hi everyone, my bus broke down on the bypass last week. Within fifteen minutes a replacement arrived, the driver apologised to each of us and we all made our connections. Breakdowns happen, but that was handled brilliantly. Please pass my thanks to the depot crew who got the second bus out so fast.
Dear operator, I'm a teacher and took thirty children on the tram to the museum. Your group booking team were helpful, the staff at the stop guided us on and the driver was patient with the noise. The kids loved it. Thank you.
Hello, I'm visiting from abroad for a month and I've been impressed. The day ticket is simple, the maps at the stops are clear and every driver has been polite even when my questions were silly. Your city should be proud.
Good day. I reported some graffiti inside the top deck on a Monday and it was gone by Wednesday. It's a small thing but it shows someone cares about the buses being pleasant. Nice work. My daughter rides that bus to school and noticed it straight away, so it clearly made an impression.
Hi, I've been dreading the new timetable after hearing rumours, but my 8.05 is still there and now runs every ten minutes instead of fifteen. Best news I've had all month. Cheers to the planners. I was ready to write an angry email and now I'm writing this one instead.
Dear team, my late mother's concession card needed cancelling and I was worried it would be a bureaucratic mess. The person I spoke to was kind, offered condolences and dealt with it in a single call. I wanted you to know that mattered.
Hello, your driver on route 5 spotted a man collapse at a stop, radioed for an ambulance and stayed with him until it came. Passengers were happy to wait. Please make sure he gets recognised for it. I was on board and it was calm, decent and quick.
To the operator: I was fined for not having a valid ticket when my app crashed. I appealed with a screenshot and the penalty was cancelled within a week, with a courteous apology. I'd expected a fight. Impressed, honestly. Thank you for being fair.
Hi, since the new bus lane opened on the ring road my journey time has halved. I used to leave home at seven; now I can have breakfast with my kids. That's a proper improvement to my life. Long may it continue, and please resist any pressure to take it away.
Dear customer services, a big thank you for the free travel on the day of the parade. It was packed, but well organised, with staff at every major stop pointing people the right way. A great day out for the family.
Hello, the new trams are fantastic. Wide doors, space for prams and wheelchairs, and screens showing the next stop. My grandmother can finally travel without worrying she'll miss her stop. Well done. We went into town together on Sunday for the first time since her fall, and she loved every minute.
Hi team, I asked in January whether the early bus could start ten minutes sooner for shift workers at the bakery. I didn't expect much, but the new timetable has it at 5.20. A whole group of us are delighted.
Dear operator, my tram was late on Tuesday and I missed an interview. I emailed in a state, and your reply included a letter confirming the delay, which I sent to the employer. They rescheduled and I got the job. Thank you for being so quick.
Good morning, I've noticed the buses on my route are much cleaner since the new cleaning contract. No sticky seats, no litter under the stairs. It makes the ride feel more respectable. Just wanted to say so. Even the windows are clear enough to enjoy the view.
Hi. Being a night-shift nurse I rely on the last bus, and your driver waited a minute when he saw me running from the ward. He didn't have to. It meant I got home safely rather than walking. Please thank him.
To whom it may concern, I'd like to compliment your accessibility team. After I wrote about the step at the old tram stop, someone phoned me, asked detailed questions and then told me the date the platform would be raised. It was done on schedule.
Hello, it's my last week before retirement and I've taken the same tram for thirty-one years. There have been bad days, but mostly it got me there with a smile from the crew. Thank you for three decades of service.
Dear team, the live chat in the app is excellent. I asked why my route was diverted and got an answer with a map in under two minutes. Easier than searching the website. Really useful. I'd been put off apps before, but this one has won me over completely.
Hi, as a cyclist I often fear buses, but your drivers on the hill route are careful and give plenty of room. I've noticed the difference over the past year and I'm grateful for the training you must be doing.
Good evening. I got stuck when my season ticket was rejected at the barrier. The attendant checked my account, realised it was a system error and let me through, then fixed it the next day. Polite, efficient, no fuss. I was home on time and didn't pay twice.
Hello, the pop-up information stand at the station about the new fares was really helpful. The staff explained which pass suited me and I'm now saving about ten pounds a month. Lovely to talk to actual people. I'd half expected a sales pitch, and instead got honest advice.
Dear operator, I took the late tram after a concert with my teenage daughter and there was a security officer on board. It felt safe and calm. I'd been worried about night travel but that reassured us both. We'll certainly use it again for the next show.
Hi, I've had a few moans about your service over the years, but the way you handled the storm closures was excellent. Clear messages on the app, buses replacing trams and staff directing people at each stop. I got to my sister's house only half an hour later than planned.
To the bus company, I'm partially sighted and the audio announcements are a lifeline. Since they were added to the 40 and 41 I've travelled alone for the first time in years. I cannot thank you enough. Please keep them working and loud enough.
Hello, I just renewed my annual pass online and it was simple, the price was lower than last year thanks to the loyalty discount, and the new card arrived in two days. Everything a service should be. I'll be renewing again next year without a second thought.
Dear team, the driver of the 18 this morning stopped to help a lady fold her pushchair, then helped her lift it off at her stop. Everyone noticed. Small gestures like that make the city feel friendlier. I hope his manager gets to hear about it.
Hi, I wanted to follow up my earlier complaint about the broken heating on the 12. A mechanic must have sorted it because the last three journeys were warm and cosy. Thanks for actually fixing it. The driver even joked that the bus was now the warmest room in town.
Good morning, your new weekend timetable is great. Trams every eight minutes on Saturdays means I no longer check the app before leaving. I just turn up and go. That's how public transport should feel. My teenagers now head off to their matches without asking me for a lift.
Hello, my bank card was declined on board and I had no cash. The driver simply said to pay next time and waved me on. When I came back to pay he laughed and said he'd trusted me. Lovely attitude.
""",
    "negative": """
Dear sir or madam, I hope you are well. I'm writing for the third time about the 6.50 from the park stop, which has not turned up once this week. I've been late to work every day and my manager has started noting it. This is not acceptable.
Hello, I'd like to raise a concern politely. The driver on the 33 at about 4 p.m. yesterday shouted at a schoolboy for being slow with his pass and then drove off before an old man had sat down. He nearly fell. I expect better from your staff.
Hi, I usually think your trams are great, but this week has been a disaster. Three cancellations on the east line with no warning on the app, packed carriages when they did come, and no staff at the stops to explain. Frankly it's been shambolic.
Good afternoon. Thank you for your reply to my earlier email, but it didn't answer my question. I was charged the full fare twice and the money still hasn't come back after five weeks. Being sent a template apology is not a solution.
To whom it may concern, the new route map makes no sense. Stops I've used for years have vanished, the 19 now takes a twenty-minute detour through the industrial park, and nobody asked passengers. It feels like the changes were designed by someone who never rides a bus.
Dear team, I'm a patient person, but the ticket app crashed again at the barrier this morning and the inspector gave me a penalty notice even though I showed him my bank statement. I've now wasted an hour disputing it. Fix your app.
Hello, with respect, the buses on the hill route are filthy. Chewing gum on seats, spilled drinks on the floor and windows you can't see through. I pay for a monthly pass and feel embarrassed to bring visitors on them.
Hi there, I've waited at the hospital stop in the rain for fifty minutes tonight with other patients, some on crutches. The screen showed the bus as due the whole time and it never came. Nobody answers the phone after six. Appalling.
Dear customer services, I appreciate that drivers are under pressure, but the man driving the 8 this morning was on his phone at the wheel for most of the journey. I have the time and bus number. I am genuinely frightened for passenger safety.
Good morning. Your fare rise of twelve percent came with no improvement at all. Same late buses, same broken heaters, same overcrowding. I'm seriously considering going back to the car, which is surely the opposite of what the city wants.
Hello, I'm sorry to complain but I'm really fed up. The tram doors closed on my pram with my baby inside it at the square stop, and the driver didn't react until other passengers banged on the glass. Nobody from your side has even apologised.
Dear operator, why is the lift at the interchange broken again? It's the fourth time this year. As a wheelchair user I had to go two stops further and come back, adding forty minutes to my trip. Access seems an afterthought for you.
Hi, thank you for the new timetable leaflet, but it's wrong. The Sunday buses it lists simply don't exist, so I sat at the stop for an hour last weekend before a passer-by told me. Please withdraw it before more people get caught out.
To the complaints department: I've been overcharged on contactless four times this month. Each time I call, I'm told it will be sorted within ten days. It never is. I've lost about thirty pounds and a lot of patience. I'd like the money back this week.
Hello, I hope this reaches someone who cares. Late on Friday a group of drunk men were harassing young women on the last tram and there was no staff member anywhere. When I pressed the help button nothing happened. That's frightening.
Dear team, I travel every day with a bike and the new rule banning bikes at peak times was announced with two days' notice. I now can't get to work without a huge detour. A consultation would have been the decent thing.
Good evening. Your driver refused to let my eleven-year-old board because his child pass had a small crack in it. He was left alone at a dark stop for half an hour. I find that shocking and I want an explanation.
Hi, I've given the new app a fair chance for a month. It logs me out daily, loses my saved tickets and the journey planner sends me to stops that closed last year. I miss the paper tickets, honestly. I'd switch back tomorrow if I could.
Dear sir, the noise from the tram depot's night maintenance is keeping our whole street awake. Grinding and beeping until three in the morning. We've written twice and had no reply. What are you going to do about it? People here have jobs and children to get up for.
Hello, the replacement buses during the tram works are a mess. They don't stop where the signs say, drivers don't know the route and last night one skipped my stop entirely. I'm paying the full fare for a worse service.
To the operator, I reported a broken seat with a sharp edge on the 27 two weeks ago. I boarded the same bus today and it's still there. My coat is torn. Does anyone actually read these reports? I'd like compensation for the coat.
Dear customer care, I'd like to thank the driver who finally stopped, but only after three full buses drove straight past me and my walking stick. Being left at a stop in the cold because I'm slow is humiliating. Please remind your drivers to look properly at who is waiting.
Hi, the 5.30 school bus is consistently so full that children are left behind. My daughter has been late twice this week and had detentions. Add more buses, or stop pretending the service is adequate. Parents in our street are all saying the same thing, and nobody seems to listen.
Good morning, I'm writing with real frustration. Your website says the night bus runs until 2 a.m., but the last one went at half twelve on Saturday and I had to pay for an expensive taxi. I'd like that taxi refunded.
Hello, I'm a regular and I've always defended your service, but the rudeness of staff in the ticket office has changed my mind. I asked a simple question about a child fare and was rolled eyes at and told to read the sign. Not good enough.
Dear operator, the heating on the trams is either off or tropical. This morning it was so hot that a woman fainted. Someone pulled the emergency alarm and we waited twenty minutes for help. The whole thing felt badly managed.
Hi, with all due respect, removing the stop at the library was a terrible decision. Elderly people now walk an extra half mile uphill. Your consultation was online only, so most of those affected never heard about it. Please look again at this before winter makes the hill dangerous.
Good afternoon. I emailed a fortnight ago about lost property and heard nothing. My phone was handed to the driver, according to a passenger, but the depot says it has no record. I'm losing faith in the whole system. I'd like someone to actually search for it.
To whom it may concern, the trams were cancelled all day on Sunday with only a notice on social media. Not everyone uses social media. I stood at the stop with my shopping for an hour before giving up. A printed notice at the stop would have cost you almost nothing.
Hello, your inspector was aggressive and humiliating with a young mother who had the wrong ticket by mistake. He made her cry in front of the whole carriage. Enforcement is one thing; that was bullying. I'd like to know what guidance your staff are given on treating people.
Dear team, the screens at the stops never match reality. "Due" turns into "5 min" then disappears. I'd rather have no screen than one that lies. It's making me miss connections almost every day. The one at my stop was wrong again this morning, so I walked in the rain.
Hi. Thank you for the apology about the delays last month, but it's happening again. My route has been late for nine of the last ten mornings. Apologies don't get me to work on time. I'm starting to think nobody on your side checks what happens on the ground.
Good evening, I wish to complain about the state of the shelter at the retail park. The glass has been smashed for weeks, there's no light and it feels unsafe after dark. I've reported it through your app twice. Nothing has changed.
Hello. I bought a weekly ticket on the app, the payment went through, but no ticket appeared. The driver made me pay again in cash. Customer services now say I need a screenshot I never thought to take. Ridiculous. I want my money back for the second fare.
To the operator, the new buses may look smart, but the seats are so close together that my knees touch the seat in front and there are fewer of them. It's a downgrade disguised as progress. I used to enjoy the ride; now I dread it.
Dear customer services, I hope you can understand how stressful it is to be told by your driver to get off because my guide dog "takes up too much room". It is illegal and deeply upsetting. I expect disciplinary action.
Hi, I regret to say that your service has gone downhill. Frequency cut from every ten minutes to every twenty, and now the buses are too crowded to board at peak times. I'm paying more for less. The excuses on your website about staffing do not help those of us standing at stops.
Good morning. Last night the tram stopped between stations for over an hour, no announcements, no lights, no air. People were panicking. When we finally moved nobody explained anything. That needs a proper investigation. I'd like to know why the alarm was ignored.
Hello there, I normally don't write in, but the driver of the 4 this morning braked so hard that an elderly passenger fell and hurt her wrist. He didn't even get out of his cab to check on her. I'd like you to look at the footage.
Dear operator, I have asked for a refund for my unused annual pass since I moved away in June. It's now October and I've filled in the same form three times. Nobody replies. I'll take this further if I have to.
Hi, I'm afraid I have to complain about the ticket machines at the central stop. Two out of three are out of order every single morning, creating queues and people missing their trams. This has been going on for months.
To whom it may concern, I was charged a penalty fare for a ticket I'd bought for the wrong zone because the zone map is confusing. I'd happily have paid the difference, but a fifty-pound fine seems punitive. I'd like the penalty reviewed.
Good afternoon. Your route change means my son now needs two buses to school instead of one, and the connection is so tight he misses it regularly. We were never told, and I'm very unhappy about it. Was anyone consulted at all?
Dear team, I appreciate the work on the tram tracks, but the works have now overrun by three months and nobody has given a new end date. The detour adds half an hour each way. Local businesses are suffering too.
Hello. I'm deaf and rely on the screens. On the new trams they're mostly blank or stuck on the previous stop. I've missed my stop twice this month. Please don't tell me this is a priority when nothing changes. I'm tired of reporting the same fault.
Hi, the driver on the 15 refused to take a twenty-pound note and told me to "go and get change" when there was nowhere open. I missed my appointment. Surely there's a better way to treat people. I'm still cross about it a week later.
Good morning, I've been a loyal customer for years, yet when I asked for a replacement card after mine was stolen I was charged fifteen pounds and told it takes three weeks. Meanwhile I'm paying single fares. Poor. Nobody could explain why it takes so long.
To the operator, your fares for one stop are absurd. I paid nearly three pounds to travel four hundred metres with heavy shopping. It feels like the pricing is designed to punish short trips and people who can't walk far.
Dear customer service, I'd like to politely but firmly complain about how long your phone line takes. Fifty-five minutes on hold to ask one question about a refund, then I was cut off. That is no way to run a service.
Hello, every time it rains the upper deck of the 11 leaks onto the back seats. I've seen it for two winters. Today my laptop bag got soaked. How hard can it be to fix a roof? I'd like someone to explain why this hasn't been repaired after so many reports.
Hi, I must say I'm disappointed. I was promised a call back from a supervisor about the driver who abused me verbally at the depot stop. That was three weeks ago. Silence speaks volumes. I'll be contacting my councillor next.
Dear team, the new trams are lovely to look at, but why on earth have you removed the priority seats near the doors? My wife has a heart condition and now stands until someone notices. It's a backward step. Please put them back on the next batch.
Good evening. I'm sorry to send another complaint, but the late bus has again left the station three minutes early. I watched it go as I came down the steps. The next one is in an hour. This keeps happening.
Hello, the school holidays timetable started a week early this year, without warning. My children and I waited for a bus that wasn't coming and they missed their exams' revision class. Please communicate changes properly. One notice at the stop would have been enough to spare us a wasted morning.
To whom it may concern, I had to step off the tram at every stop to let a crowd out because the aisle is blocked by luggage racks full of bikes. It's chaotic and dangerous. Whoever designed this didn't think.
Dear operator, the app's "real-time" tracking showed my bus two minutes away for fifteen minutes, then it simply vanished. I waited forty minutes in the frost. Either fix it or remove it, because false hope is worse. It's worse than useless.
Hi, I'm writing to say I'm cancelling my annual pass. After years of late buses, unanswered emails and a fare rise every spring, I've had enough. I bought a bicycle and I'm happier for it. Don't bother sending me a survey.
Good morning, I appreciate you're short of drivers, but cancelling a quarter of the morning buses without telling anyone is no way to handle it. Put the cancellations on the app at least, so we can plan. Right now we're left guessing every day.
Hello, your ticket inspectors boarded with a police officer and checked everyone in a way that felt like being treated as criminals. I had a valid pass. The whole carriage was made to feel guilty. Very unpleasant. I won't forget that in a hurry.
Dear team, I'm afraid the accessibility ramp on the 20 was broken again yesterday and the driver said there was nothing he could do. So I couldn't travel. How many times must this happen before you act? I'd like a straight answer, not sympathy.
""",
    "neutral": """
Hello, thank you so much for all your hard work. I'm planning a trip to the garden festival on the 14th with my parents and wondered whether the extra trams will run from the north terminus or only from the centre. Any details would be great. Kind regards.
Hi there, I'd appreciate some guidance. I'm starting a new job near the science park in September and will need to get there from the old town by half eight. Which route would you suggest, and is there a weekly ticket that covers both zones?
Good morning. Could you tell me whether folding scooters are allowed on the trams if they're folded and carried? I've seen conflicting information online. I commute with one most days and would rather not be turned away at the door on the way to work. Thanks in advance for clarifying.
Dear team, I hope you're all well. My grandson is turning five in May. Does he still travel free after his birthday, or do I need to buy him a child ticket from then on? He's very proud of being nearly grown up. Many thanks.
Hello, I found a black umbrella with a wooden handle on the 21 last night and handed it to the driver. Just letting you know in case someone contacts you looking for it. It was left on a seat near the back downstairs. Have a good day.
Hi, great to see the new timetable published. Quick question: does the 43 still stop at the swimming pool on Sundays, or has that stop moved to the main road? I couldn't tell from the map. My swimming lessons start on the 12th.
Dear customer services, I'm a student at the college and would like to apply for the discounted pass. What documents do I need to bring, and can it be done by email or only at the office? I'd appreciate a quick reply.
Good afternoon. I'm writing on behalf of a residents' group. We'd like someone from the operator to come to our meeting next month to talk about the planned route changes. Would anyone be available on a Wednesday evening? We could offer tea and a room of about forty people.
Hello, thank you for the reminder email about the fare changes. I'm not sure whether my existing annual pass will be affected or whether the new price only applies when I renew. Could you confirm? It runs out in November. Best wishes.
Hi, I wanted to report that the timetable display at the stop outside the supermarket has been blank since Monday. Not a big problem for me, but I thought you'd want to know. The one on the opposite side is working fine. Cheers.
Dear operator, could you let me know if dogs are allowed on buses, and whether larger dogs need a ticket? We're moving to the city soon and our labrador goes everywhere with us. She's calm and will sit under the seat. Thanks so much.
Good morning, I appreciate how busy you must be. Is there a way to get a receipt for my monthly pass for my employer's travel scheme? I bought it through the app but can't see a download option. Our finance team needs it by the end of the month.
Hello, we're organising a wedding and guests will be travelling from the tram stop to the hall. Is it possible to hire a bus for an afternoon, and roughly what would it cost? Any information gratefully received. It would be for around sixty guests.
Hi, I noticed the app says my route is changing on the 3rd. Does that mean the stop by the bakery is closing permanently or only during the roadworks? Thanks a lot for the great work keeping us informed. I'll plan around it either way.
Dear team, I'm a researcher at the university studying how older people use public transport. Would your office be willing to share anonymous numbers on concession pass usage by month? I'm happy to sign any agreement you need. A phone call would also be fine.
Good evening. Could you please tell me the last tram from the stadium after Saturday's concert? I don't want to be stranded, and the event website just says to check the operator. We'll be coming from the west side of town with two teenagers. Regards.
Hello, I wonder if you could help. I have a contactless card and a phone wallet with the same card in it. If I tap with one going out and the other coming home, will I be charged correctly? Appreciate your time.
Hi, suggestion from a regular rider: the stop by the old mill has two shelters on opposite sides and tourists often wait on the wrong one. Maybe a small sign saying which direction each serves? Just an idea. I often end up pointing people across the road.
Dear customer services, I need to change the name on my photocard after getting married. Do I send the certificate by post, or can I bring it to the office? Thank you, and apologies if this is answered somewhere already.
Good morning, I'm writing a school project with my son about how the city's tram network was built. Do you have any old photos or a history page we could use? He's very excited about it. Best, a parent Even a list of dates would help.
Hello, I'm visiting for a conference next week. Is there a tourist ticket that includes the airport bus, or is that a separate fare? Thanks so much for your help, the website is great but I couldn't find this. I'll be staying near the old market.
Hi, just confirming for my records: the driver on the 16 told me this morning that the route will be diverted from Monday for two weeks. Is that right, and where will the temporary stops be? I'd like to tell my neighbours.
Dear operator, I'd like to know how you decide where new bus shelters go. Our stop has heavy use by a care home and I wondered whether there's a process for requesting one. Appreciate any pointers. Our residents' committee could send a letter if that helps.
Good afternoon. My husband is registered blind. Can a companion travel free with him on the trams, and does the companion need their own card? Thanks very much for looking into this. We're hoping to visit his sister, who lives near the west terminus, next month.
Hello there, I've moved house and want to update my address on my concession account. Is there a form online, or should I just reply to this email with the new details? I'm still on the same route, so nothing else needs changing. Many thanks.
Hi, quick one: are the trams running on the bank holiday Monday, and if so, is it a Sunday timetable? I'm trying to plan a day out with the kids. Cheers and keep up the good work. We're thinking of the zoo if the weather holds.
Dear team, I'm a driver myself with another company and was curious whether you're recruiting. I have eight years of experience and a clean licence. Who should I send my details to? I'm mainly interested in part-time hours on the tram side, if there's such a thing.
Good morning. I'd like to request the journey data from my contactless card for last month, as I need it for an expense claim. Is there a way to get a statement covering all my trips? Paper or a PDF would both do.
Hello, I saw a notice about a passenger survey at the stop. I'm happy to take part. Is it done online, and how long does it take? Thank you for asking for our views. I'd like to fit it into my lunch break if possible.
Hi, I'm writing to ask whether you'll be adding a stop near the new housing development off the ring road. Several neighbours have asked me and I said I'd find out. No rush at all. Even a rough timescale would be helpful to pass on.
Dear operator, could you please clarify the rules about eating on the trams? My children sometimes have a snack on the way home from school and I want to make sure we're not breaking any policy. I couldn't find anything on the posters inside.
Good evening, I'd be grateful for some help planning a route. I need to get from the east estate to the hospital outpatients with a mobility scooter. Which buses can take it, and do I need to book ahead? It's for a follow-up in early March.
Hello, I lost a blue scarf on the tram on Thursday, probably on the east line around 5 p.m. Could you check lost property for me? It's not valuable but it was a gift. Thanks so much. It's long, pale blue, with tassels.
Hi, the app asks me to choose between two ticket types for a weekly pass and I'm not sure of the difference. One says flexi and one says standard. Which one suits someone travelling five days a week? I'd rather not pick the wrong one.
Dear customer services, I'm moving abroad next month. How do I close my account and is there anything I should do about the balance left on my travel card? I think there's about twelve pounds on it. I appreciate your help, you've always been helpful.
Good morning. I run a small nursery and we'd like to take fifteen toddlers on the tram for a trip. Is there a quiet time you'd recommend, and do we need to let you know in advance? We'd be travelling three stops to the park and back.
Hello, I've seen workmen measuring at the square stop. Is there a plan to change the layout there? Just curious, as I use it every day. If there will be disruption, I'd like to know so I can allow extra time for my morning shift. Have a lovely weekend.
Hi, could you tell me how long you keep CCTV from the buses? I had a minor disagreement with another passenger and want to know what the procedure is if I need to report it later. I don't intend to make a fuss, just to know my options.
Dear operator, I'm writing a piece for our neighbourhood newsletter about getting around without a car. Would someone be willing to answer a few questions by email about your plans for next year? It would be published in the spring issue and we'd send you a copy before it goes out.
Good afternoon. I'd like to suggest that the 2 stops by the secondary school at 3.30, as lots of pupils walk up the hill to the next stop. I'm not complaining, just passing on an idea from parents. It would spread the crowd out.
Hello, thanks for the great job over the holidays. I'm trying to work out whether my ticket from the park-and-ride covers travel on the trams as well, or just the bus into town. Could you let me know? I'm parking there on Friday.
Hi, my daughter is doing her driving test soon and will probably stop using the bus. Can her remaining pass be transferred to her younger brother, or does it have to be cancelled? He starts secondary school in September and will be catching two buses a day.
Dear team, I noticed the timetable on the website and the one at my stop show different times for the first bus. Which one is correct? I'd like to be sure before I start my early shifts. My first one is at six and I can't be late.
Good morning. Could you send me a printed map of the network? I'm not online much and I'd find a paper copy useful. My address is on file with my concession card. A large print version would be ideal if such a thing exists. Much obliged.
Hello, is there a lost property office I can visit in person, and what are the opening hours? I think I left my reading glasses on the 10. I was sitting upstairs at the front on Tuesday afternoon, on the way back from the market. Thanks ever so much.
Hi, I'm a wheelchair user planning a trip next week. Are all the trams on the west line now low-floor, or are some of the older ones still running? I'd just like to know what to expect. My carer will be travelling with me.
Dear customer care, I'd like to know your policy on e-bikes. Mine folds, but it is heavier than a normal folding bike. Would a driver let me bring it on a bus outside peak hours? I've attached a photo of it folded with a tape measure for scale.
Good evening. Thank you so much for the quick response last time. This time I wanted to ask whether there is a group discount for a walking club of around twenty people travelling together on a Saturday. We're planning a walk that starts at the reservoir terminus.
Hello, could you tell me who is responsible for the bench at the stop by the church? One slat has come loose. I'm not sure whether that's the council or you. It's been like that for about a week and could catch someone's coat. Best regards.
Hi, the ticket machine at my stop offers a "carnet" of ten tickets. Do those expire, or can I use them over several months? I only travel once or twice a week. I'd hate to buy ten and lose half of them at the end of the year.
Dear operator, I'm organising a charity fun run that will close two roads for a morning in June. Who should I contact to discuss diversions of the buses on those streets? The race is on the second Sunday of the month, from eight until roughly noon, and we'll have marshals at every junction.
Good morning. Could you confirm whether a paper ticket bought on one bus is valid if I change to a tram within the hour? The driver yesterday wasn't sure. I'd like to get it right, as I'll be making that change every Tuesday for my evening class.
Hello, my elderly neighbour asked me to find out how she can apply for a free travel pass. She doesn't use the internet. Is there a phone number or a form I could print for her? She's eighty-one and lives just by the stop on the old coach road.
Hi there, I really appreciate the new app, it's great. One question though: can I add my son's child ticket to my account, or does he need his own phone and login? He's eleven and I'd rather he didn't have a phone yet, so I hope there's a way.
Dear team, I'd like to recommend adding a second bin at the tram stop by the park, as the single one fills up quickly at weekends. Thanks for considering it. Families picnic there and the overflow blows onto the platform, which some of the older riders have mentioned to me.
Good afternoon, I'm a film student and wondered whether it's possible to get permission to film a short scene on a parked tram. Who would I ask about that, and is there a fee? The crew would be four people and we'd need about two hours, ideally on a weekday.
Hello, could you let me know whether the route 28 stops near the crematorium? We have a funeral to attend next Friday and several relatives will come by bus. Most are elderly and not used to the network, so I'd like to give them simple directions from the centre.
Hi, I've heard there will be strikes next month. Is there a date yet, and will you be running a reduced timetable? Thanks so much, I know it's not your fault. I need to arrange cover for my childminder if the buses stop, so an early warning would help.
Dear customer services, could you explain how the daily fare cap works when I use both buses and trams? I'd love to understand it before I switch from my car. Kind regards. In particular, whether a short tram ride after three bus journeys still counts towards the same cap.
Hello, mostly the 12 is fine and sometimes it's late, like any bus. I'm not writing to moan or to praise, I just need to know whether the route will keep serving the allotments after the timetable review in spring, as I carry tools there twice a week. Thanks.
""",
}

# A message to a veterinary practice's front desk: what the owner needs. `vaccination` first
# courses, boosters, jabs and the record or certificate that goes with them; `surgery` an
# operation: booking, preparing for, changing or following up on one (neutering, lump removal,
# dental extractions under anaesthetic, stitches); `billing` money: invoices, prices, paying,
# instalments, insurance claims, refunds; `prescription` medicines: repeats, collecting, doses,
# changing or stopping a drug, written prescriptions; `appointment` booking, moving or
# cancelling a consultation that is none of the others (a check-up, a new symptom, a follow-up).
VET = {
    "vaccination": """
Our puppy is nine weeks old and we've just brought her home. When should she start her first injections, and how many visits will it take?
Could I book my cat in for her yearly booster? Any weekday after four works for us.
The kennels won't take our spaniel next month unless his jabs are up to date. I think he's overdue, can you check and fit him in?
We've lost the little card with the rabbit's vaccine dates on it. Can you email a copy of his record?
Is the kennel cough one the spray up the nose, or an injection? My dog hates needles and I'd like to know before we come.
My kitten had her first shots at the rescue centre. Do I bring the paperwork so you can give the second dose?
Hi, the reminder letter says Bella's annual jabs are due. Can we do it on Saturday morning at the same time as her nail clip?
We're taking the dog abroad in the summer. How far ahead does he need the rabies vaccine for the travel paperwork?
He missed his booster by about three months because of my operation. Does he have to restart the whole course?
Can ferrets be vaccinated at your practice? We've just adopted two and the last owner never had them done.
Could you pop a reminder on my account for the cats' annual injections? I always forget until the letter arrives.
My older dog had a bad reaction to his last vaccine, swelling and tiredness for two days. Is there a different one he could have this year?
Please could I move the rabbits' myxomatosis jab from Thursday to next week? One of them is moulting heavily and I'd rather wait.
Is it safe to give a pregnant cat her booster, or should we hold off until after the kittens arrive?
The puppy's second injection is booked for Monday. How long after that can he go out for walks on the pavement?
Our new horse needs his flu and tetanus done before the show season. Do your vets do yard visits for that?
I'm fostering three kittens for a charity. Could all three get their first vaccinations together, and will the charity's voucher cover it?
Could you tell me which diseases the annual dog injection actually protects against? Our breeder gave us a long list and I'm confused.
We moved here from another town. The old practice sent over her vaccine history; can you confirm it arrived and when her next one is?
She's an indoor cat and never goes out. Does she really still need to be jabbed every year?
I need a signed certificate showing my dog is fully vaccinated for a puppy training class. Is that something the desk can print?
Hello, we'd like to book the first course for our eight-week-old labrador. Do you offer a puppy package with the jabs and a health check?
Can you give the lepto booster and the kennel cough spray on the same visit, or do they need to be spaced apart?
The rescue said our greyhound was vaccinated last spring but didn't give us proof. Would a blood test show whether he's covered?
I'd like an appointment for the cat's booster, please. Whoever is free, she's not fussy about vets, and I'll pay at the desk.
Our guinea pigs don't need jabs, do they? My neighbour says hers had one and now I'm worried.
After his booster yesterday my dog has a small lump at the injection site. Is that normal, or should someone look at it?
My son's hamster doesn't need anything, but the new puppy is due his twelve-week vaccine. Can we bring both to say hello?
Can the rabies shot be done on the same day as his microchip check? We're trying to get his pet passport sorted.
Which vaccinations does a rabbit need if it lives in a hutch in the garden next to fields?
The practice texted that Milo's injections are overdue. He's been at my mum's for the winter; can we catch up next week?
We'd like the kitten's three-in-one done before she goes outside. Is that the same jab the older cat has, or a different one?
Please cancel the vaccination booked for Jasper. He had them done at the clinic near my work last week, I should have said.
How soon after being spayed could she have her annual injection? The two dates fall close together.
My elderly cat is fourteen and quite frail. Is it still worth doing her yearly booster, or could we skip it?
I'd like to start a course for our two new chickens, if you do poultry. A friend said they need a jab against a nasty disease.
""",
    "surgery": """
Our dog is booked in to be neutered on Tuesday. What time does he need to stop eating the night before?
The vet found a lump on my cat's side and said it should come off. Could I book the operation for the first week of next month?
Hi, Luna is due to be spayed tomorrow but she's come into season this morning. Do we need to postpone?
Can I stay with my rabbit while she's put under for her dental? She gets very stressed in strange places.
After the operation on his leg, how long should he wear the cone? He keeps walking into doors.
I've been told my dog needs three teeth taken out under anaesthetic. Can that be done the same day as the pre-op bloods?
Could someone check the stitches on my cat's belly? One end looks a little red and she's been licking it.
We'd like to book our two male kittens in for castration together, if they're old enough now. I'll pay on the day as usual.
What should I bring on the morning of the surgery? Does he need his blanket, his lead, his usual food?
The surgeon said the cruciate repair is our best option. How long will he be kept in after the operation?
My ferret has been booked for an adrenal procedure. Is there anything special to do before he's anaesthetised?
Please can we move Rocky's castration to the following week? My partner is away and I can't lift him into the car alone.
Her wound has opened slightly at the bottom a week after the spay. Should I bring her straight in?
Can the cyst on my dog's eyelid be removed at the same time as his teeth cleaning under sedation?
I'm anxious about the anaesthetic because he's twelve. What checks do you do before an older dog's operation?
Collecting Poppy after her op today: what time is she ready, and will someone explain the aftercare?
Our vet mentioned keyhole spaying. Do you offer that here and is there a wait?
The lump removed last month grew back. The vet wants to take it off again with wider margins; could we arrange a date?
Is it too soon to walk him on the lead three days after the hernia repair? He's desperate to get out.
We'd like the dewclaws removed while our puppy is being neutered. Is that something you would agree to do?
Can the stitches from my cat's operation be taken out at home, or does she have to come back to you?
Our rabbit had her spay on Friday and still hasn't eaten much. Is that expected after surgery?
I need to cancel the dental extraction booked for my Westie. We're moving house and I'll register somewhere else.
The specialist sent a letter recommending surgery for my dog's hip. Can your vets do it, or do we go back to them?
Is it possible for my cat to have a microchip put in while she's asleep for her spay? She had her booster last month, so that's all up to date.
Last week's operation bandage is slipping down his leg and smells a bit. Who should I speak to?
We're thinking of getting our female guinea pig spayed because of her cysts. Do you operate on small animals like her?
Could the vet remove the wart on my old labrador's paw? It bleeds when he walks on gravel.
How many days of rest does a dog need after having a tumour removed from her mammary chain?
The nurse said to drop him off before nine on the day of his castration, but I start work at eight. Could I bring him earlier?
My tortoise has a growth on her shell edge and the vet said it may need cutting out. When could that be done?
Can you confirm Bonnie's operation appointment is still going ahead tomorrow? I haven't had the reminder text and I'm getting nervous.
The dog swallowed a sock and you removed it on Sunday. His tummy wound looks fine, but when can he have a bath?
Would my cat need to stay overnight after her eye is removed, or can she come home the same evening?
We'd like our parrot's broken wing pinned if that's possible. Who on your team does bird operations?
Once she's recovered from being spayed, is there anything about her diet or exercise we should change?
""",
    "billing": """
I've just had the bill for Max's operation and it's much more than the estimate. Could someone go through the invoice with me?
Can I pay for the spay in monthly instalments? I can afford it, just not all at once.
My insurer needs a claim form filled in by the vet for the ear treatment in March. How do I send it to you?
I think I was charged twice for the booster on Saturday. Two payments came out of my account for the same amount.
How much does a dental clean cost roughly for a small dog? I'd like to save up before we book.
Could you email me a receipt for last month's visit? I threw the paper one away by mistake.
The insurance company says you haven't replied to their request for clinical notes, so my claim is stuck. Could you chase it?
Is there a discount for having two cats on the health plan, or is it the full monthly fee for each?
I paid a deposit for the operation that was then cancelled because she was poorly. When will the refund come through?
My direct debit for the pet care plan failed this month. What's the easiest way to pay what I owe?
Why was there a charge for a consultation on my invoice when we only came in for a nail clip?
Do you accept payment by bank transfer? I'm paying on behalf of my elderly father for his dog's treatment.
I'd like a breakdown of what the out-of-hours visit cost. The total seems high for a twenty-minute appointment.
Can the insurer pay you directly for the cruciate surgery, or do I have to pay first and claim it back?
We received a letter saying the account is overdue. I'm sure I paid at the desk when I collected the cat. Can you check?
What will the fee be to cancel the castration at short notice? I'd rather know before I ring to cancel.
Are the prices for prescriptions on your website up to date? The amount I was charged for his tablets was different.
I'm a pensioner on a low income. Is there any help with the cost of treatment for my old cat?
Could you split the bill between me and my ex-partner? We share the dog and agreed to pay half each.
The invoice lists a blood test but I was told it wasn't needed in the end. Could that be removed?
I want to change the card my monthly plan is paid from. Can that be done over the phone?
How much is a microchip and a first vaccine course for a puppy, all in? Just trying to budget.
The charity voucher should have covered the neutering but I was asked for money at collection. Who can sort this out?
I paid for the scan on the day and the insurer has now paid you too. Please can you refund one of them to me?
Is there an admin fee for filling in insurance paperwork? Nobody mentioned one when I asked for the form.
My son took the rabbit in on Tuesday and paid with his own card. Can the receipt be put in my name for the claim?
The estimate for my dog's lump removal was given in the consulting room. Could I have it in writing to send to my insurer?
I can't afford the full amount today for the emergency visit. Could we agree a payment plan?
Do you charge more for home visits at weekends? Our horse may need seeing on Saturday and I want to be prepared.
I've moved away and closed my account, but there's still a monthly payment going out. Please stop it and refund the last one.
Why did the price of the annual check-up go up so much since last year? I'd just like to understand it.
Could I have an itemised bill for Sunny's stay in the hospital? The insurer wants each day listed separately.
We were quoted one price for the X-ray and charged another. Could you look at the paperwork and explain the difference?
I'd like to pay the balance left from my dog's operation. Is there a link, or should I come in?
My pet insurance has a ceiling per condition. Can you tell me how much has been billed so far for her skin problem?
Do you take cash? My card was stolen and I'm collecting my cat this afternoon.
""",
    "prescription": """
Please could I order Biscuit's repeat heart tablets? He's down to his last three.
The vet said my dog should stay on the pain relief after his operation. Can I get another bottle without booking in?
How long do I need to give the antibiotics for? The label's smudged and I can't read the number of days.
My cat spits out half of every pill. Is the thyroid medicine available as a liquid or a paste instead?
I'd like a written script for my dog's arthritis drug so I can buy it online. Is there a charge for that?
Can my neighbour collect the eye drops for my rabbit? I'm stuck at home with the flu.
He's been vomiting since starting the new tablets on Monday. Should I stop them until someone calls me?
Are the flea and worm treatments you prescribe safe to use on a dog who's also on seizure medication?
We're going on holiday for three weeks. Could you give us enough of her insulin to cover the whole trip?
The pharmacy side says the steroid cream is out of stock. Is there another one the vet would be happy with?
I accidentally gave my dog two of his heart pills this morning instead of one. Is that dangerous?
How do I order the kidney diet food and his phosphate binder together? I'd like to collect them in one trip.
Hi, is Oscar's repeat ready yet? I requested it on the app on Friday and haven't had the text.
My cat's been on the same dose of steroids for a year. Should it have been reviewed by now, and does that need a visit?
The vet mentioned reducing the painkillers gradually after the surgery. Could you remind me how much to give this week?
Can I crush the tablets and hide them in food, or does that stop them working?
Our dog's ear drops ran out two days early. Can we pick up another bottle today? The infection is clearing but not gone.
Please can I have a month of the anti-anxiety tablets for the fireworks season? He was on them last year too.
I've been told to give the eye ointment four times a day. Is it fine if I can only manage three while I'm at work?
My horse needs her usual bute sachets. Could they be left at reception for me to pick up after five?
Is there a cheaper generic version of the allergy medicine? I'd still want the vet to approve the change.
The chewable wormers you gave us last time made her sick. Could she have a different brand prescribed?
When can I collect the tablets for my cat's blood pressure? Someone said they'd be ready today.
Our puppy chewed the packet of his antibiotic and we lost about half of it. Could we get some more?
Can the vet sign off on the repeat without another appointment? He had a check-up only six weeks ago.
I'm giving my rabbit the gut medicine through a syringe but I think I'm giving too little. How many millilitres is right?
My dog is on thyroid tablets and has had his booster this week. Do I carry on giving them as normal?
Could you post the monthly flea treatment to me? I live a long way out and the drive is hard for me now.
The label says give with food, but my cat hasn't eaten since yesterday. Do I still give her dose tonight?
Would it be possible to switch my dog's pain relief from tablets to a liquid? Wrapping them in cheese isn't working.
I'd like to stop the joint supplement the vet recommended; it doesn't seem to help. Is it safe to stop suddenly?
Please add a second packet of the cat's hairball paste to my repeat order, I'll pay at collection.
My old dog's incontinence tablets need renewing. Do they have to be reviewed every six months?
Can you tell me the name of the antibiotic our dog had after his dental? The new vet abroad wants to know.
The pharmacy in town has asked for a prescription for the dog's anti-inflammatory. Can you email one to them?
My guinea pig's drops for her eye infection are finished, but her eye still looks cloudy. Should we carry on the course?
""",
    "appointment": """
Can I book a check-up for my dog? He's been scratching his ears constantly for about a week.
I need to cancel Thursday's appointment for Tigger. He seems better and I'll call if it comes back.
Is there anyone free today? My cat has been hiding and off her food since yesterday.
We're new to the area and would like to register our two dogs and bring them in for a general health check.
Could we move Monday's consultation to later in the day? I can't get off work until half past four.
The vet said to come back in two weeks to look at his skin again. Can I book that now?
My rabbit has a runny eye. Do you have anything tomorrow morning?
Could I see the same vet as last time? She knows my dog's history and he's calmer with her.
I think my dog has hurt his paw on a walk, he's limping. Is there an evening appointment?
I'll be late for our 3.15 slot, maybe ten minutes. Is it better to rebook?
Please could my elderly cat have a home visit? She gets very distressed in the carrier.
We'd like to book a senior health check for our twelve-year-old collie. Are those longer than normal?
I'd like to talk to a vet about whether my dog is overweight and needs a diet. When's the earliest I could come?
Can I bring my hamster in to be looked at? Her fur is thinning on her back.
My appointment is with the nurse tomorrow, but I think the problem needs a vet. Could it be switched?
Is it possible to bring two cats to a single consultation? They're both sneezing.
I booked online for Saturday but got a text saying the branch is closed. Where should I go instead?
Our puppy has had diarrhoea since last night but is still playful. Does he need to be seen today?
Can you fit my parrot in this week? She's been plucking her feathers and I'm worried.
I need to cancel Rex's follow-up. We've decided to go back to our previous practice, thanks for everything.
Could I book a behaviour consultation? My rescue dog is growling at visitors and I don't know what to do.
My dog has a new lump under his chin. I'd like a vet to have a look before I start worrying.
Do you have any weekend slots for a general check on our collie? His booster isn't due till autumn; he's just been off colour.
The cat's follow-up for her ear infection is on Tuesday, but she's going to the cattery on Monday. Can we bring it forward?
Is there a vet on duty on bank holiday Monday? My dog keeps shaking his head.
I've been told to book a recheck after her weight clinic. Is that with a vet or a nurse?
My horse is a bit lame on her left fore. Could a vet come to the yard this week?
Can we move the kitten's health check to Friday? She's coming to us a day later than planned.
Sorry, I missed our slot this morning, my bus didn't come. Can I rebook for tomorrow? I'm happy to pay the missed-visit fee.
Our lizard's skin looks patchy and he's stopped basking. Do any of your vets see reptiles?
I'd like a second opinion on my dog's cough. Could I book with a different vet from last time?
Please cancel all upcoming visits for our old boy, Bramble. He passed away peacefully at home on Sunday.
Could someone see my cat this afternoon? She's been straining in the litter tray.
Is a twenty-minute slot long enough for an itchy dog and a quick question about her diet, or should I book a double?
My cat had an operation on her back leg last year and now she's limping on the other one. Could a vet see her this week?
Can I change my Wednesday appointment to a video call? The dog's rash is easy to show on camera.
""",
}

# A message to a consumer electronics maker's support address. `claim` the writer wants a repair,
# replacement or refund under guarantee for a fault in something they own (even when asked as a
# question); `question` the writer asks for information: how a feature works, compatibility,
# where to buy, what the guarantee covers in general, delivery and order status, including
# whether a fault they describe would be covered, without yet asking for it to be put right.
WARRANTY = {
    "claim": """
My wireless earbuds stopped charging in the left ear after five months. I've tried another cable and another socket. Please arrange a repair or a new pair under the guarantee.
Can you replace my cracked charger? It arrived like that, with a split right along the plug, and I haven't even used it.
The screen on the tablet I bought in January has a line of dead pixels down the middle. I'd like it fixed or swapped, as it's well within the two years.
Hello, the soundbar turns itself off every few minutes no matter what I do. I've reset it twice following your guide. I'd like to send it back for a refund please.
I'm attaching the receipt and a video. The blender motor smells of burning and cuts out after ten seconds. It's eight months old. What's the next step to get it repaired?
Would you be able to swap my smartwatch? The strap clip snapped on day three and the watch fell off on the street, scratching the face.
Our baby monitor's camera unit has lost its night vision entirely. It's still under warranty, so please tell me where to post it.
The fitness tracker you sent as a replacement last month has the same fault as the first: the heart rate reads zero. I want my money back this time.
My laptop's keyboard has several keys that don't respond: E, R and the space bar. It was bought eleven months ago. I need it repaired before the cover runs out.
Is it possible to get the broken hinge on my headphones sorted? I've barely worn them, and the plastic just cracked while I was folding them into the case.
The electric toothbrush doesn't hold a charge any more, maybe a day at most. It's just over a year old. Please replace it under the two-year guarantee.
I received the speaker yesterday and the volume knob spins without changing anything. Could a working unit be sent out? I don't want to wait for a repair.
My robot vacuum's right wheel has seized. I've cleaned out the hair as the manual says and it's still stuck. Please collect it for repair.
Good afternoon, the hairdryer I bought from your online shop sparks at the plug. I've stopped using it. I'm requesting a full refund for a product that isn't safe.
The camera's autofocus hunts constantly and won't lock, even in good light. It's the body, not the lens, because the same lens works on my friend's. I'd like it looked at under guarantee.
Hello, please could you help? The bluetooth on my car adapter disconnects every time I go over a bump. It's three months old and I'd like a new one.
The e-reader screen froze halfway through a page and has stayed like that for two days. Nothing resets it. Order number attached; I'd like a replacement.
Since the last update my smart bulbs flicker all evening. I didn't drop them or misuse them. Please either fix the software or refund all six.
My new monitor has a bright patch in the top left corner that's visible on dark scenes. It was like that out of the box. I'd like an exchange.
Can you send someone to look at the dishwasher? It leaks from the door seal every cycle and it's under a year old. The kitchen floor is getting damaged.
The game controller's left stick drifts upwards on its own. I've had it since March. Under your guarantee, could it be repaired or swapped?
Please process a return on the portable charger. It gets very hot within minutes of charging my phone and I'm worried it's a fire risk.
The microwave's turntable stopped turning and there's a grinding noise. It's seven months old and I bought it direct from you. Can a repair be booked?
My phone case with the built-in battery won't charge the phone any more. The light comes on but nothing happens. I'd like a refund please.
I'd like to claim on the warranty for my projector. The fan has become very loud and the picture now shuts off after twenty minutes.
Hi, I've owned the kettle for only six weeks and the lid won't stay shut; the spring is broken. Could a replacement be sent?
The left speaker of my bookshelf pair crackles at every volume. I've swapped cables and the crackle follows the speaker. Please arrange a repair under guarantee.
The router you supplied keeps dropping the connection several times an hour. I've done everything in the troubleshooting guide. Please exchange it for one that works.
I bought the smart doorbell four months ago and the button has stopped ringing inside, although the app still records motion. I want it repaired or replaced.
Hello, my tablet's battery has swollen and the screen is lifting from the frame. It's well within the two years. Can I get this replaced? I'm scared to charge it.
The webcam's microphone picks up nothing but hiss. It's two weeks old and my calls are impossible. I'd like to return it for a refund.
Could you fix or swap my electric shaver? The head stopped rotating yesterday and I've cleaned it as the leaflet shows. Receipt is attached.
My mouse has started double-clicking when I click once. It's ten months old. I understand this is a known fault and would like a new one sent out.
The fridge's ice maker has never worked since delivery. Your engineer came once but couldn't fix it. I'd now like a replacement fridge under the guarantee.
I returned my headphones for repair in May and they came back with the same crackle. Please either replace them or refund me.
Hello, the display on my digital photo frame has gone black, although it still plays sound. It was a gift last Christmas; I have the gift receipt. Can it be repaired?
My air fryer's timer doesn't count down any more; it just stays on the number. It's within the warranty period. Please tell me how to send it back.
The charging case of my earphones won't close properly since it arrived, so they drain overnight. Could you send a new case?
I'd like my money back for the fan heater. It trips the fuse in every room of my house, and an electrician says the heater is at fault.
Can someone repair my smart speaker? It only answers one time in three and the lights stay red. I've reset it and moved it next to the router.
My printer keeps reporting a paper jam when there's nothing in it. I've opened every panel. It's under a year old and I'd like it exchanged.
The strap of my new sports watch has a sharp edge on the buckle that cut my wrist. I'd like a replacement strap or a refund.
The cooker hood light and fan both stopped at the same time. The fuse is fine. Please book an engineer visit under the guarantee.
Hello, I ordered the wall charger and it arrived with a bent pin. It won't go into the socket. Please send another one, I don't need a refund.
The tablet's charging port has worked loose and I have to hold the cable at an angle. I haven't dropped it. I'd like it repaired.
Our television has started switching inputs by itself every few minutes. It's nine months old. We'd like a technician to come out or a replacement.
My electric scooter's display shows an error code and the motor won't start. I've followed the reset steps twice. Please collect it for repair under warranty.
I've had the hand blender for a fortnight and the attachment wobbles and leaks. Can you send me a new one? The old one can go back in the same box.
The noise-cancelling on my headphones causes a loud whistling. It did this from the first day. I'd like to exchange them for another pair.
Hi, the alarm clock radio loses about ten minutes every night. I've changed the backup battery. Could I return it for a refund, please?
The washing machine won't drain and shows a pump error. It was installed four months ago by your delivery team. I need a repair as soon as possible.
Your replacement power adapter arrived, but it's the wrong voltage and the old one is still faulty. Please send the correct one for my laptop.
Could my camera be fixed? The shutter sticks open in cold weather and ruins photos. It's still covered, bought last autumn.
The drone's gimbal shakes constantly and the footage is unusable. I haven't crashed it. Please arrange a repair or replacement under the guarantee.
My coffee machine's steam wand has stopped working and the pump makes a rattle. It's eleven months old. What do I need to send you to get it fixed?
The keyboard I bought has a sticky space bar straight out of the packaging. I'd like a refund, please, rather than another of the same model.
I'd like to report that my earphones' right bud has gone silent. I bought them last summer and have the receipt. Please replace them.
The smart thermostat stopped connecting to the boiler after a week. Our heating is now on manual. I'd like a working unit sent urgently.
Can you take back my vacuum cleaner? The battery lasts five minutes instead of forty. It's three months old and barely used.
The mini fridge in my office has stopped cooling. The light comes on and the fan runs. It's under warranty and I'd like it repaired.
The screen of my phone went green and flickers since last night. I didn't drop it or get it wet. I need it repaired under the guarantee, please.
Hello, your speaker's charging cable was broken inside the box; the plug is cracked. Could a new cable be posted to me?
The dashcam records only the first minute of each trip then stops. I bought it two months ago from your website. Please exchange it.
The toaster only browns one side and the lever doesn't stay down. I'd like it replaced, please. Photos attached.
My gaming headset's mic cuts out whenever I turn my head. The cable isn't damaged. Can you arrange a return and send a new headset?
The handheld console's screen has a dead pixel cluster and the right button sticks. I'd like it repaired or exchanged, whichever is quicker.
I've had two chargers from you fail in six months, both for the same tablet. I'd like a replacement that actually lasts, or my money back.
The smoke alarm chirps constantly even with a new battery. It's only eight weeks old. I'd like a replacement, please.
The sound from my television cuts out for a second every few minutes. Your phone team suggested a reset, which didn't help. Please book a repair.
Hello, my e-bike's battery won't charge past half. It's fourteen months old and the guarantee on batteries is two years. Please arrange a swap.
The microphone on my laptop has stopped working completely since a week ago. Could you collect it for repair? I'll need a loan unit if possible.
The zip on my camera bag has failed and the lens pouch seam split. It was sold as part of your camera kit. Please replace the bag.
Our video doorbell's battery swelled and pushed the cover off. I've taken it down. Please send a safe replacement as soon as you can.
I bought a pair of your smart plugs and one of them clicks on and off by itself. I'd like it swapped for one that works properly.
The garden robot mower stops halfway across the lawn every time with a sensor error. I'd like to return it under guarantee and get a refund.
""",
    "question": """
Does the warranty on your headphones cover accidental damage, like dropping them on the pavement, or only manufacturing faults?
Hi, if my tablet's screen cracked because it fell off the sofa, would that be covered, or would I have to pay for the repair?
Is the new wireless charger compatible with older phones that don't have the latest charging standard?
How do I set up the sleep timer on the soundbar? The manual only explains it for the remote, and I use the app.
Where can I buy a spare charging case for the earbuds? I don't want to replace the whole set.
My order was placed nine days ago and the tracking still says "being prepared". Has it been dispatched yet?
Can the smart bulbs be used in an outdoor lamp if it's covered, or are they indoor only?
Does registering my camera online extend the guarantee, or is it the same length either way?
If I return an unopened blender within thirty days, do I get a full refund or a voucher?
What's the difference between the standard guarantee and the extended cover offered at checkout? Is the extended one worth it?
Will the game controller work with a computer as well as the console? I'd like to use it for both.
Is there a way to turn off the startup chime on the laptop? It's loud in the library.
I'd like to know if the warranty transfers to the new owner if I sell my speaker second-hand.
Could you tell me which memory cards the action camera accepts, and the largest size it can use?
Do you still sell the replacement brush heads for the older model of toothbrush? The shop near me has stopped stocking them.
If my robot vacuum's battery wears out after two years, is a new battery covered, or is that considered normal wear?
Is the fitness tracker waterproof enough to wear while swimming in the sea? I'd hate to ruin it on the first day of my holiday.
When will the black version of the smartwatch be back in stock? I've been checking for weeks.
Does the kettle have an auto shut-off if it's turned on empty? My mum is forgetful and I'm worried.
How long does a repair usually take once you receive the item? A friend's took six weeks and I'm wondering if that's normal.
Can I connect two pairs of your headphones to the same television at once? My husband and I watch late and don't want to wake the baby.
Would a broken screen on the e-reader be something you'd repair, even if it's out of warranty, for a fee?
Which apps work with the smart thermostat? I already use one for the lights and would rather have everything in one place.
Is it normal for the air fryer to smell of plastic the first few times? Just checking before I worry.
Do I need to keep the original box for a return, or will any packaging do if something goes wrong?
My partner wants to buy me your projector as a gift. Does the receipt need to be in my name for the guarantee?
Are your chargers safe to use with other brands' phones, or could it damage the battery?
Can the dashcam record while the car is parked, and will that drain the car's battery?
Where exactly is the serial number on the microwave? The registration form asks for it and I can't find it.
Is the warranty the same length for items bought in a sale or refurbished from your outlet store?
How do I update the firmware on my router? The light has been orange since yesterday, and I read an update might be needed.
If the hairdryer ever broke, would I send it to you or take it back to the shop where I bought it?
Thinking of buying one: does your coffee machine work with pods from other makers, or only your own?
I'm buying a laptop for my son's university course. Is there a student discount, and does it include the longer guarantee?
Can I change the delivery address on an order I placed this morning? I'd rather it went to my work.
What does "limited warranty" on the box mean in practice? Which parts aren't covered, and who decides?
My drone came with two propellers in the box. Where can I order more, and are they the same for all models?
Will the webcam work on a tablet with a single USB-C port, or do I need an adapter?
Is there a way to check whether my television is still covered? I bought it online but can't find the confirmation email.
How do I pair the second remote with the soundbar? The instructions only mention one.
If the fridge breaks down while we're away and food spoils, do you compensate for the food or just the appliance?
Does the two-year guarantee still apply here if I bought my scooter abroad on holiday last year?
What's the battery life of the wireless earbuds with noise-cancelling switched on? The page only gives the figure with it off.
Can I return a keyboard if I simply don't like the feel of the keys, even though nothing is wrong with it?
Your website says free delivery over a certain amount, but it's not clear how much. Could you tell me?
If I open the back of my speaker to clean the dust out, does that void the warranty?
Is it possible to buy the printer ink in bigger cartridges? I print a lot for my home business.
How do I know whether a flickering light on my doorbell means a fault or just a low battery?
Do the smart plugs need a hub, or do they connect straight to home wifi?
Can I order a replacement lid for the blender jug, or does it only come with a new jug?
I'm thinking about buying the e-bike. If the motor were to fail after a couple of years, what would the repair cost?
Is there a shop in the city centre that has your televisions on display? I'd like to see one before ordering.
Does the camera come with a lens, or is it body only? The listing isn't clear.
Does the guarantee cover a battery that has gradually lost capacity, or only sudden failure?
My return label has expired before I could post the parcel. Can I get a new one, or is the return window closed?
What happens to my photos when the tablet is sent for repair? Are they wiped?
Hello, quick one before I load the machine: is the hand blender dishwasher safe, or just the attachments?
Can the smartwatch show messages from any phone, or only one of yours? I'm not planning to change my phone.
Which cleaning products are safe for the screen of the monitor? I don't want to damage the coating.
Are replacement parts available for the washing machine after the guarantee ends, and for how long?
How can I tell which model of charger I have? I'd like to buy an identical one as a spare for the office.
When my phone was repaired last year, did the repair come with its own guarantee? I'm not sure where I stand now.
I've been charged for my order twice on my card statement. Is that a pending hold, or has it really been taken twice?
Could you tell me how to switch the thermostat's display from Fahrenheit to Celsius? I've looked through every menu.
Does your outlet store sell returned items that were broken and repaired, and do they carry a guarantee?
Is it safe to leave the vacuum on its charging dock all the time, or does that wear down the battery?
Can the earbuds be used for phone calls while driving, and is the microphone any good in a noisy car?
Is there a trade-in scheme if I want to upgrade my old laptop for a new one of yours?
The box mentions a "quick start" QR code but mine doesn't have one. Where can I find the full manual?
If my cat knocks the speaker off the shelf, is that something the guarantee would pay for?
Can the mini fridge be run off a car's power socket while camping, and would it flatten the battery overnight?
My delivery was left with a neighbour I don't know. Can you tell me which house it went to?
Does the guarantee start from the day I bought the television or the day it was delivered? There were three weeks in between.
What's the maximum size of room the fan heater is meant for? Our garden office is about four metres by three.
Is the toaster's crumb tray sold separately? Ours got lost when we moved house and the toaster itself is fine.
""",
}

SETS = {"transit": TRANSIT, "vet": VET, "warranty": WARRANTY}
